import { describe, expect, it } from 'vitest';
import { signInStaff } from './operator.ts';
import { callSystem, newContext, registerPerson, screenshotPath, signIn, useSystemAndBrowser } from './system.ts';

/**
 * The operator console's customers and orders (issue 18): an operator signed in with TOTP approves a customer's
 * cancellation request (the wallet is refunded and the customer's order page says so), then blocks the customer, who
 * then cannot create an order (the cabinet shows the block and its reason).
 */
// The journeys' staff hook (the system refuses it in production).
process.env.STAFF_TEST_HOOKS = 'on';
const running = useSystemAndBrowser();
const PHONE = '77435550101';
const PASSWORD = 'Jetkiz2026!';

const api = (method: string, path: string, body?: object, token?: string) =>
  callSystem(running.system, method, path, body, token);

/** A person with money in the wallet (the sandbox bank), a paid Steppe Express order handed over, its cancellation asked. */
const requestedOrder = async () => {
  const token = await registerPerson(running.system, {
    phone: PHONE,
    password: PASSWORD,
    firstName: 'Дана',
    lastName: 'Нұрланова',
    email: 'dana@mail.kz',
  });
  const topUp = await api('GET', '/api/payment/protected/bank/request?sum=20000', undefined, token);
  await fetch(`${running.system.bankUrl}/payform/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      invoiceId: topUp.paymentObject.invoiceId,
      token: topUp.auth.access_token,
      card: '4405639704015096',
      expiry: '01/27',
      cvc: '321',
    }),
  });
  const pack = { length: 40, width: 30, height: 20, physWeight: 5, placeCnt: 1 };
  const calc = await api('POST', '/api/calc/public/calc', { from: '750000000', to: '351010000', packDtos: [pack] });
  const tariff = calc.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === 'STEPPE');
  const body = (calculatorId: string) => ({
    calculatorId,
    sender: {
      lastName: 'Нұрланова',
      firstName: 'Дана',
      iinOrBin: '850722400008',
      phone: PHONE,
      email: 'dana@mail.kz',
      streetAbbrId: 1,
      street: 'Абая',
      house: '10',
    },
    receiver: { lastName: 'Ким', firstName: 'Виктор', phone: '77775550404', streetAbbrId: 1, street: 'Ерубаева', house: '12' },
    parcelInfo: { content: 'Одежда', packDtos: [pack] },
  });
  const order = await api('POST', '/api/order/protected/order', body(tariff.calculatorId), token);
  await api('POST', `/api/order/protected/payment/${order.id}?amount=${order.totalWithPromo.toFixed(2)}`, undefined, token);
  // The pickup day the server offers (its one rule: today before the cut-off on a working day, else the next one).
  const [y, m, d] = ((await api('GET', `/api/order/protected/${order.id}`, undefined, token)).expectedPickupDate as string).split(
    '-',
  );
  const pickup = `${d}.${m}.${y} 10:00:00`;
  await api('POST', `/api/order/protected/send/${order.id}?pickupDate=${encodeURIComponent(pickup)}`, undefined, token);
  const cancelled = await api('PUT', `/api/order/protected/cancel/${order.id}`, undefined, token);
  expect(cancelled.status).toBe('cancellation_requested');
  return { token, order: order as { id: string; orderNumber: string }, retry: () => body(tariff.calculatorId) };
};

describe('the operator console: cancellation requests and blocks', () => {
  it('approves a request (refunded, the customer’s page says so) and blocks the customer, who then cannot order', async () => {
    const { token, order, retry } = await requestedOrder();
    const staff = await newContext(running.browser, { viewport: { width: 1280, height: 900 } });
    const desk = await staff.newPage();
    await signInStaff(desk, running.system, 'operator');

    // The requests: the order is there; its page approves it — the carrier first, then the refund.
    await desk.goto(`${running.system.baseUrl}/operator/orders?status=cancellation_requested`);
    await desk.getByRole('link', { name: order.orderNumber }).first().click();
    await desk.getByText('Клиент просит отменить заказ').waitFor();
    await desk.getByRole('button', { name: 'Подтвердить отмену' }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Подтвердить отмену' }).click();
    await desk.getByText('Отмена подтверждена, деньги возвращены на кошелёк').waitFor();
    await desk.screenshot({ path: await screenshotPath('operator-order-approved'), fullPage: true });

    // The customer's order page says so.
    const customer = await newContext(running.browser, { viewport: { width: 360, height: 800 } });
    const cabinet = await customer.newPage();
    await signIn(cabinet, running.system.baseUrl, PHONE, PASSWORD);
    await cabinet.goto(`${running.system.baseUrl}/cabinet/orders/${order.id}`);
    await expect
      .poll(async () => (await cabinet.getByTestId('cancel-decision').textContent()) ?? '')
      .toMatch(/Отмена подтверждена оператором: .* возвращено на кошелёк/);

    // The operator blocks the customer for a debt.
    await desk.getByRole('link', { name: /Нұрланова Дана/ }).click();
    await desk.getByRole('button', { name: 'Заблокировать' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel(/Причина/).fill('Долг по оплате доставки');
    await dialog.getByRole('button', { name: 'Заблокировать' }).click();
    await desk.getByText('Клиент заблокирован, SMS отправлено').waitFor();

    // The customer: the cabinet shows the block and its reason; a new order is refused.
    await cabinet.goto(`${running.system.baseUrl}/cabinet`);
    const banner = cabinet.getByTestId('blocked-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Задолженность — Долг по оплате доставки');
    await cabinet.screenshot({ path: await screenshotPath('operator-blocked-cabinet-360'), fullPage: true });
    const refused = await fetch(`${running.system.baseUrl}/api/order/protected/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'RU' },
      body: JSON.stringify(retry()),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('ACCOUNT_BLOCKED');
    await staff.close();
    await customer.close();
  });
});
