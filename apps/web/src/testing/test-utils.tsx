import type { Lang } from '@jetkiz/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { loadLanguage } from '../lib/i18n.ts';

/** Renders inside the real providers and a router at `path`, in `lang`. */
export const renderWithApp = async (ui: ReactElement, { path = '/', lang = 'ru' as Lang } = {}) => {
  await loadLanguage(lang);
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProvider>,
  );
};

/** Replaces `fetch` with a handler that answers JSON; returns the mock to inspect the calls. */
export const mockFetch = (handler: (url: URL, init: RequestInit) => { status?: number; body: unknown }) => {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const { status = 200, body } = handler(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
};
