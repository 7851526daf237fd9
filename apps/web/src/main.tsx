import './app/fonts.css';
import './app/mantine-styles.ts';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/error-boundary.tsx';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { loadLanguage, readStoredLanguage } from './lib/i18n.ts';

const root = document.getElementById('root');
if (root) {
  // The chosen language's texts arrive before the first paint, so nobody sees the page flip languages.
  await loadLanguage(readStoredLanguage());
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
      </AppProvider>
    </StrictMode>,
  );
}
