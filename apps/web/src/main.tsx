import './app/fonts.css';
import './app/mantine-styles.ts';
import '@mantine/notifications/styles.css';
import './app/global.css';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/error-boundary.tsx';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { loadLanguage, readStoredLanguage } from './lib/i18n.ts';

/**
 * The language the server picks the pre-rendered page by (apps/api/src/plugins/web.ts): the chosen one, kept in
 * a cookie beside localStorage, which only the browser reads.
 */
const LANGUAGE_COOKIE = 'jetkiz-lang';
const rememberForServer = (lang: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the phones' older browsers
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
};

const root = document.getElementById('root');
if (root) {
  const lang = readStoredLanguage();
  // The chosen language's texts arrive before the first paint, so nobody sees the page flip languages.
  await loadLanguage(lang);
  rememberForServer(lang);
  i18next.on('languageChanged', rememberForServer);
  const app = (
    <StrictMode>
      <AppProvider>
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
      </AppProvider>
    </StrictMode>
  );
  // A page the server sent pre-rendered in this language is taken over as it is; any other is drawn anew. The
  // take-over runs as a transition, so React hydrates in slices and yields to the browser between them instead of
  // blocking the page (what is on screen is already right; nothing waits for it).
  if (root.dataset.prerendered === lang) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
