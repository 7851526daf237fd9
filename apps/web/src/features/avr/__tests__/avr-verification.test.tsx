import type { AvrPublicVerification } from '@jetkiz/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { AvrVerification } from '../components/avr-verification.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const check = (over: Partial<AvrPublicVerification>): AvrPublicVerification => ({
  number: 'АВР-2026-11-0007',
  date: '2026-12-03',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  amount: 45_000,
  supplier: { name: 'ТОО «Jetkiz»', bin: '240340012345' },
  customer: { name: 'ТОО «Дала»', bin: '150340012340', idLabel: 'bin' },
  avrStatusCode: 'refused',
  status: 'Отказ от подписания',
  documentSha256: 'ab'.repeat(32),
  signatures: [],
  valid: true,
  outcome: 'refused',
  message: 'Подпись исполнителя действительна. Заказчик отказался подписать акт',
  checkedAt: '2026-12-07T05:00:00.000Z',
  ...over,
});

/** The page a scanned QR code opens: green only for an act the customer accepted. */
describe('the public check of an act', { timeout: 30_000 }, () => {
  it.each([
    ['refused', 'orange'],
    ['awaitingCustomer', 'blue'],
    ['signed', 'green'],
    ['deemedAccepted', 'green'],
    ['failed', 'red'],
  ] as const)('shows the server’s conclusion for %s, in %s', async (outcome, color) => {
    mockFetch(() => ({ body: check({ outcome, valid: outcome !== 'failed', message: `Вывод: ${outcome}` }) }));
    await loadLanguage('ru');
    await loadTexts('account');
    await renderWithApp(<AvrVerification code="q7Yb3XkP9mRt2VwZ8nLc5HdJ" />);
    const result = await screen.findByTestId('avr-verification-result', {}, { timeout: 5_000 });
    expect(result).toHaveTextContent(`Вывод: ${outcome}`);
    expect(result.getAttribute('style') ?? '').toContain(`--mantine-color-${color}`);
  });
});
