import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadTexts } from '../../../lib/i18n.ts';
import { mockFetch, renderWithApp } from '../../../testing/test-utils.tsx';
import { PayOrderDialog } from '../components/pay-order.tsx';
import { TopUpForm } from '../components/top-up-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('card top-up form', () => {
  it.each([
    ['ru', '50', 'Минимальная сумма пополнения — 100\u00a0₸'],
    ['kk', 'он мың', 'Соманы теңгемен, үтірден кейін екі таңбадан аспай енгізіңіз'],
    ['en', '2000000', 'The maximum top-up is 1,000,000\u00a0₸'],
  ] as const)('in %s refuses «%s» before any call, under the field and as «Внимание»', async (lang, typed, message) => {
    await loadLanguage(lang);
    await loadTexts('payments');
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const fetch = mockFetch(() => ({ body: {} }));
    await renderWithApp(<TopUpForm />, { lang });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), typed);
    await user.click(screen.getByRole('button'));
    // Testing Library folds no-break spaces into spaces when it reads the page.
    expect(await screen.findByText(message.replace(/\u00a0/g, ' '))).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message }));
  });
});

describe('paying an order', () => {
  const unpaid = (balance: number) => ({
    orderId: 'o1',
    orderNumber: 'JZ-00001000',
    total: 4_500,
    discount: 450,
    due: 4_050,
    promoCode: 'JETKIZ10',
    balance,
    shortfall: Math.max(0, 4_050 - balance),
    paymentStatus: 'unpaid',
  });

  it('with a short wallet offers a top-up for exactly the shortfall, and pays nothing', async () => {
    await loadLanguage('ru');
    await loadTexts('payments');
    const fetch = mockFetch(() => ({ body: unpaid(1_000) }));
    await renderWithApp(<PayOrderDialog orderId="o1" opened onClose={() => {}} />);
    expect(await screen.findByText('Недостаточно средств: не хватает 3 050 ₸.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Пополнить кошелёк' })).toHaveAttribute('href', '/cabinet/wallet?sum=3050&order=o1');
    expect(fetch.mock.calls.every(([url]) => !String(url).includes('/order/protected/payment/'))).toBe(true);
  });

  it('to a company employee without the finance role, shows no balance and sends them to a colleague, not to the wallet', async () => {
    await loadLanguage('ru');
    await loadTexts('payments');
    mockFetch(() => ({ body: { ...unpaid(1_000), balance: null } }));
    await renderWithApp(<PayOrderDialog orderId="o1" opened onClose={() => {}} />);
    expect(
      await screen.findByText('Недостаточно средств: не хватает 3 050 ₸. Пополнить кошелёк может сотрудник с ролью «Финансы».'),
    ).toBeInTheDocument();
    expect(screen.queryByText('На кошельке')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Пополнить кошелёк' })).toBeNull();
  });

  it('with enough money pays the amount due with two decimals and says «Оплата прошла успешно»', async () => {
    await loadLanguage('ru');
    await loadTexts('payments');
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const fetch = mockFetch((url) =>
      url.pathname.startsWith('/api/order/protected/payment/')
        ? { body: { orderId: 'o1', paid: 4_050, balance: 950, receiptId: 'r1' } }
        : { body: unpaid(5_000) },
    );
    const onClose = vi.fn();
    await renderWithApp(<PayOrderDialog orderId="o1" opened onClose={onClose} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Оплатить 4\u00a0050\u00a0₸' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const payment = fetch.mock.calls.find(([url]) => String(url).includes('/order/protected/payment/'));
    expect(String(payment?.[0])).toContain('/api/order/protected/payment/o1?amount=4050.00');
    expect(payment?.[1]?.method).toBe('POST');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Оплата прошла успешно' }));
  });
});
