import { createHmac } from 'node:crypto';
import {
  addDays,
  adjustmentEntries,
  almatyDate,
  createWorkCalendar,
  formatDay,
  formatPickupDate,
  smsParts,
  topUpEntries,
} from '@jetkiz/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, TEST_SECRETS, type TestApp } from '../../../../test/helper.ts';
import { staffSession } from '../../../../test/staff.ts';
import { orderServices, orders, users } from '../../../db/schema.ts';

/**
 * Issue 19 through HTTP: a parcel delivered after its promised range credits the wallet 3 % of the delivery price a
 * day, once (a replayed webhook, a second «delivered» pay nothing more), with a receipt and an SMS; additional
 * services ordered after creation are charged apart, due in 1 working day, hold the hand-over while unpaid, and are
 * paid from the wallet once (a short wallet changes nothing); another customer's order is 404.
 */
let t: TestApp;
beforeAll(async () => {
  // Listening: the sandbox carriers push their webhooks over HTTP.
  t = await buildTestApp({ listen: true });
  for (const carrier of ['STEPPE', 'ALTYN']) await sandbox(carrier, '/sandbox/settings', { failedAttemptEvery: 0 });
});
afterAll(async () => {
  await t.close();
});

const { call, paidOrders } = fixtures(() => t, '77035');
const calendar = createWorkCalendar();
const pickupDay = () => formatPickupDate(calendar.workingDayOnOrAfter(addDays(almatyDate(new Date()), 1)));

const sandbox = async (carrier: string, path: string, body: object = {}) =>
  (await fetch(`${t.carrierUrls[carrier]}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  }).then((r) => r.json())) as { events: Array<{ eventId: string; status: string; occurredAt: string; place: string }> };

const webhook = (carrier: string, body: object) => {
  const raw = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', TEST_SECRETS.CARRIER_WEBHOOK_SECRET).update(raw).digest('hex')}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/order/public/carrier/${carrier}/webhook`,
    headers: { 'content-type': 'application/json', 'x-carrier-signature': signature },
    payload: raw,
  });
};

const balanceOf = async (token: string) => (await call('GET', '/api/payment/protected/balance', token)).body.KZT as number;
const detail = async (token: string, id: string, lang = 'RU') =>
  (await call('GET', `/api/order/protected/${id}`, token, undefined, lang)).body;
const history = async (token: string, kind: string) =>
  (await call('GET', `/api/payment/protected/history?kind=${kind}`, token)).body.content as Array<{ id: string; amount: number }>;

/** A person's paid STEPPE order, handed to the carrier. */
const sentOrder = async () => {
  const { token, phone, orders: list } = await paidOrders(1);
  const order = list[0] as (typeof list)[number];
  const sent = await call('POST', `/api/order/protected/send/${order.id}?pickupDate=${encodeURIComponent(pickupDay())}`, token);
  expect(sent.status).toBe(200);
  return { token, phone, order };
};

/** Leaves exactly `tenge` in the customer's wallet (an operator adjustment, straight through the ledger). */
const leaveInWallet = async (token: string, tenge: number) => {
  const userId = userIdOf(token);
  const delta = Math.round(tenge * 100) - Math.round((await balanceOf(token)) * 100);
  if (delta === 0) return;
  await t.database.db.transaction((tx) =>
    t.app.payments.post(
      tx,
      {
        key: `test-leave:${userId}:${Date.now()}:${delta}`,
        kind: delta > 0 ? 'topup' : 'adjustment',
        userId,
        entries: delta > 0 ? topUpEntries(userId, delta) : adjustmentEntries(userId, delta),
      },
      'ru',
    ),
  );
};

describe('late delivery', { timeout: 120_000 }, () => {
  it('credits 3 % a day once when the parcel comes two days late, with a receipt, an SMS and a line on the order', async () => {
    const { token, phone, order } = await sentOrder();
    const before = await balanceOf(token);
    const walked = await sandbox('STEPPE', `/sandbox/shipments/${order.id}/advance?lateDays=2`);
    const delivered = walked.events.at(-1);
    expect(delivered?.status).toBe('DELIVERED');

    const page = await detail(token, order.id);
    expect(page.status).toBe('delivered');
    const credit = Math.round(order.totalWithPromo * 6) / 100;
    expect(page.extras.lateCredit).toMatchObject({ daysLate: 2, amount: credit });
    expect(await balanceOf(token)).toBeCloseTo(before + credit, 2);

    const lines = await history(token, 'late_credit');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.id).toBe(page.extras.lateCredit.receiptId);
    const receipt = await call('GET', `/api/payment/protected/receipt/${page.extras.lateCredit.receiptId}`, token);
    expect(receipt.status).toBe(200);
    expect(receipt.raw.headers['content-type']).toContain('application/pdf');

    // The webhook again, and another «delivered» with its own id: nothing more is paid.
    const [row] = await t.database.db.select({ shipment: orders.carrierShipmentId }).from(orders).where(eq(orders.id, order.id));
    const event = { ...delivered, shipmentId: row?.shipment };
    expect((await webhook('STEPPE', event)).statusCode).toBe(200);
    expect((await webhook('STEPPE', { ...event, eventId: `${delivered?.eventId}-again` })).statusCode).toBe(200);
    expect(await history(token, 'late_credit')).toHaveLength(1);
    expect(await balanceOf(token)).toBeCloseTo(before + credit, 2);

    await t.app.notifications.flush();
    // From the outbox: on a shared PostgreSQL another file's app may have sent it to its own sandbox.
    const texts = (await t.queuedSms(phone, order.orderNumber)).filter((m) => m.includes('опозданием'));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('дней просрочки: 2');
    expect((await detail(token, order.id, 'KZ')).extras.lateCredit.daysLate).toBe(2);
  });

  it('credits nothing for a parcel delivered on the last promised day', async () => {
    const { token, order } = await sentOrder();
    const before = await balanceOf(token);
    await sandbox('STEPPE', `/sandbox/shipments/${order.id}/advance?lateDays=0`);
    const page = await detail(token, order.id);
    expect(page.status).toBe('delivered');
    expect(page.extras.lateCredit).toBeNull();
    expect(await balanceOf(token)).toBe(before);
  });
});

describe('additional services ordered after creation', { timeout: 120_000 }, () => {
  it('re-packing holds the hand-over until paid; a short wallet changes nothing; paying twice pays once', async () => {
    const { token, phone, orders: list } = await paidOrders(1);
    const order = list[0] as (typeof list)[number];
    const service = (body: object, lang = 'RU') => call('POST', `/api/order/protected/services/${order.id}`, token, body, lang);

    const offered = (await detail(token, order.id)).extras.available.map((a: { service: string }) => a.service);
    expect(offered).toEqual(['REPACKING']);
    expect((await service({ service: 'SECOND_ATTEMPT' }, 'EN')).body).toMatchObject({
      errorCode: 'ORDER_SERVICE_NOT_AVAILABLE',
      message: 'This service cannot be ordered for this order now',
    });
    expect((await service({ service: 'GIFT_WRAP' })).body.errorCode).toBe('VALIDATION');

    const ordered = await service({ service: 'REPACKING' });
    expect(ordered.status).toBe(200);
    const [line] = ordered.body.services;
    expect(line).toMatchObject({ service: 'REPACKING', amount: 700, status: 'unpaid', source: 'customer', overdue: false });
    expect(line.dueOn).toBe(calendar.addWorkingDays(calendar.workingDayOnOrAfter(almatyDate(new Date())), 1));
    expect(ordered.body.hold).toContain('Переупаковка');
    expect(ordered.body.hold).toContain(`оплатить до ${formatDay(line.dueOn)}`);
    // Two clicks make one charge.
    expect((await service({ service: 'REPACKING' })).body.services).toHaveLength(1);
    // One SMS, which says what paying after the due day costs.
    await t.app.notifications.flush();
    const texts = (await t.queuedSms(phone, order.orderNumber)).filter((m) => m.includes('Переупаковка'));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`Оплатите до ${formatDay(line.dueOn)}, после срока — пеня 3\u00a0% в день.`);

    const send = await call(
      'POST',
      `/api/order/protected/send/${order.id}?pickupDate=${encodeURIComponent(pickupDay())}`,
      token,
      undefined,
      'KZ',
    );
    expect(send.status).toBe(409);
    expect(send.body).toMatchObject({
      errorCode: 'ORDER_ON_HOLD',
      message: 'Тапсырыс уақытша тоқтатылды: қосымша қызмет төленбеген',
    });

    const pay = () => call('POST', `/api/order/protected/services/${order.id}/pay/${line.id}`, token);
    await leaveInWallet(token, 500);
    const short = await pay();
    expect(short.status).toBe(409);
    expect(short.body.errorCode).toBe('PAYMENT_INSUFFICIENT_FUNDS');
    expect(await balanceOf(token)).toBe(500);
    expect((await detail(token, order.id)).extras.services[0].status).toBe('unpaid');

    await leaveInWallet(token, 1_000);
    const paid = await pay();
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paid: 700, balance: 300 });
    const again = await pay();
    expect(again.body).toEqual({ ...paid.body });
    expect(await balanceOf(token)).toBe(300);
    expect(await history(token, 'service_charge')).toHaveLength(1);
    const receipt = await call('GET', `/api/payment/protected/receipt/${paid.body.receiptId}`, token);
    expect(receipt.status).toBe(200);

    const page = await detail(token, order.id);
    expect(page.extras.hold).toBeNull();
    expect(page.extras.services[0]).toMatchObject({ status: 'paid', receiptId: paid.body.receiptId });
    const sent = await call('POST', `/api/order/protected/send/${order.id}?pickupDate=${encodeURIComponent(pickupDay())}`, token);
    expect(sent.status).toBe(200);
  });

  // Its name in curly quotes and «700 ₸» with a no-break space sent the whole text as UCS-2: 168 characters, 3 parts
  // at 70 instead of one or two at 160 (the contract's sms-parts test holds every template).
  it('an account in English is texted the service in the GSM alphabet: straight quotes, the sum in KZT', async () => {
    const { token, phone, orders: list } = await paidOrders(1);
    const order = list[0] as (typeof list)[number];
    await t.database.db
      .update(users)
      .set({ lang: 'en' })
      .where(eq(users.id, userIdOf(token)));
    const ordered = await call('POST', `/api/order/protected/services/${order.id}`, token, { service: 'REPACKING' }, 'EN');
    expect(ordered.status).toBe(200);
    const [texted] = await t.queuedSms(phone, order.orderNumber);
    expect(texted).toBe(
      `Jetkiz: "Re-packing" was added to order ${order.orderNumber}, 700 KZT. ` +
        `Pay by ${formatDay(ordered.body.services[0].dueOn)}, then a 3% penalty a day. Until paid, the order is on hold.`,
    );
    expect(smsParts(texted as string)).toBe(1);
  });

  it('paid after its 1-working-day term it costs 3 % a day more, at most 100 %, shown before paying and charged once', async () => {
    const { token, orders: list } = await paidOrders(3);
    const [onTime, twoDays, fortyDays] = list as [(typeof list)[number], (typeof list)[number], (typeof list)[number]];
    const repack = async (orderId: string) =>
      (await call('POST', `/api/order/protected/services/${orderId}`, token, { service: 'REPACKING' })).body.services[0]
        .id as string;
    const pay = (orderId: string, serviceId: string, lang = 'RU') =>
      call('POST', `/api/order/protected/services/${orderId}/pay/${serviceId}`, token, undefined, lang);
    const today = almatyDate(new Date());
    /** Moves the service's due day back, as if it had been ordered `days` calendar days before its term ended. */
    const dueDaysAgo = (serviceId: string, days: number) =>
      t.database.db
        .update(orderServices)
        .set({ dueOn: addDays(today, -days) })
        .where(eq(orderServices.id, serviceId));
    const line = async (orderId: string, lang = 'RU') => (await detail(token, orderId, lang)).extras.services[0];

    // Paid within its term: the price alone.
    const first = await repack(onTime.id);
    expect(await line(onTime.id)).toMatchObject({ amount: 700, daysLate: 0, penalty: 0, total: 700, overdue: false });
    await leaveInWallet(token, 1_000);
    const paidOnTime = await pay(onTime.id, first);
    expect(paidOnTime.body).toMatchObject({
      paid: 700,
      amount: 700,
      penalty: 0,
      daysLate: 0,
      penaltyReceiptId: null,
      balance: 300,
    });

    // Two days late: 6 %, shown on the order page (and in its hold) before paying, then taken with the service.
    const second = await repack(twoDays.id);
    await dueDaysAgo(second, 2);
    expect(await line(twoDays.id)).toMatchObject({ amount: 700, daysLate: 2, penalty: 42, total: 742, overdue: true });
    expect((await detail(token, twoDays.id)).extras.hold).toContain('742');
    // Its hold says the term has passed and the penalty grows, not «pay by» a day already gone, in each language.
    const dueOn = formatDay(addDays(today, -2));
    for (const [lang, overdue, payBy] of [
      ['RU', `Срок оплаты истёк ${dueOn}, за каждый день просрочки начисляется пеня`, 'оплатить до'],
      ['KZ', `Төлеу мерзімі өтіп кетті: ${dueOn}, кешіктірілген әр күн үшін өсімпұл есептеледі`, 'төлеу мерзімі —'],
      ['EN', `Payment was due on ${dueOn} and a penalty is added for every day overdue`, 'due by'],
    ] as const) {
      const hold = (await detail(token, twoDays.id, lang)).extras.hold as string;
      expect(hold).toContain(overdue);
      expect(hold).not.toContain(payBy);
    }
    await leaveInWallet(token, 1_000);
    const late = await pay(twoDays.id, second);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ paid: 742, amount: 700, penalty: 42, daysLate: 2, balance: 258 });
    expect(late.body.penaltyReceiptId).toEqual(expect.any(String));
    expect(late.body.penaltyReceiptId).not.toBe(late.body.receiptId);
    // A retry — even a day later — charges nothing more and answers the same payment.
    await dueDaysAgo(second, 3);
    const retried = await pay(twoDays.id, second);
    expect(retried.body).toEqual(late.body);
    expect(await balanceOf(token)).toBe(258);
    expect(await line(twoDays.id, 'EN')).toMatchObject({
      status: 'paid',
      daysLate: 2,
      penalty: 42,
      total: 742,
      receiptId: late.body.receiptId,
      penaltyReceiptId: late.body.penaltyReceiptId,
    });
    // In the ledger: the service at its price, and the penalty as a movement of its own, each once.
    const moves = (await call('GET', '/api/payment/protected/history?kind=service_charge', token, undefined, 'EN')).body
      .content as Array<{ id: string; amount: number; kindName: string; orderNumber: string }>;
    expect(moves.map((m) => [m.kindName, Math.abs(m.amount), m.orderNumber]).sort()).toEqual(
      [
        ['Additional service payment', 700, onTime.orderNumber],
        ['Additional service payment', 700, twoDays.orderNumber],
        ['Late-payment penalty for an additional service', 42, twoDays.orderNumber],
      ].sort(),
    );
    const receipt = await call('GET', `/api/payment/protected/receipt/${late.body.penaltyReceiptId}`, token);
    expect(receipt.status).toBe(200);
    expect(receipt.raw.headers['content-type']).toContain('application/pdf');

    // Forty days late: capped at 100 % of the price. A wallet that covers the price but not the penalty pays nothing.
    const third = await repack(fortyDays.id);
    await dueDaysAgo(third, 40);
    expect(await line(fortyDays.id)).toMatchObject({ daysLate: 40, penalty: 700, total: 1_400 });
    await leaveInWallet(token, 1_000);
    const short = await pay(fortyDays.id, third, 'EN');
    expect(short.status).toBe(409);
    expect(short.body.errorCode).toBe('PAYMENT_INSUFFICIENT_FUNDS');
    expect(short.body.description).toMatch(/^400\s₸ short$/u);
    expect(await balanceOf(token)).toBe(1_000);
    expect((await line(fortyDays.id)).status).toBe('unpaid');
    // Short of the price itself: the shortfall named is what the price and the penalty need together (1 400 − 500),
    // not the price's alone (200 ₸, after which topping up and paying would fail again).
    await leaveInWallet(token, 500);
    const shorter = await pay(fortyDays.id, third, 'EN');
    expect(shorter.status).toBe(409);
    expect(shorter.body.description).toMatch(/^900\s₸ short$/u);
    expect(await balanceOf(token)).toBe(500);
    expect((await line(fortyDays.id)).status).toBe('unpaid');
    await leaveInWallet(token, 1_400);
    const capped = await pay(fortyDays.id, third);
    expect(capped.body).toMatchObject({ paid: 1_400, amount: 700, penalty: 700, daysLate: 40, balance: 0 });
    expect((await pay(fortyDays.id, third)).body).toEqual(capped.body);
    expect(await balanceOf(token)).toBe(0);
    expect(await history(token, 'service_charge')).toHaveLength(5);
  });

  it('an order cancelled with a service unpaid: the charge is void, no longer held or payable, and the wallet keeps it', async () => {
    const { token, orders: list } = await paidOrders(1);
    const order = list[0] as (typeof list)[number];
    const ordered = await call('POST', `/api/order/protected/services/${order.id}`, token, { service: 'REPACKING' });
    const serviceId = ordered.body.services[0].id as string;
    expect((await call('PUT', `/api/order/protected/cancel/${order.id}`, token)).status).toBe(200);
    const before = await balanceOf(token);
    const page = await detail(token, order.id);
    expect(page.extras.hold).toBeNull();
    expect(page.extras.services[0]).toMatchObject({ status: 'cancelled', statusName: 'Отменено' });
    const pay = await call('POST', `/api/order/protected/services/${order.id}/pay/${serviceId}`, token);
    expect(pay.status).toBe(409);
    expect(pay.body.errorCode).toBe('ORDER_SERVICE_NOT_PAYABLE');
    expect(await balanceOf(token)).toBe(before);
    expect(await history(token, 'service_charge')).toHaveLength(0);
  });

  it('an order cancelled after a service was paid gives the service back too: nothing was rendered before hand-over', async () => {
    // Cancelled by the customer while waiting for the courier.
    const { token, orders: list } = await paidOrders(1);
    const order = list[0] as (typeof list)[number];
    const ordered = await call('POST', `/api/order/protected/services/${order.id}`, token, { service: 'REPACKING' });
    const serviceId = ordered.body.services[0].id as string;
    await leaveInWallet(token, 1_000);
    expect((await call('POST', `/api/order/protected/services/${order.id}/pay/${serviceId}`, token)).status).toBe(200);
    expect(await balanceOf(token)).toBe(300);
    expect((await call('PUT', `/api/order/protected/cancel/${order.id}`, token)).status).toBe(200);
    const total = (await detail(token, order.id)).totalWithPromo as number;
    expect(await balanceOf(token)).toBe(300 + 700 + total);
    const page = await detail(token, order.id, 'KZ');
    expect(page.extras.services[0]).toMatchObject({ status: 'refunded', statusName: 'Әмиянға қайтарылды' });
    const refunds = (await call('GET', '/api/payment/protected/history?kind=refund', token, undefined, 'EN')).body
      .content as Array<{
      amount: number;
      kindName: string;
    }>;
    expect(refunds.map((r) => [r.kindName, r.amount]).sort()).toEqual(
      [
        ['Additional service refund', 700],
        ['Order refund', total],
      ].sort(),
    );
    // Its own receipt, stating the VAT given back.
    const [serviceRefund] = (await call('GET', '/api/payment/protected/history?kind=refund', token)).body.content.filter(
      (r: { amount: number }) => r.amount === 700,
    );
    expect((await call('GET', `/api/payment/protected/receipt/${serviceRefund.id}`, token)).status).toBe(200);

    // Cancelled by the operator's approval of a request, once the order was booked with its carrier.
    const booked = await sentOrder();
    const repack = await call('POST', `/api/order/protected/services/${booked.order.id}`, booked.token, { service: 'REPACKING' });
    await leaveInWallet(booked.token, 700);
    const repackId = repack.body.services[0].id as string;
    expect((await call('POST', `/api/order/protected/services/${booked.order.id}/pay/${repackId}`, booked.token)).status).toBe(
      200,
    );
    expect((await call('PUT', `/api/order/protected/cancel/${booked.order.id}`, booked.token)).status).toBe(200);
    const admin = await staffSession(t, 'operator', '77036');
    const approved = await call('POST', `/api/operator/orders/${booked.order.id}/cancellation/approve`, admin.token);
    expect(approved.status).toBe(200);
    const bookedTotal = (await detail(booked.token, booked.order.id)).totalWithPromo as number;
    expect(await balanceOf(booked.token)).toBe(700 + bookedTotal);
    expect((await detail(booked.token, booked.order.id)).extras.services[0].status).toBe('refunded');
  });

  it('another customer’s order is not found, and so is another order’s service', async () => {
    const { token: owner, orders: mine } = await paidOrders(1);
    const { token: stranger, orders: theirs } = await paidOrders(1);
    const id = mine[0]?.id as string;
    const ordered = await call('POST', `/api/order/protected/services/${id}`, owner, { service: 'REPACKING' });
    const serviceId = ordered.body.services[0].id as string;
    expect((await call('POST', `/api/order/protected/services/${id}`, stranger, { service: 'REPACKING' })).status).toBe(404);
    expect((await call('POST', `/api/order/protected/services/${id}/pay/${serviceId}`, stranger)).status).toBe(404);
    expect((await call('POST', `/api/order/protected/services/${theirs[0]?.id}/pay/${serviceId}`, stranger)).status).toBe(404);
    expect((await call('POST', `/api/order/protected/jur/services/${id}`, owner, { service: 'REPACKING' })).status).toBe(403);
    expect((await detail(owner, id)).extras.services).toHaveLength(1);
  });

  it('a failed delivery attempt charges a second attempt, once, and the operator can add storage or cancel a charge', async () => {
    const { token, order } = await sentOrder();
    const walked = await sandbox('STEPPE', `/sandbox/shipments/${order.id}/advance`);
    const [row] = await t.database.db.select({ shipment: orders.carrierShipmentId }).from(orders).where(eq(orders.id, order.id));
    const base = { shipmentId: row?.shipment, place: 'Караганда' };
    const at = new Date().toISOString();
    expect(walked.events.length).toBeGreaterThan(0);
    for (const [eventId, status] of [
      ['a', 'ACCEPTED'],
      ['b', 'ARRIVED'],
      ['c', 'FAILED_ATTEMPT'],
      ['c', 'FAILED_ATTEMPT'],
    ]) {
      expect((await webhook('STEPPE', { ...base, eventId: `${order.id}-${eventId}`, status, occurredAt: at })).statusCode).toBe(
        200,
      );
    }
    let page = await detail(token, order.id);
    expect(page.status).toBe('arrived');
    expect(page.extras.services).toHaveLength(1);
    expect(page.extras.services[0]).toMatchObject({ service: 'SECOND_ATTEMPT', amount: 1_200, source: 'carrier' });
    expect(page.extras.hold).toContain('Повторная попытка доставки');

    const operator = await staffSession(t.app, 'operator', '77036');
    const viewer = await staffSession(t.app, 'viewer', '77037');
    const add = (token: string, body: object) => call('POST', `/api/operator/orders/${order.id}/services`, token, body);
    expect((await add(viewer.token, { service: 'STORAGE', days: 3, reason: 'Хранение на складе' })).status).toBe(403);
    expect((await add(operator.token, { service: 'STORAGE', days: 31, reason: 'Хранение на складе' })).status).toBe(400);
    const added = await add(operator.token, { service: 'STORAGE', days: 3, reason: 'Хранение на складе' });
    expect(added.status).toBe(200);
    expect(added.body.services.at(-1)).toMatchObject({ service: 'STORAGE', days: 3, amount: 900, source: 'staff' });
    const audit = (await t.database.db.execute(
      // This operator's: on PostgreSQL other files' staff (the fuzz test's among them) write the same table meanwhile.
      sql`select * from audit_log where action = 'operatorAddOrderService' and staff_id = ${operator.staffId}
        order by at desc, id desc limit 1`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    expect(audit.rows[0]).toMatchObject({ outcome: 'done', reason: 'Хранение на складе' });

    const console = await call('GET', `/api/operator/orders/${order.id}`, operator.token);
    expect(console.body.extras.services).toHaveLength(2);
    expect(console.body.extras.hold).not.toBeNull();

    for (const s of console.body.extras.services as Array<{ id: string }>) {
      const cancelled = await call('POST', `/api/operator/orders/${order.id}/services/${s.id}/cancel`, operator.token, {
        reason: 'Ошибка склада',
      });
      expect(cancelled.status).toBe(200);
    }
    page = await detail(token, order.id);
    expect(page.extras.hold).toBeNull();
    expect(page.extras.services.map((s: { status: string }) => s.status)).toEqual(['cancelled', 'cancelled']);
    const first = page.extras.services[0].id;
    expect((await call('POST', `/api/order/protected/services/${order.id}/pay/${first}`, token)).body.errorCode).toBe(
      'ORDER_SERVICE_NOT_PAYABLE',
    );
  });
});
