import { errorMessage } from '@jetkiz/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router.tsx';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The pages an e-mail's links open, with a token mangled on its way (issue 19's links, stop 36's sweep). */
describe('a newsletter link with a broken token', { timeout: 30_000 }, () => {
  it.each([
    ['/newsletter/confirm?token=%ff', 'kk', 'Жазылуды растау'],
    ['/newsletter/unsubscribe?token=-1', 'en', 'Unsubscribe'],
    // The Kazakh button says what it does: a bare «Бас тарту» reads «Cancel», as if it left the page.
    ['/newsletter/unsubscribe?token=-1', 'kk', '^Таратылымнан бас тарту$'],
  ] as const)('%s says the link is not valid (%s), not «check what you entered»', async (path, lang, button) => {
    mockFetch(() => ({
      status: 400,
      body: { errorCode: 'VALIDATION', message: 'Check the data you entered', fields: { token: 'Invalid format' } },
    }));
    await renderWithApp(<AppRoutes />, { path, lang });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(button) }, { timeout: 5_000 }));
    // Said as the refusal it is (an alert), not in the confirmation's place.
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessage('NEWSLETTER_LINK_INVALID', lang));
    expect(screen.queryByText('Check the data you entered')).toBeNull();
  });
});
