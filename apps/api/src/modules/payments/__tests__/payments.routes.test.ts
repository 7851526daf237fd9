import { BANK_DECLINE_MESSAGES } from '@jetkiz/contract';
import { TEST_CARDS } from '@jetkiz/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { paymentsRepository } from '../payments.repository.ts';

let t: TestApp;
beforeAll(async () => {
  // Listening: the bank sandbox calls postLink over HTTP, as the real bank does.
  t = await buildTestApp({ listen: true, env: { BANK_TIMEOUT_MS: '400' } });
});
afterAll(async () => {
  await t.close();
});

const { call, user, quote, orderBody, priorityCalc, priorityOrderBody } = fixtures(() => t, '7708');

const bankSettings = (settings: object) =>
  fetch(`${t.bankUrl}/sandbox/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });

/** What the bank's card form does in the browser: submit a card (and a 3-D Secure code) with the payment token. */
const payAtBank = async (
  request: { paymentObject: { invoiceId: string }; auth: { access_token: string } },
  card: { number?: string; expiry?: string; cvc?: string; code?: string },
) =>
  (
    await fetch(`${t.bankUrl}/payform/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        invoiceId: request.paymentObject.invoiceId,
        token: request.auth.access_token,
        ...(card.number ? { card: card.number, expiry: card.expiry, cvc: card.cvc } : { code: card.code }),
      }),
    })
  ).json() as Promise<{ status: string; reason?: string }>;

const balance = async (token: string, jur = false) =>
  (await call('GET', `/api/payment/protected${jur ? '/jur' : ''}/balance`, token)).body.KZT as number;

const topUp = async (token: string, sum: number) => {
  const request = await call('GET', `/api/payment/protected/bank/request?sum=${sum}`, token);
  expect(request.status).toBe(200);
  expect(await payAtBank(request.body, TEST_CARDS.success)).toMatchObject({ status: 'CHARGE' });
  return request.body.paymentObject.invoiceId as string;
};

const invariantsHold = async () =>
  expect(await t.app.payments.invariants()).toEqual({
    unbalancedTransactions: 0,
    sumOfAllEntries: 0,
    walletsNotMatchingEntries: 0,
    negativeWallets: 0,
  });

describe('card top-up through the bank', () => {
  it('issues a token server side and a widget payment object, credits once on the postLink, and shows it everywhere', async () => {
    const { token, phone } = await user('person');
    expect(await balance(token)).toBe(0);
    await bankSettings({ postLinkRepeats: 5 });
    const request = await call('GET', '/api/payment/protected/bank/request?sum=10000', token, undefined, 'KZ');
    expect(request.status).toBe(200);
    expect(request.body.paymentObject).toMatchObject({
      amount: 10_000,
      currency: 'KZT',
      language: 'kaz',
      terminal: '67e34d63-102f-4bd1-898e-370781d0074d',
      phone,
      postLink: `${t.url}/api/payment/public/bank/postlink`,
      description: 'Jetkiz әмиянын толықтыру',
    });
    expect(request.body.paymentObject.invoiceId).toMatch(/^\d{9}$/);
    expect(request.body.auth).toMatchObject({ token_type: 'Bearer', scope: 'payment' });
    expect(request.body.widgetUrl).toBe(`${t.bankUrl}/payform/payment-api.js`);
    expect(JSON.stringify(request.body)).not.toContain('yF587AV9Ms94qN2QShFzVR3vFnWkhjbAK3sG');

    // The bank calls postLink five times: the wallet is credited once.
    expect(await payAtBank(request.body, TEST_CARDS.success)).toMatchObject({ status: 'CHARGE' });
    await bankSettings({ postLinkRepeats: 1 });
    expect(await balance(token)).toBe(10_000);
    const status = await call('GET', `/api/payment/protected/bank/request/${request.body.paymentObject.invoiceId}`, token);
    expect(status.body).toMatchObject({ status: 'paid', amount: 10_000 });

    const history = await call('GET', '/api/payment/protected/history', token, undefined, 'EN');
    expect(history.body).toMatchObject({ totalElements: 1, page: 0, itemsPerPage: 25 });
    expect(history.body.content[0]).toMatchObject({ kind: 'topup', kindName: 'Top-up', amount: 10_000, balanceAfter: 10_000 });
    const receipt = await call('GET', `/api/payment/protected/receipt/${history.body.content[0].id}`, token);
    expect(receipt.status).toBe(200);
    expect(receipt.raw.headers['content-type']).toBe('application/pdf');
    expect(receipt.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await invariantsHold();
  });

  it("keeps the bank's reasonCode of a decline and says why in the caller's language, never in the bank's words", async () => {
    const { token } = await user('person');
    const declined = await call('GET', '/api/payment/protected/bank/request?sum=3000', token);
    expect(await payAtBank(declined.body, TEST_CARDS.declined)).toMatchObject({ status: 'FAILED' });
    const url = `/api/payment/protected/bank/request/${declined.body.paymentObject.invoiceId}`;
    for (const [lang, kind] of [
      ['KZ', 'kk'],
      ['RU', 'ru'],
      ['EN', 'en'],
    ] as const) {
      const status = await call('GET', url, token, undefined, lang);
      expect(status.body).toMatchObject({
        status: 'failed',
        reasonCode: '05',
        message: BANK_DECLINE_MESSAGES.insufficientFunds[kind],
      });
    }
    const paid = await call('GET', `/api/payment/protected/bank/request/${await topUp(token, 1000)}`, token);
    expect(paid.body).toMatchObject({ status: 'paid', message: null, reasonCode: null });
  });

  it('credits nothing for a declined card; a 3-D Secure card pays after its code', async () => {
    const { token } = await user('person');
    const declined = await call('GET', '/api/payment/protected/bank/request?sum=5000', token);
    expect(await payAtBank(declined.body, TEST_CARDS.declined)).toMatchObject({ status: 'FAILED' });
    const status = await call('GET', `/api/payment/protected/bank/request/${declined.body.paymentObject.invoiceId}`, token);
    expect(status.body).toMatchObject({ status: 'failed', reason: 'Declined by the issuer: insufficient funds' });
    expect(await balance(token)).toBe(0);

    const secure = await call('GET', '/api/payment/protected/bank/request?sum=2500.50', token);
    expect(await payAtBank(secure.body, TEST_CARDS.secure3d)).toEqual({ status: '3DS' });
    expect(await payAtBank(secure.body, { code: TEST_CARDS.secure3d.code })).toMatchObject({ status: 'CHARGE' });
    expect(await balance(token)).toBe(2_500.5);
    await invariantsHold();
  });

  it.each([
    ['0', 'RU', 'Минимальная сумма пополнения — 100\u00a0₸'],
    ['-5', 'RU', 'Минимальная сумма пополнения — 100\u00a0₸'],
    ['сто', 'KZ', 'Соманы теңгемен, үтірден кейін екі таңбадан аспай енгізіңіз'],
    ['1000000.01', 'EN', 'The maximum top-up is 1,000,000\u00a0₸'],
    ['100.001', 'RU', 'Введите сумму в тенге, не более двух знаков после запятой'],
  ])('refuses a sum of %s in the caller language, and starts nothing', async (sum, lang, message) => {
    const { token } = await user('person');
    const refused = await call(
      'GET',
      `/api/payment/protected/bank/request?sum=${encodeURIComponent(sum)}`,
      token,
      undefined,
      lang,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'VALIDATION', fields: { sum: message } });
  });

  it('answers 503 when the bank does not issue a token in time; nothing is charged or credited', async () => {
    const { token } = await user('person');
    await bankSettings({ tokenDelayMs: 1_000 });
    const slow = await call('GET', '/api/payment/protected/bank/request?sum=3000', token, undefined, 'EN');
    await bankSettings({ tokenDelayMs: 0 });
    expect(slow.status).toBe(503);
    expect(slow.body.errorCode).toBe('BANK_UNAVAILABLE');
    expect(await balance(token)).toBe(0);
  });

  it('logs and ignores a postLink with a wrong secret, a wrong amount or an unknown invoice (always 200)', async () => {
    const { token } = await user('person');
    await bankSettings({ postLink: false });
    const request = await call('GET', '/api/payment/protected/bank/request?sum=7000', token);
    await payAtBank(request.body, TEST_CARDS.success);
    await bankSettings({ postLink: true });
    const invoiceId = request.body.paymentObject.invoiceId;
    const base = { invoiceId, amount: 7000, currency: 'KZT', terminal: request.body.paymentObject.terminal, code: 'ok' };
    for (const forged of [
      { ...base, secret_hash: 'guess' },
      { ...base, secret_hash: '' },
      { ...base, invoiceId: '999999999', secret_hash: 'x' },
      { ...base, invoiceId: 'abc' },
    ]) {
      const answer = await call('POST', '/api/payment/public/bank/postlink', undefined, forged);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ accepted: false });
    }
    expect(await balance(token)).toBe(0);

    // The right secret with a wrong amount: refused too.
    await bankSettings({ postLinkAmount: 1_000_000 });
    const tampered = await call('GET', '/api/payment/protected/bank/request?sum=7000', token);
    await payAtBank(tampered.body, TEST_CARDS.success);
    await bankSettings({ postLinkAmount: null });
    expect(await balance(token)).toBe(0);
  });

  it('the reconciler credits a paid top-up whose postLink never came, once', async () => {
    const { token } = await user('person');
    await bankSettings({ postLink: false });
    const request = await call('GET', '/api/payment/protected/bank/request?sum=4000', token);
    await payAtBank(request.body, TEST_CARDS.success);
    await bankSettings({ postLink: true });
    expect(await balance(token)).toBe(0);
    t.advance(6 * 60);
    const first = await t.app.payments.reconcile();
    expect(first.paid).toBeGreaterThanOrEqual(1);
    await t.app.payments.reconcile();
    expect(await balance(token)).toBe(4_000);
    await invariantsHold();
  });
});

describe('a top-up credited while the reconciler or a status check ends it', () => {
  // Both decide from a row read before asking the bank; a postLink may credit it in between.
  it('stays paid: only a pending top-up is marked failed or expired', async () => {
    const { token } = await user('person');
    const request = await call('GET', '/api/payment/protected/bank/request?sum=3000', token);
    const invoiceId = request.body.paymentObject.invoiceId as string;
    const row = await paymentsRepository.topUp(t.database.db, invoiceId);
    if (!row) throw new Error('no top-up');
    await paymentsRepository.updateTopUp(t.database.db, row.id, { status: 'paid' });
    for (const status of ['expired', 'failed'] as const) {
      expect(await paymentsRepository.endPendingTopUp(t.database.db, row.id, { status }), status).toBe(false);
      expect((await paymentsRepository.topUp(t.database.db, invoiceId))?.status).toBe('paid');
    }
    const pending = await call('GET', '/api/payment/protected/bank/request?sum=3000', token);
    const other = await paymentsRepository.topUp(t.database.db, pending.body.paymentObject.invoiceId);
    if (!other) throw new Error('no top-up');
    expect(await paymentsRepository.endPendingTopUp(t.database.db, other.id, { status: 'expired' })).toBe(true);
    expect((await paymentsRepository.topUp(t.database.db, other.invoiceId))?.status).toBe('expired');
  });
});

describe('paying orders from the wallet', () => {
  it('needs funds, the exact amount due, and pays once; the receipt and invoice download; cancelling refunds', async () => {
    const { token } = await user('person');
    const order = (await call('POST', '/api/order/protected/order', token, orderBody(await quote()))).body;
    const price = order.totalWithPromo as number;

    const unpaid = await call('GET', `/api/payment/protected/unpaid?orderId=${order.id}`, token);
    expect(unpaid.body).toMatchObject({ orderNumber: order.orderNumber, due: price, balance: 0, shortfall: price });

    const poor = await call(
      'POST',
      `/api/order/protected/payment/${order.id}?amount=${price.toFixed(2)}`,
      token,
      undefined,
      'KZ',
    );
    expect(poor.status).toBe(409);
    expect(poor.body).toMatchObject({
      errorCode: 'PAYMENT_INSUFFICIENT_FUNDS',
      message: 'Әмиянда қаражат жеткіліксіз. Әмиянды толықтырыңыз',
    });
    expect(poor.body.description).toContain('жетіспейді');

    await topUp(token, 10_000);
    const wrong = await call('POST', `/api/order/protected/payment/${order.id}?amount=${(price - 1).toFixed(2)}`, token);
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ errorCode: 'PAYMENT_AMOUNT_MISMATCH' });
    expect(wrong.body.description).toMatch(/^К оплате: /);
    expect((await call('POST', `/api/order/protected/payment/${order.id}?amount=abc`, token)).status).toBe(400);

    const paid = await call('POST', `/api/order/protected/payment/${order.id}?amount=${price.toFixed(2)}`, token);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ orderId: order.id, paid: price, balance: 10_000 - price });
    const twice = await call('POST', `/api/order/protected/payment/${order.id}?amount=${price.toFixed(2)}`, token);
    expect(twice.status).toBe(409);
    expect(twice.body.errorCode).toBe('ORDER_ALREADY_PAID');
    expect(await balance(token)).toBe(10_000 - price);
    const detail = (await call('GET', `/api/order/protected/${order.id}`, token)).body;
    expect(detail).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['formed', 'paid']);

    const receipt = await call('GET', `/api/payment/protected/receipt/${paid.body.receiptId}`, token);
    expect(receipt.raw.headers['content-type']).toBe('application/pdf');
    const invoice = await call('PUT', `/api/payment/protected/invoice/${order.id}`, token);
    expect(invoice.body).toMatchObject({ orderId: order.id, amount: price });
    expect((await call('PUT', `/api/payment/protected/invoice/${order.id}`, token)).body.number).toBe(invoice.body.number);
    const pdf = await call('GET', `/api/payment/protected/order/${order.id}/invoice`, token);
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A paid order not yet booked with a carrier: cancelled at once, the money back in the wallet.
    const cancelled = await call('PUT', `/api/order/protected/cancel/${order.id}`, token);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await balance(token)).toBe(10_000);
    const kinds = (await call('GET', '/api/payment/protected/history', token)).body.content.map((h: { kind: string }) => h.kind);
    expect(kinds).toEqual(['refund', 'order_payment', 'topup']);
    expect((await call('GET', '/api/payment/protected/history', token)).body.content[1]).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderPriority: false,
    });
    const refunds = await call('GET', '/api/payment/protected/history?kind=refund', token);
    expect(refunds.body.totalElements).toBe(1);
    const afterCancel = await call('POST', `/api/order/protected/payment/${order.id}?amount=${price.toFixed(2)}`, token);
    expect(afterCancel.body.errorCode).toBe('ORDER_NOT_PAYABLE');
    await invariantsHold();
  });

  it('never shows or pays another customer’s order, receipt or invoice', async () => {
    const owner = await user('person');
    const stranger = await user('person');
    const order = (await call('POST', '/api/order/protected/order', owner.token, orderBody(await quote()))).body;
    await topUp(owner.token, 5_000);
    const receiptId = (await call('GET', '/api/payment/protected/history', owner.token)).body.content[0].id;
    expect((await call('GET', `/api/payment/protected/receipt/${receiptId}`, stranger.token)).status).toBe(404);
    expect((await call('GET', `/api/payment/protected/unpaid?orderId=${order.id}`, stranger.token)).status).toBe(404);
    expect((await call('POST', `/api/order/protected/payment/${order.id}?amount=1.00`, stranger.token)).status).toBe(404);
    expect((await call('GET', `/api/payment/protected/order/${order.id}/invoice`, stranger.token)).status).toBe(404);
    expect((await call('GET', '/api/payment/protected/jur/balance', owner.token)).status).toBe(403);
  });

  it('refuses a blocked customer’s payment, and writes nothing', async () => {
    const { token } = await user('person');
    const order = (await call('POST', '/api/order/protected/order', token, orderBody(await quote()))).body;
    await topUp(token, 5_000);
    await t.app.identity.block(userIdOf(token), 'Задолженность');
    const refused = await call(
      'POST',
      `/api/order/protected/payment/${order.id}?amount=${order.totalWithPromo.toFixed(2)}`,
      token,
    );
    expect(refused.status).toBe(403);
    expect(await balance(token)).toBe(5_000);
  });
});

describe('promo codes', () => {
  it('checks a code, applies it at order creation, limits it per customer, gives it back on cancel', async () => {
    const { token } = await user('person');
    expect((await call('GET', '/api/payment/protected/promo_code/jetkiz10', token)).body).toMatchObject({
      code: 'JETKIZ10',
      kind: 'percent',
      value: 10,
    });
    const unknown = await call('GET', '/api/payment/protected/promo_code/NOPE99', token, undefined, 'KZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Промокод табылмады');

    const withPromo = (
      await call('POST', '/api/order/protected/order', token, orderBody(await quote(), { promoCode: 'welcome1000' }))
    ).body;
    expect(withPromo).toMatchObject({ promoCode: 'WELCOME1000' });
    expect(withPromo.totalWithPromo).toBe(Math.max(0, withPromo.totalAmount - 1_000));
    const unpaid = (await call('GET', `/api/payment/protected/unpaid?orderId=${withPromo.id}`, token)).body;
    expect(unpaid).toMatchObject({ discount: withPromo.totalAmount - withPromo.totalWithPromo, promoCode: 'WELCOME1000' });

    // Once per customer: a second order with it is refused, and no order is created.
    const before = (await call('GET', '/api/order/protected', token)).body.totalElements;
    const second = await call(
      'POST',
      '/api/order/protected/order',
      token,
      orderBody(await quote(), { promoCode: 'WELCOME1000' }),
      'EN',
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ errorCode: 'PROMO_UNAVAILABLE', description: 'You have already used this promo code' });
    expect((await call('GET', '/api/order/protected', token)).body.totalElements).toBe(before);
    expect((await call('GET', '/api/payment/protected/promo_code/WELCOME1000', token)).status).toBe(409);

    // Paying with the promo, then cancelling: the refund is what was paid, and the code can be used again.
    await topUp(token, 10_000);
    await call('POST', `/api/order/protected/payment/${withPromo.id}?amount=${withPromo.totalWithPromo.toFixed(2)}`, token);
    expect(await balance(token)).toBe(10_000 - withPromo.totalWithPromo);
    await call('PUT', `/api/order/protected/cancel/${withPromo.id}`, token);
    expect(await balance(token)).toBe(10_000);
    expect((await call('GET', '/api/payment/protected/promo_code/WELCOME1000', token)).status).toBe(200);
    await invariantsHold();
  });
});

describe('a company’s priority order', () => {
  it('is paid like any order, and its history row points to the priority pages', async () => {
    const { token } = await user('company');
    const quoted = await priorityCalc(token);
    const order = (await call('POST', '/api/order/protected/jur/priority/order', token, priorityOrderBody(quoted.calculatorId)))
      .body;
    await topUp(token, 50_000);
    const paid = await call('POST', `/api/order/protected/payment/${order.id}?amount=${order.totalWithPromo.toFixed(2)}`, token);
    expect(paid.status).toBe(200);
    const history = (await call('GET', '/api/payment/protected/history?kind=order_payment', token)).body.content;
    expect(history[0]).toMatchObject({ orderId: order.id, orderPriority: true });
    expect(await balance(token, true)).toBe(50_000 - order.totalWithPromo);
  });
});

describe('company invoices for bank transfer', () => {
  it('gives a company a PDF invoice for a sum, and refuses bad sums and persons', async () => {
    const company = await user('company');
    const invoice = await call('GET', '/api/payment/protected/jur/invoice?sum=500000', company.token);
    expect(invoice.status).toBe(200);
    expect(invoice.raw.headers['content-type']).toBe('application/pdf');
    expect(invoice.raw.headers['content-disposition']).toMatch(/jetkiz-invoice-JZ-INV-\d{7}\.pdf/);
    expect((await call('GET', '/api/payment/protected/jur/invoice?sum=0', company.token)).status).toBe(400);
    expect((await call('GET', '/api/payment/protected/jur/invoice?sum=abc', company.token)).status).toBe(400);
    const person = await user('person');
    expect((await call('GET', '/api/payment/protected/jur/invoice?sum=500', person.token)).status).toBe(403);
    expect(await balance(company.token, true)).toBe(0);
  });
});
