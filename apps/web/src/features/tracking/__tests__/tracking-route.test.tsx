import { makeTrackNumber } from '@jetkiz/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router.tsx';
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
});
