import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { WalletHistory } from '../components/wallet-history.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (id: string, over: object) => ({
  id,
  kind: 'order_payment',
  kindName: 'Оплата заказа',
  amount: -4_050,
  balanceAfter: 950,
  createdAt: '2026-03-05T06:00:00.000Z',
  orderId: null,
  orderNumber: null,
  orderPriority: false,
  actId: null,
  description: '',
  ...over,
});

describe('the wallet history', () => {
  it('links an act’s payment to the act it paid, and an order’s payment to the order', async () => {
    await loadLanguage('ru');
    await loadTexts('payments');
    mockFetch(() => ({
      body: {
        content: [
          line('m1', {
            kindName: 'Оплата акта выполненных работ',
            orderNumber: 'АВР-2026-03-0007',
            actId: 'a-7',
            amount: -125_000,
          }),
          line('m2', { orderId: 'o-2', orderNumber: 'JZ-00001002', orderPriority: true }),
          line('m3', { kind: 'topup', kindName: 'Пополнение кошелька', amount: 5_000 }),
        ],
        totalElements: 3,
        page: 0,
        itemsPerPage: 25,
      },
    }));
    await renderWithApp(<WalletHistory />);
    expect(await screen.findByRole('link', { name: 'АВР-2026-03-0007' })).toHaveAttribute('href', '/cabinet/acts/a-7');
    expect(screen.getByRole('link', { name: 'JZ-00001002' })).toHaveAttribute('href', '/cabinet/priority/orders/o-2');
    // A top-up names nothing to open.
    const topUp = screen.getByText('Пополнение кошелька').closest('tr') as HTMLElement;
    expect(within(topUp).queryByRole('link')).toBeNull();
  });
});
