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

const wallet = async (path: string) => {
  sessionStore.set(testSession('person'));

  await loadLanguage('ru');
  await Promise.all([loadTexts('payments'), loadTexts('account'), loadTexts('orders')]);
  const fetch = mockFetch((url) =>
    url.pathname.endsWith('/order/protected/o1')
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
    await wallet('/cabinet/wallet?sum=3050&order=o1');
    expect(await screen.findByText('Пополните кошелёк, чтобы оплатить заказ JZ-00001000.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к заказу' })).toHaveAttribute('href', '/cabinet/orders/o1?pay=1');
  });

  it('says nothing of an order the address names but the customer has not', async () => {
    const fetch = await wallet('/cabinet/wallet?order=someone-elses');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes('/order/protected/someone-elses'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Вернуться к заказу' })).toBeNull();
  });
});
