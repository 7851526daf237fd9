import { ERRORS, type ErrorBody, type ErrorCode, type OrderSummary } from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { loadLanguage } from '../lib/i18n.ts';
import type { Session } from '../lib/session.ts';

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
export const mockFetch = (
  handler: (url: URL, init: RequestInit) => { status?: number; body: unknown; headers?: Record<string, string> },
) => {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const { status = 200, body, headers } = handler(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
};

/** A signed-in session of this role, as the sign-in stores it. */
export const testSession = (role: Session['role'], phone = '77029000001'): Session => ({
  token: 't',
  refreshToken: 'r',
  expiresIn: 3600,
  createdAt: Date.now(),
  phone,
  role,
  partner: false,
});

/** One order of the registry as the list answers it (`over` changes any field). */
export const orderSummary = (over: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 'o1',
  orderNumber: 'JZ-00001000',
  trackNumber: 'QN427591925KZ',
  clientOrderNumber: null,
  status: 'formed',
  statusName: 'Сформирован',
  paymentStatus: 'unpaid',
  createdAt: '2026-11-23T05:00:00Z',
  from: { kato: '750000000', name: 'Алматы' },
  to: { kato: '351010000', name: 'Караганда' },
  receiverName: 'Ахметов Ерлан',
  receiverPhone: '77011230001',
  totalAmount: 4_100,
  totalWithPromo: 4_100,
  carrier: 'Steppe Express',
  createdBy: null,
  ...over,
});

/**
 * An error answer as the API's `sendError` writes it: the code's message in the caller's language (`lang`) and in every
 * language beside it, and what `extra` adds (a description in each language, fields).
 */
export const errorAnswer = (code: ErrorCode, lang: Lang = 'ru', extra: Partial<ErrorBody> = {}): ErrorBody => {
  const { message } = ERRORS[code];
  return { errorCode: code, message: message[lang], messageTexts: { ...message }, ...extra };
};

/**
 * Pretends the screen is a phone: a `max-width` media query matches (the lists' cards, the burger menu). Returns the
 * function that makes it a desktop again; call it in a `finally`.
 */
export const pretendPhone = () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('max-width'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
};
