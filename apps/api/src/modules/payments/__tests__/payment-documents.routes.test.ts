import { LEDGER_KIND_CODES, NON_RECEIPT_KINDS } from '@jetkiz/contract';
import { adjustmentEntries, topUpEntries } from '@jetkiz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';

/** Spec §2 «invoices» and «receipts» as screens (issue 19): the lists, their filters, paging and downloads. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user, quote, orderBody, priorityCalc, priorityOrderBody } = fixtures(() => t, '77705');

/** A wallet movement straight through the ledger (the bank's part is tested in payments.routes.test). */
const move = (userId: string, key: string, kind: 'topup' | 'adjustment', tiyn: number) =>
  t.app.database.db.transaction((tx) =>
    t.app.payments.post(
      tx,
      {
        key,
        kind,
        userId,
        entries: kind === 'topup' ? topUpEntries(userId, tiyn) : adjustmentEntries(userId, tiyn),
      },
      'ru',
    ),
  );

describe('the receipts list', () => {
  it('lists every receipt kind with its name, newest first, in pages of 25, filtered by kind, dates and number', async () => {
    const { token } = await user('person');
    const id = userIdOf(token);
    for (let i = 0; i < 26; i++) await move(id, `docs-topup-${id}-${i}`, 'topup', 100_00 + i * 100);
    await move(id, `docs-adj-${id}`, 'adjustment', 5_00);

    const first = await call('GET', '/api/payment/protected/receipts', token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: 27, page: 0, itemsPerPage: 25 });
    expect(first.body.content).toHaveLength(25);
    expect(first.body.content[0]).toMatchObject({ kind: 'adjustment', kindName: 'Корректировка оператором', amount: 5 });
    expect(first.body.content[0].number).toBe(first.body.content[0].id.slice(0, 8).toUpperCase());
    const second = await call('GET', '/api/payment/protected/receipts?page=1', token);
    expect(second.body.content).toHaveLength(2);
    expect(second.body.content.at(-1)).toMatchObject({ kind: 'topup', amount: 100 });

    // The filter's kinds come with the answer, so a kind the ledger gains appears in the screen without code there.
    const codes = first.body.kinds.map((k: { code: string }) => k.code);
    expect(codes).toEqual(LEDGER_KIND_CODES.filter((k) => !NON_RECEIPT_KINDS.includes(k)));
    expect(first.body.kinds).toContainEqual({ code: 'topup', name: 'Пополнение' });
    const kz = await call('GET', '/api/payment/protected/receipts', token, undefined, 'KZ');
    expect(kz.body.kinds).toContainEqual({ code: 'topup', name: 'Толықтыру' });

    const adjustments = await call('GET', '/api/payment/protected/receipts?kind=adjustment', token);
    expect(adjustments.body.totalElements).toBe(1);
    const byNumber = await call('GET', `/api/payment/protected/receipts?q=${first.body.content[3].number}`, token);
    expect(byNumber.body.content.map((r: { id: string }) => r.id)).toContain(first.body.content[3].id);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Almaty' });
    const dated = await call('GET', `/api/payment/protected/receipts?startDate=${today}&endDate=${today}`, token);
    expect(dated.body.totalElements).toBe(27);
    const past = await call('GET', '/api/payment/protected/receipts?startDate=2020-01-01&endDate=2020-01-31', token);
    expect(past.body).toMatchObject({ totalElements: 0, content: [] });

    const pdf = await call('GET', `/api/payment/protected/receipt/${first.body.content[0].id}`, token);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows order payments and refunds with their order, and never another customer’s receipts', async () => {
    const owner = await user('person');
    const stranger = await user('person');
    await move(userIdOf(owner.token), `docs-own-${userIdOf(owner.token)}`, 'topup', 20_000_00);
    const order = (await call('POST', '/api/order/protected/order', owner.token, orderBody(await quote()))).body;
    const paid = await call(
      'POST',
      `/api/order/protected/payment/${order.id}?amount=${order.totalWithPromo.toFixed(2)}`,
      owner.token,
    );
    expect(paid.status).toBe(200);
    await call('PUT', `/api/order/protected/cancel/${order.id}`, owner.token);
    const list = (await call('GET', `/api/payment/protected/receipts?q=${order.orderNumber}`, owner.token)).body;
    expect(list.content.map((r: { kind: string }) => r.kind)).toEqual(['refund', 'order_payment']);
    expect(list.content[1]).toMatchObject({ orderId: order.id, orderNumber: order.orderNumber, amount: -order.totalWithPromo });

    const theirs = await call('GET', '/api/payment/protected/receipts', stranger.token);
    expect(theirs.body).toMatchObject({ totalElements: 0, content: [] });
    expect((await call('GET', `/api/payment/protected/receipt/${list.content[0].id}`, stranger.token)).status).toBe(404);
    // A person's list is not a company's, and the reverse.
    expect((await call('GET', '/api/payment/protected/jur/receipts', owner.token)).status).toBe(403);
  });

  it.each([
    ['startDate=2026-02-30', 'startDate'],
    ['endDate=tomorrow', 'endDate'],
    ['startDate=2026-03-10&endDate=2026-03-01', 'endDate'],
    ['kind=refund_payout', 'kind'],
    ['kind=nonsense', 'kind'],
    ["q=1'%20or%201=1", 'q'],
  ])('refuses %s with a VALIDATION naming %s, in the caller’s language', async (query, field) => {
    const { token } = await user('person');
    const answer = await call('GET', `/api/payment/protected/receipts?${query}`, token, undefined, 'EN');
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('VALIDATION');
    expect(Object.keys(answer.body.fields)).toContain(field);
  });

  it('refuses paging out of bounds', async () => {
    const { token } = await user('person');
    expect((await call('GET', '/api/payment/protected/receipts?page=-1', token)).status).toBe(400);
    expect((await call('GET', '/api/payment/protected/receipts?itemsPerPage=0', token)).status).toBe(400);
    expect((await call('GET', '/api/payment/protected/receipts?itemsPerPage=500', token)).status).toBe(400);
  });
});

describe('the invoices list', () => {
  it('lists a person’s order invoices with the order, filtered by number and dates; another’s are not there', async () => {
    const { token } = await user('person');
    const stranger = await user('person');
    const one = (await call('POST', '/api/order/protected/order', token, orderBody(await quote()))).body;
    const two = (await call('POST', '/api/order/protected/order', token, orderBody(await quote()))).body;
    const issued = (await call('PUT', `/api/payment/protected/invoice/${one.id}`, token)).body;
    await call('PUT', `/api/payment/protected/invoice/${two.id}`, token);

    const list = await call('GET', '/api/payment/protected/invoices', token);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ totalElements: 2, page: 0, itemsPerPage: 25 });
    expect(list.body.kinds).toEqual([{ code: 'order', name: 'Счёт на оплату заказа' }]);
    expect(list.body.content[1]).toMatchObject({
      number: issued.number,
      kind: 'order',
      orderId: one.id,
      orderNumber: one.orderNumber,
      orderPriority: false,
      amount: one.totalWithPromo,
    });
    const found = await call('GET', `/api/payment/protected/invoices?q=${issued.number}`, token);
    expect(found.body.content.map((i: { orderId: string }) => i.orderId)).toEqual([one.id]);
    const byOrder = await call('GET', `/api/payment/protected/invoices?q=${two.orderNumber}`, token);
    expect(byOrder.body.content.map((i: { orderId: string }) => i.orderId)).toEqual([two.id]);
    // The download of an order's invoice is the order's invoice route.
    const pdf = await call('GET', `/api/payment/protected/order/${one.id}/invoice`, token);
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await call('GET', '/api/payment/protected/invoices', stranger.token)).body.totalElements).toBe(0);
    expect((await call('GET', '/api/payment/protected/invoices?kind=transfer', token)).status).toBe(400);
    expect((await call('GET', '/api/payment/protected/invoices?endDate=32.01.2026', token)).body.errorCode).toBe('VALIDATION');
  });

  it('lists a company’s transfer and priority order invoices; a transfer invoice downloads again, another’s is 404', async () => {
    const company = await user('company');
    const other = await user('company');
    const transfer = await call('GET', '/api/payment/protected/jur/invoice?sum=250000', company.token);
    expect(transfer.status).toBe(200);
    const quoted = await priorityCalc(company.token);
    const order = (
      await call('POST', '/api/order/protected/jur/priority/order', company.token, priorityOrderBody(quoted.calculatorId))
    ).body;
    expect((await call('PUT', `/api/payment/protected/invoice/${order.id}`, company.token)).status).toBe(200);

    const list = (await call('GET', '/api/payment/protected/jur/invoices', company.token, undefined, 'EN')).body;
    expect(list.kinds.map((k: { code: string }) => k.code)).toEqual(['order', 'transfer']);
    expect(list.content.map((i: { kind: string }) => i.kind)).toEqual(['order', 'transfer']);
    expect(list.content[0]).toMatchObject({ orderId: order.id, orderPriority: true, kindName: 'Order invoice' });
    expect(list.content[1]).toMatchObject({ amount: 250_000, orderId: null, kindName: 'Wallet top-up invoice' });
    const transfers = (await call('GET', '/api/payment/protected/jur/invoices?kind=transfer', company.token)).body;
    expect(transfers.totalElements).toBe(1);

    const again = await call('GET', `/api/payment/protected/jur/invoices/${list.content[1].id}`, company.token);
    expect(again.status).toBe(200);
    expect(again.raw.headers['content-disposition']).toContain(list.content[1].number);
    expect((await call('GET', `/api/payment/protected/jur/invoices/${list.content[1].id}`, other.token)).status).toBe(404);
    // An order's invoice downloads from its order, not here.
    expect((await call('GET', `/api/payment/protected/jur/invoices/${list.content[0].id}`, company.token)).status).toBe(404);
    expect((await call('GET', '/api/payment/protected/jur/invoices/abc', company.token)).status).toBe(400);
    expect((await call('GET', '/api/payment/protected/jur/invoices', other.token)).body.totalElements).toBe(0);
    const person = await user('person');
    expect((await call('GET', '/api/payment/protected/jur/invoices', person.token)).status).toBe(403);
    expect((await call('GET', `/api/payment/protected/jur/invoices/${list.content[1].id}`, person.token)).status).toBe(403);
  });
});
