import { EMAIL_MESSAGE } from '@jetkiz/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The subscription form: an address refused, then the page switched to another language. */
describe('the newsletter form’s address', { timeout: 30_000 }, () => {
  it('refused by the server, stays said under the field in the language switched to', async () => {
    mockFetch((url) =>
      url.pathname === '/api/site/public/newsletter'
        ? {
            status: 400,
            body: {
              errorCode: 'VALIDATION',
              message: 'Проверьте введённые данные',
              fields: { email: EMAIL_MESSAGE.ru },
              fieldTexts: { email: EMAIL_MESSAGE },
            },
          }
        : { body: [] },
    );
    await renderWithApp(<AppRoutes />, { path: '/newsletter' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Электронная почта/ }, { timeout: 5_000 }), 'a@mail.kz');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText(EMAIL_MESSAGE.ru)).toBeInTheDocument();
    try {
      await act(() => changeLanguage('kk'));
      expect(await screen.findByText(EMAIL_MESSAGE.kk)).toBeInTheDocument();
      await act(() => changeLanguage('en'));
      expect(await screen.findByText(EMAIL_MESSAGE.en)).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('ru'));
    }
  });

  it('refused by the page’s own check, follows the switch too', async () => {
    const fetch = mockFetch(() => ({ body: [] }));
    await renderWithApp(<AppRoutes />, { path: '/newsletter' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Электронная почта/ }, { timeout: 5_000 }), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText(EMAIL_MESSAGE.ru)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('newsletter'))).toHaveLength(0);
    try {
      await act(() => changeLanguage('en'));
      expect(await screen.findByText(EMAIL_MESSAGE.en)).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('ru'));
    }
  });
});
