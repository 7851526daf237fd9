import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { AvrDetailView } from '../components/avr-detail.tsx';
import { AvrVerification } from '../components/avr-verification.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const VALIDATION = { errorCode: 'VALIDATION', message: 'Проверьте введённые данные', fields: { id: 'Неверный формат' } };

/** An act's address with an id of no act's shape: the API refuses the shape (400) or its length (414). */
describe('an act that an address cannot name', { timeout: 30_000 }, () => {
  it.each([400, 404, 414])('is «not found» in the cabinet when the API answers %i', async (status) => {
    mockFetch(() => ({ status, body: VALIDATION }));
    await loadLanguage('kk');
    await loadTexts('account');
    await renderWithApp(<AvrDetailView id="-1" />, { lang: 'kk' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Акт табылмады' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.message)).toBeNull();
  });

  it.each([400, 404, 414])('is «not found» on the public check when the API answers %i', async (status) => {
    mockFetch(() => ({ status, body: VALIDATION }));
    await loadLanguage('en');
    await loadTexts('account');
    await renderWithApp(<AvrVerification code={'x'.repeat(3_000)} />, { lang: 'en' });
    expect(
      await screen.findByText('No act found for this link. Check the QR code or the link.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
