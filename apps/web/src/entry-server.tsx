/**
 * The build-time renderer of the public pages' first screen (apps/web/scripts/prerender.ts): the same tree as
 * main.tsx, with the address given instead of read from the browser, rendered to HTML once every lazy part
 * (the page, its texts, home's lower sections, the footer) has arrived. The browser then hydrates it.
 */
import type { Lang } from '@jetkiz/domain';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ErrorBoundary } from './app/error-boundary.tsx';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes } from './app/router.tsx';
import { loadLanguage, loadTexts, type TextPart } from './lib/i18n.ts';

export type Rendered = {
  /** The markup that goes inside #root. */
  html: string;
  /** A text of the page in the language rendered (its title, for example). */
  t: (key: string) => string;
};

/** Renders `url` in `lang`, with the text parts the page needs already loaded. */
export const renderPage = async (url: string, lang: Lang, parts: readonly TextPart[]): Promise<Rendered> => {
  await loadLanguage(lang);
  await Promise.all(parts.map((part) => loadTexts(part)));
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <ErrorBoundary>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </ErrorBoundary>
      </AppProvider>
    </StrictMode>,
    {
      // Every part inline, in order: no hidden segments moved into place by inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        throw error;
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, t: (key) => i18next.t(key) };
};
