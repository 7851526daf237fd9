import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletRoute } from '../../../app/routes/payments/wallet.tsx';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { sessionStore } from '../../../lib/session.ts';
import { mockFetch, renderWithApp, testSession } from '../../../testing/test-utils.tsx';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const MINE = '2f9d5f1e-7d1c-4f7e-9a51-0c1b2d3e4f50';
const THEIRS = '7b1e0c3a-5d2f-4e8b-9c61-1a2b3c4d5e6f';

const wallet = async (path: string) => {
  sessionStore.set(testSession('person'));

  await loadLanguage('ru');
  await Promise.all([loadTexts('payments'), loadTexts('account'), loadTexts('orders')]);
  const fetch = mockFetch((url) =>
    url.pathname.endsWith(`/order/protected/${MINE}`)
      ? { body: { id: 'o1', orderNumber: 'JZ-00001000', status: 'formed', paymentStatus: 'unpaid' } }
      : url.pathname.includes('/order/protected/')
        ? { status: 404, body: { errorCode: 'NOT_FOUND', message: 'Не найдено' } }
        : { body: {} },
  );
  await renderWithApp(<WalletRoute />, { path });
  return fetch;
};

describe('the wallet opened to pay an order', () => {
  it('names the order and links back to its payment', async () => {
    await wallet(`/cabinet/wallet?sum=3050&order=${MINE}`);
    expect(await screen.findByText('Пополните кошелёк, чтобы оплатить заказ JZ-00001000.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к заказу' })).toHaveAttribute('href', `/cabinet/orders/${MINE}?pay=1`);
  });

  it('says nothing of an order the address names but the customer has not', async () => {
    const fetch = await wallet(`/cabinet/wallet?order=${THEIRS}`);
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes(`/order/protected/${THEIRS}`))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Вернуться к заказу' })).toBeNull();
  });

  it('asks nothing for junk in the address, which no order id could be', async () => {
    const fetch = await wallet('/cabinet/wallet?order=abc');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/order/protected/abc'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Вернуться к заказу' })).toBeNull();
  });
});
