import type { OrderDetail } from '@jetkiz/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { SendCard } from '../components/order-detail/handover.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const paid = { id: 'o-1', billing: 'prepaid', paymentStatus: 'paid', bookingError: null } as unknown as OrderDetail;

describe('handing an order over', () => {
  it.each([
    ['en', /^\d{2}\/\d{2}\/\d{4} 10:00$/],
    ['ru', /^\d{2}\.\d{2}\.\d{4} 10:00$/],
  ] as const)('offers the pickup days as %s writes dates (English read «07.12.2026»)', async (lang, shape) => {
    await loadLanguage(lang);
    await loadTexts('orders');
    await loadTexts('tracking');
    mockFetch(() => ({ body: [] }));
    await renderWithApp(<SendCard order={paid} family="person" />, { lang });
    expect((document.querySelector('input[aria-haspopup], .mantine-Select-input') as HTMLInputElement | null)?.value).toMatch(
      shape,
    );
  });
});
