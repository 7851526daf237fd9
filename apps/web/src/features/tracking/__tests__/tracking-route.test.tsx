import { TRACK_MESSAGES } from '@jetkiz/contract';
import { makeTrackNumber } from '@jetkiz/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { ru } from '../../../locales/tracking-ru.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the public tracking page', () => {
  // A shared link whose escapes are not UTF-8 (cut short or mangled by a messenger): the router leaves the part as it
  // came, and the page decoding it a second time threw «URI malformed» into the error page.
  it('shows a number from an address with broken escapes as it came, and looks it up like any other', async () => {
    const fetch = mockFetch(() => ({ status: 404, body: { errorCode: 'NOT_FOUND', message: 'Табылмады' } }));
    await renderWithApp(<AppRoutes />, { path: '/tracking/A%ffB', lang: 'kk' });
    expect(await screen.findByDisplayValue('A%FFB', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url)).some((url) => url.includes('/track/A%25FFB'))).toBe(true),
    );
  });

  it('looks a number in the address up as the router decoded it', async () => {
    const number = makeTrackNumber('JK', 12_345);
    const fetch = mockFetch(() => ({ status: 404, body: { errorCode: 'NOT_FOUND', message: 'нет' } }));
    await renderWithApp(<AppRoutes />, { path: `/tracking/${encodeURIComponent(number)}`, lang: 'en' });
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/track/'))).not.toEqual([]),
    );
    expect(String(fetch.mock.calls.find(([url]) => String(url).includes('/track/'))?.[0])).toContain(`/track/${number}`);
  });

  it('asks for a number when the field is empty, without calling the server', async () => {
    const fetch = mockFetch(() => ({ status: 404, body: { errorCode: 'NOT_FOUND', message: 'Не найдено' } }));
    await renderWithApp(<AppRoutes />, { path: '/tracking', lang: 'ru' });
    const user = userEvent.setup();
    await screen.findByLabelText(ru.tracking.number, {}, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: ru.tracking.find }));
    expect(await screen.findByText(TRACK_MESSAGES.empty.ru)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/track/'))).toBe(false);
  });

  // The page's own check of a number (a wrong S10 check digit) held its words in the language of the moment.
  it('says a mistyped number is wrong in the language switched to', async () => {
    const good = makeTrackNumber('JK', 12_345);
    const typo = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}${good.slice(11)}`;
    const fetch = mockFetch(() => ({ status: 404, body: { errorCode: 'NOT_FOUND', message: 'Не найдено' } }));
    await renderWithApp(<AppRoutes />, { path: '/tracking', lang: 'ru' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(ru.tracking.number, {}, { timeout: 5_000 }), typo);
    await user.click(screen.getByRole('button', { name: ru.tracking.find }));
    expect(await screen.findByText(TRACK_MESSAGES.checksum.ru)).toBeInTheDocument();
    try {
      await act(() => changeLanguage('kk'));
      expect(await screen.findByText(TRACK_MESSAGES.checksum.kk)).toBeInTheDocument();
      await act(() => changeLanguage('en'));
      expect(await screen.findByText(TRACK_MESSAGES.checksum.en)).toBeInTheDocument();
      expect(screen.queryByText(TRACK_MESSAGES.checksum.ru)).toBeNull();
    } finally {
      await act(() => changeLanguage('ru'));
    }
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/track/'))).toBe(false);
  });
});
