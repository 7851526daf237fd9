import type { OrderDetail } from '@jetkiz/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { SendCard } from '../components/order-detail/handover.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const failed = (bookingErrorKind: OrderDetail['bookingErrorKind'], bookingError: string, postPaid = false) =>
  ({
    id: 'o-1',
    billing: postPaid ? 'postPaid' : 'prepaid',
    paymentStatus: postPaid ? 'unpaid' : 'paid',
    bookingError,
    bookingErrorKind,
  }) as unknown as OrderDetail;

const alertOf = async (order: OrderDetail, lang: 'ru' | 'kk' | 'en') => {
  await loadLanguage(lang);
  await loadTexts('orders');
  await loadTexts('tracking');
  mockFetch(() => ({ body: [] }));
  await renderWithApp(<SendCard order={order} family="person" />, { lang });
  // A post-paid order has a second (informational) alert above the failure's.
  return screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join('\n');
};

const CARRIER_DOWN = 'Steppe Express: Booking service is temporarily unavailable';

describe('a hand-over the carrier did not take', () => {
  it.each([
    ['ru', 'Перевозчик сейчас не отвечает'],
    ['kk', 'Тасымалдаушы қазір жауап бермей тұр'],
    ['en', 'The carrier is not answering right now'],
  ] as const)('because it could not be reached says so in the page’s language, without its English (%s)', async (lang, said) => {
    const text = await alertOf(failed('unavailable', CARRIER_DOWN), lang);
    expect(text).toContain(said);
    expect(text).not.toContain('Booking service');
  });

  it('because it could not be reached, on a post-paid order, does not speak of payment', async () => {
    const text = await alertOf(failed('unavailable', CARRIER_DOWN, true), 'ru');
    expect(text).toContain('Перевозчик сейчас не отвечает');
    expect(text).not.toContain('оплаченным');
  });

  it.each([
    ['ru', 'Его ответ: «Отправитель вне зоны обслуживания»'],
    ['kk', 'Оның жауабы: «Отправитель вне зоны обслуживания»'],
    ['en', 'Its answer: “Отправитель вне зоны обслуживания”'],
  ] as const)('because it declined the order quotes its reason as the carrier’s words (%s)', async (lang, said) => {
    expect(await alertOf(failed('refused', 'Отправитель вне зоны обслуживания'), lang)).toContain(said);
  });

  it('recorded before the kind was kept is read as a refusal: the reason is still shown', async () => {
    expect(await alertOf(failed(null, 'HTTP 409'), 'ru')).toContain('«HTTP 409»');
  });
});
