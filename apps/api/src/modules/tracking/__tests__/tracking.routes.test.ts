import { createHmac } from 'node:crypto';
import { addDays, almatyDate, createWorkCalendar, formatPickupDate, makeTrackNumber, topUpEntries } from '@jetkiz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, fixtures, KARAGANDA, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, TEST_SECRETS, type TestApp } from '../../../../test/helper.ts';
import { SmsNotSentError } from '../../../adapters/sms/index.ts';
import { createNotificationsService } from '../../notifications/index.ts';
import { smsOutbox } from '../../notifications/notifications.tables.ts';
import { orders } from '../../orders/orders.tables.ts';

let t: TestApp;
beforeAll(async () => {
  // Listening: the sandbox carriers push their webhooks over HTTP.
  t = await buildTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const { call, user, orderBody } = fixtures(() => t, '7775');
const calendar = createWorkCalendar();
/** The first working day after today (Almaty), as the send call wants it. */
const nextWorkingDay = () => formatPickupDate(calendar.workingDayOnOrAfter(addDays(almatyDate(new Date()), 1)));

const sandbox = async (carrier: string, path: string, body: object = {}) =>
  (
    await fetch(`${t.carrierUrls[carrier]}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<Record<string, unknown>>;

/** A person's paid order with a tariff of `carrier`. */
const paidOrder = async (carrier = 'STEPPE', places = 1) => {
  const { token, phone } = await user('person');
  const pack = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: places };
  const calc = await call('POST', '/api/calc/public/calc', undefined, { from: ALMATY, to: KARAGANDA, packDtos: [pack] });
  const tariff = calc.body.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === carrier);
  const order = (
    await call(
      'POST',
      '/api/order/protected/order',
      token,
      orderBody(tariff.calculatorId, { parcelInfo: { content: 'Книги', packDtos: [pack] } }),
    )
  ).body;
  const userId = userIdOf(token);
  await t.database.db.transaction((tx) =>
    t.app.payments.post(
      tx,
      { key: `test-funds:${order.id}`, kind: 'topup', userId, entries: topUpEntries(userId, 100_000_00) },
      'ru',
    ),
  );
  const paid = await call('POST', `/api/order/protected/payment/${order.id}?amount=${order.totalWithPromo.toFixed(2)}`, token);
  expect(paid.status).toBe(200);
  return { token, phone, order: order as { id: string; orderNumber: string; trackNumber: string; totalWithPromo: number } };
};

const send = (token: string, id: string, date = nextWorkingDay(), lang = 'RU') =>
  call('POST', `/api/order/protected/send/${id}?pickupDate=${encodeURIComponent(date)}`, token, undefined, lang);

const signed = (body: object, secret = TEST_SECRETS.CARRIER_WEBHOOK_SECRET) => {
  const raw = JSON.stringify(body);
  return { raw, signature: `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` };
};
const webhook = (carrier: string, body: object, secret?: string) => {
  const { raw, signature } = signed(body, secret);
  return t.app.inject({
    method: 'POST',
    url: `/api/order/public/carrier/${carrier}/webhook`,
    headers: { 'content-type': 'application/json', 'x-carrier-signature': signature },
    payload: raw,
  });
};

describe('handing an order to its carrier', () => {
  it('refuses an unpaid order and bad pickup dates in the caller language, and changes nothing', async () => {
    const { token } = await user('person');
    const calc = await call('POST', '/api/calc/public/calc', undefined, {
      from: ALMATY,
      to: KARAGANDA,
      packDtos: [{ length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 }],
    });
    const unpaid = (await call('POST', '/api/order/protected/order', token, orderBody(calc.body.tariffs[0].calculatorId))).body;
    expect((await send(token, unpaid.id)).body.errorCode).toBe('ORDER_NOT_PAID');

    const { token: payer, order } = await paidOrder();
    for (const [date, lang, message] of [
      ['32.11.2026 10:00:00', 'RU', 'Выбрана некорректная дата'],
      ['23.11.2026 11:00:00', 'RU', 'Выбрана некорректная дата'],
      ['tomorrow', 'EN', 'Incorrect date selected'],
      [formatPickupDate(addDays(almatyDate(new Date()), -1)), 'KZ', 'Қате күн таңдалды'],
      ['16.12.2026 10:00:00', 'EN', 'Pickup is on working days only'],
    ] as const) {
      const refused = await send(payer, order.id, date, lang);
      expect(refused.status, date).toBe(400);
      expect(refused.body.fields.pickupDate, date).toBe(message);
    }
    expect((await call('GET', `/api/order/protected/${order.id}`, payer)).body).toMatchObject({
      status: 'paid',
      pickupDate: null,
    });
  });

  it('books with the carrier, answers the order number, is safe to repeat; a failed booking leaves it paid with the reason', async () => {
    const { token, order } = await paidOrder();
    await sandbox('STEPPE', '/sandbox/settings', { bookingFails: true });
    const failed = await send(token, order.id, nextWorkingDay(), 'EN');
    await sandbox('STEPPE', '/sandbox/settings', { bookingFails: false });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ errorCode: 'CARRIER_BOOKING_FAILED' });
    expect(failed.body.description).toContain('temporarily unavailable');
    const stillPaid = (await call('GET', `/api/order/protected/${order.id}`, token)).body;
    expect(stillPaid).toMatchObject({ status: 'paid', carrierTrackingNumber: null });
    expect(stillPaid.bookingError).toContain('temporarily unavailable');

    const sent = await send(token, order.id);
    expect(sent.status).toBe(200);
    expect(sent.body.orderNum).toBe(order.orderNumber);
    expect(sent.body.carrierTrackingNumber).toMatch(/^SE\d{10}$/);
    const again = await send(token, order.id);
    expect(again.body).toEqual(sent.body);
    const detail = (await call('GET', `/api/order/protected/${order.id}`, token)).body;
    expect(detail).toMatchObject({ status: 'sent', bookingError: null, carrierTrackingNumber: sent.body.carrierTrackingNumber });
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['formed', 'paid', 'sent']);
    // Handed over: cancelling is now a request for the operator, with no refund yet.
    expect((await call('PUT', `/api/order/protected/cancel/${order.id}`, token)).body.status).toBe('cancellation_requested');
  });

  it('calls a courier in a window, cancels it until assigned, then no more', async () => {
    const { token, order } = await paidOrder();
    expect(
      (await call('POST', `/api/order/protected/courier/${order.id}`, token, { window: '10:00-13:00' })).body.errorCode,
    ).toBe('COURIER_NOT_AVAILABLE');
    await send(token, order.id);
    const badWindow = await call('POST', `/api/order/protected/courier/${order.id}`, token, { window: '08:00-09:00' }, 'KZ');
    expect(badWindow.body.fields.window).toBe('Аралықты таңдаңыз: 10:00–13:00, 13:00–16:00 немесе 16:00–19:00');
    const called = await call('POST', `/api/order/protected/courier/${order.id}`, token, { window: '13:00-16:00' });
    expect(called.body).toMatchObject({ status: 'requested', window: '13:00-16:00' });
    expect((await call('DELETE', `/api/order/protected/courier/${order.id}`, token)).body.status).toBe('cancelled');
    expect((await call('POST', `/api/order/protected/courier/${order.id}`, token, { window: '10:00-13:00' })).body.status).toBe(
      'requested',
    );
    await sandbox('STEPPE', `/sandbox/shipments/${order.id}/advance`);
    expect((await call('GET', `/api/order/protected/${order.id}`, token)).body.courier).toMatchObject({ status: 'assigned' });
    const late = await call('DELETE', `/api/order/protected/courier/${order.id}`, token);
    expect(late.status).toBe(409);
  });
});

describe('tracking', () => {
  it('follows the sandbox carrier to delivery: statuses, public page by any number, SMS to both through the outbox', async () => {
    const { token, order } = await paidOrder('STEPPE', 2);
    const sent = (await send(token, order.id)).body;
    const trace: string[] = [];
    for (let i = 0; i < 12; i++) {
      const step = (await sandbox('STEPPE', `/sandbox/shipments/${order.id}/advance`)) as { step: number; of: number };
      trace.push((await call('GET', `/api/order/protected/${order.id}`, token)).body.status);
      if (step.step >= step.of) break;
    }
    expect(trace.at(-1)).toBe('delivered');
    expect(trace).toContain('in_transit');
    expect(trace).toContain('arrived');

    // The status changes did not wait for any SMS: they sit in the outbox until the worker sends them.
    const flushed = await t.app.notifications.flush();
    expect(flushed.sent).toBeGreaterThanOrEqual(6);
    const receiverInbox = (await (await fetch(`${t.smsUrl}/messages?to=77771234567`)).json()) as Array<{ text: string }>;
    expect(receiverInbox.some((m) => m.text.includes(order.trackNumber) && m.text.includes('доставлена'))).toBe(true);
    const senderInbox = (await (await fetch(`${t.smsUrl}/messages?to=77015554433`)).json()) as Array<{ text: string }>;
    // Hand-over, arrival, delivery: three messages to the sender too.
    expect(senderInbox.filter((m) => m.text.includes(order.trackNumber))).toHaveLength(3);

    // The carrier tells of the booking itself by webhook, a moment after answering it.
    await expect
      .poll(async () =>
        (await call('GET', `/api/order/public/track/${order.trackNumber}`)).body.events.map((e: { event: string }) => e.event),
      )
      .toContain('booked');
    const byTrack = await call('GET', `/api/order/public/track/${order.trackNumber.toLowerCase()}`, undefined, undefined, 'KZ');
    expect(byTrack.status).toBe(200);
    expect(byTrack.body).toMatchObject({
      trackNumber: order.trackNumber,
      status: 'delivered',
      statusName: 'Жеткізілді',
      from: 'Алматы',
      to: 'Қарағанды',
      sender: 'А. С.',
      receiver: 'Е. А.',
      placeCnt: 2,
      carrier: 'Steppe Express',
    });
    expect(byTrack.body.events.map((e: { event: string }) => e.event)).toEqual(
      expect.arrayContaining(['booked', 'accepted', 'in_transit', 'arrived', 'out_for_delivery', 'delivered']),
    );
    expect(byTrack.body.events.at(-1)).toMatchObject({ event: 'delivered', name: 'Жеткізілді', place: 'Караганда' });
    expect(JSON.stringify(byTrack.body)).not.toMatch(/Ахметов|Сәрсенова|7777123|7015554|Бухар|Абая/);
    expect((await call('GET', `/api/order/public/track/${order.orderNumber}`)).body.trackNumber).toBe(order.trackNumber);
    expect((await call('GET', `/api/order/public/track/${sent.carrierTrackingNumber}`)).body.trackNumber).toBe(order.trackNumber);
  });

  it('refuses a wrong check digit, 2 kB of text, and answers 404 for a number nobody has', async () => {
    const valid = makeTrackNumber('JZ', 99_999_999);
    const typo = `${valid.slice(0, 10)}${(Number(valid[10]) + 1) % 10}KZ`;
    const wrong = await call('GET', `/api/order/public/track/${typo}`, undefined, undefined, 'EN');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.id).toBe('Invalid track number: check the digits');
    expect((await call('GET', `/api/order/public/track/${'A'.repeat(2_000)}`)).status).toBe(400);
    expect((await call('GET', `/api/order/public/track/${valid}`)).status).toBe(404);
  });

  it('takes signed webhooks once each, in any order; refuses bad signatures and unknown parcels', async () => {
    const { token, order } = await paidOrder('ALTYN');
    await send(token, order.id);
    const [row] = await t.database.db.select({ shipment: orders.carrierShipmentId }).from(orders).where(eq(orders.id, order.id));
    const shipment = row?.shipment ?? '';
    const base = { shipmentId: shipment, place: 'Караганда' };
    const arrived = { ...base, eventId: 'late-1', status: '400', occurredAt: '2026-11-30T10:00:00Z' };
    const accepted = { ...base, eventId: 'late-0', status: '200', occurredAt: '2026-11-29T10:00:00Z' };
    expect((await webhook('ALTYN', arrived)).statusCode).toBe(200);
    expect((await webhook('ALTYN', arrived)).json()).toEqual({ accepted: true });
    // An older event arriving later does not move the parcel back.
    expect((await webhook('ALTYN', accepted)).statusCode).toBe(200);
    expect((await call('GET', `/api/order/protected/${order.id}`, token)).body.status).toBe('arrived');
    const events = (await call('GET', `/api/order/public/track/${order.trackNumber}`)).body.events;
    expect(events.filter((e: { event: string }) => e.event === 'arrived')).toHaveLength(1);

    expect((await webhook('ALTYN', { ...arrived, eventId: 'forged' }, 'not-the-secret-at-all')).statusCode).toBe(401);
    expect((await webhook('ALTYN', { ...arrived, eventId: 'x', shipmentId: 'nobody' })).statusCode).toBe(404);
    expect((await webhook('NOBODY', { ...arrived, eventId: 'y' })).statusCode).toBe(404);
    expect((await webhook('ALTYN', { ...arrived, eventId: 'z', status: '999' })).json()).toEqual({ accepted: false });
  });

  it('asks the carrier when its webhooks stay silent', async () => {
    const { token, order } = await paidOrder();
    await send(token, order.id);
    await sandbox('STEPPE', '/sandbox/settings', { webhooks: false });
    await sandbox('STEPPE', `/sandbox/shipments/${order.id}/advance`);
    await sandbox('STEPPE', `/sandbox/shipments/${order.id}/advance`);
    await sandbox('STEPPE', '/sandbox/settings', { webhooks: true });
    expect((await call('GET', `/api/order/protected/${order.id}`, token)).body.status).toBe('sent');
    t.advance(11 * 60);
    const polled = await t.app.tracking.poll();
    expect(polled.asked).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `/api/order/protected/${order.id}`, token)).body.status).toBe('in_transit');
  });
});

describe('the SMS outbox', () => {
  it('keeps a message when the gateway fails, and tries again later; the status change is not held up', async () => {
    const failing = createNotificationsService({
      db: t.database.db,
      sms: {
        send: async () => {
          throw new SmsNotSentError('gateway down');
        },
      },
      log: t.app.log,
    });
    const key = `test-outbox-${Date.now()}`;
    await t.database.db.transaction((tx) => failing.enqueue(tx, [{ key, phone: '77770000001', text: 'Jetkiz: test' }]));
    await t.database.db.transaction((tx) => failing.enqueue(tx, [{ key, phone: '77770000001', text: 'Jetkiz: test' }]));
    const first = await failing.flush();
    expect(first.sent).toBe(0);
    expect(first.failed).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.dedupeKey, key));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'gateway down' });
    // Not due again yet: the next flush leaves it alone.
    expect(await failing.flush()).toMatchObject({ sent: 0, failed: 0 });
  });
});

describe('documents', () => {
  it('lists and renders a paid order’s waybill, labels, receipt and invoice; never another customer’s', async () => {
    const { token, order } = await paidOrder('STEPPE', 3);
    const list = await call('GET', `/api/order/protected/files?orderId=${order.id}`, token);
    expect(list.body.map((f: { type: string }) => f.type)).toEqual(['waybill', 'label', 'labels', 'receipt', 'invoice']);
    const some = await call('GET', `/api/order/protected/files?orderId=${order.id}&types=waybill;label`, token);
    expect(some.body).toHaveLength(2);
    for (const file of list.body as Array<{ id: string }>) {
      const pdf = await call('GET', `/api/order/protected/file/${file.id}`, token);
      expect(pdf.status, file.id).toBe(200);
      expect(pdf.raw.headers['content-type']).toBe('application/pdf');
      expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const stranger = await user('person');
    expect((await call('GET', `/api/order/protected/files?orderId=${order.id}`, stranger.token)).status).toBe(404);
    expect((await call('GET', `/api/order/protected/file/${order.id}.waybill`, stranger.token)).status).toBe(404);
    expect((await call('GET', `/api/order/protected/file/${order.id}.nothing`, token)).status).toBe(404);
    expect((await call('GET', `/api/order/protected/files?orderId=${order.id}&types=photo`, token)).status).toBe(400);
  });
});
