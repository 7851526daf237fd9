import { createHmac } from 'node:crypto';
import {
  addDays,
  almatyDate,
  createWorkCalendar,
  formatPickupDate,
  LEGACY_TRACK_INDICATOR,
  makeTrackNumber,
} from '@jetkiz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, fixtures, KARAGANDA } from '../../../../test/fixtures.ts';
import { buildTestApp, TEST_SECRETS, type TestApp } from '../../../../test/helper.ts';
import { SmsNotSentError } from '../../../adapters/sms/index.ts';
import { courierRequests, orders, smsOutbox } from '../../../db/schema.ts';
import { createNotificationsService } from '../../notifications/index.ts';

let t: TestApp;
beforeAll(async () => {
  // Listening: the sandbox carriers push their webhooks over HTTP.
  t = await buildTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const { call, user, quote, orderBody, payOrder, paidOrders } = fixtures(() => t, '7775');
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
  const { token, phone, orders } = await paidOrders(1, { carrier, places });
  return { token, phone, order: orders[0] as (typeof orders)[number] };
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
    // A failure on the carrier's side: the customer is told to try later, not shown its English.
    expect(stillPaid.bookingErrorKind).toBe('unavailable');

    // A carrier that declines the order: its words are the reason the customer reads.
    await sandbox('STEPPE', '/sandbox/settings', { bookingRefusal: 'Отправитель вне зоны обслуживания' });
    const refused = await send(token, order.id, nextWorkingDay(), 'EN');
    await sandbox('STEPPE', '/sandbox/settings', { bookingRefusal: '' });
    expect(refused.status).toBe(502);
    expect((await call('GET', `/api/order/protected/${order.id}`, token)).body).toMatchObject({
      status: 'paid',
      bookingError: 'Отправитель вне зоны обслуживания',
      bookingErrorKind: 'refused',
    });

    const sent = await send(token, order.id);
    expect(sent.status).toBe(200);
    expect(sent.body.orderNum).toBe(order.orderNumber);
    expect(sent.body.carrierTrackingNumber).toMatch(/^SE\d{10}$/);
    const again = await send(token, order.id);
    expect(again.body).toEqual(sent.body);
    const detail = (await call('GET', `/api/order/protected/${order.id}`, token)).body;
    expect(detail).toMatchObject({
      status: 'sent',
      bookingError: null,
      bookingErrorKind: null,
      carrierTrackingNumber: sent.body.carrierTrackingNumber,
    });
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['formed', 'paid', 'sent']);
    // Handed over: cancelling is now a request for the operator, with no refund yet.
    expect((await call('PUT', `/api/order/protected/cancel/${order.id}`, token)).body.status).toBe('cancellation_requested');
  });

  it('closes a cancellation request as lapsed when the carrier collects the parcel before the operator decides', async () => {
    const { token, order } = await paidOrder();
    await send(token, order.id);
    expect((await call('PUT', `/api/order/protected/cancel/${order.id}`, token)).body.status).toBe('cancellation_requested');
    let detail = (await call('GET', `/api/order/protected/${order.id}`, token)).body;
    for (let i = 0; i < 6 && detail.status === 'cancellation_requested'; i++) {
      await sandbox('STEPPE', `/sandbox/shipments/${order.id}/advance`);
      detail = (await call('GET', `/api/order/protected/${order.id}`, token)).body;
    }
    expect(detail.status).toBe('in_transit');
    // The request did not vanish: its page says it lapsed, and when.
    expect(detail.cancellationDecision).toMatchObject({ outcome: 'lapsed', reason: null });
    expect(Number.isNaN(Date.parse(detail.cancellationDecision.at))).toBe(false);
    expect(detail.history.map((h: { status: string }) => h.status)).toContain('cancellation_requested');
  });

  it('calls a courier in a window, cancels it until assigned, then no more', async () => {
    const { token, order } = await paidOrder();
    expect((await call('POST', `/api/order/protected/courier/${order.id}`, token, { window: '10:00-13:00' })).body).toMatchObject(
      {
        errorCode: 'COURIER_NOT_AVAILABLE',
        // Shown instead of the message, a sentence (it was the bare status «Оплачен»).
        description: expect.stringMatching(
          /^Курьера можно вызвать только к заказу, переданному перевозчику, а этот заказ — «.+»$/,
        ),
      },
    );
    await send(token, order.id);
    const badWindow = await call('POST', `/api/order/protected/courier/${order.id}`, token, { window: '08:00-09:00' }, 'KZ');
    expect(badWindow.body.fields.window).toBe('Уақыт аралығын таңдаңыз: 10:00–13:00, 13:00–16:00 немесе 16:00–19:00');
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

describe('the courier of a parcel dropped off at a terminal', () => {
  it('is refused, with a sentence in the caller language, and nothing is asked of the carrier', async () => {
    // The sender chose «Сдам на терминале», a price without the courier pickup, and the order page still offered
    // «Вызвать курьера»: a courier was booked for free.
    const { token } = await user('person');
    const calculatorId = await quote();
    const terminals = (await call('GET', `/api/calc/public/${calculatorId}/terminal`)).body;
    const order = (
      await call('POST', `/api/order/protected/order?terminalFromId=${terminals.from[0].id}`, token, orderBody(calculatorId))
    ).body;
    expect((await payOrder(token, order)).status).toBe(200);
    expect((await send(token, order.id)).status).toBe(200);
    for (const [lang, text] of [
      ['RU', /^Посылку по этому заказу вы сдаёте на терминале, и курьер за ней не приезжает\./],
      ['KZ', /^Бұл тапсырыс бойынша сәлемдемені терминалға өзіңіз тапсырасыз/],
      ['EN', /^You drop this order’s parcel off at the terminal, so no courier comes for it\./],
    ] as const) {
      const refused = await call('POST', `/api/order/protected/courier/${order.id}`, token, { window: '10:00-13:00' }, lang);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ errorCode: 'COURIER_NOT_AVAILABLE', description: expect.stringMatching(text) });
    }
    expect(await t.database.db.select().from(courierRequests).where(eq(courierRequests.orderId, order.id))).toEqual([]);
    expect((await call('GET', `/api/order/protected/${order.id}`, token)).body.courier).toBeNull();
  });
});

describe('the courier, asked many times at once', () => {
  it('is asked of the carrier once, and every answer names that one request', async () => {
    const { token, order } = await paidOrder();
    await send(token, order.id);
    const windows = ['10:00-13:00', '13:00-16:00', '16:00-19:00'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', `/api/order/protected/courier/${order.id}`, token, { window: windows[i % 3] }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.window)).size).toBe(1);
    const rows = await t.database.db.select().from(courierRequests).where(eq(courierRequests.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'requested', carrierCallUntil: null, window: answers[0]?.body.window });
  });

  it('called and cancelled at once, ends the same at the carrier as on the order page', async () => {
    const { token, order } = await paidOrder();
    await send(token, order.id);
    await call('POST', `/api/order/protected/courier/${order.id}`, token, { window: '10:00-13:00' });
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? call('DELETE', `/api/order/protected/courier/${order.id}`, token)
          : call('POST', `/api/order/protected/courier/${order.id}`, token, { window: '13:00-16:00' }),
      ),
    );
    const ours = (await call('GET', `/api/order/protected/${order.id}`, token)).body.courier.status;
    // The carrier sends a courier (an event «courier assigned») only when its own last word was «requested».
    await sandbox('STEPPE', `/sandbox/shipments/${order.id}/advance`);
    const courier = (await call('GET', `/api/order/protected/${order.id}`, token)).body.courier.status;
    expect(courier).toBe(ours === 'requested' ? 'assigned' : 'cancelled');
    const requested = await t.database.db.select().from(courierRequests).where(eq(courierRequests.orderId, order.id));
    expect(requested.filter((row) => row.status !== 'cancelled')).toHaveLength(ours === 'requested' ? 1 : 0);
  });
});

describe('tracking', () => {
  it('follows the sandbox carrier to delivery: statuses, public page by the track number, SMS to both through the outbox', async () => {
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
    // On a shared PostgreSQL another file's app may send some of them first: the outbox says what went to whom.
    await t.app.notifications.flush();
    const toReceiver = await t.queuedSms('77771234567', order.trackNumber);
    expect(toReceiver.some((text) => text.includes('доставлена'))).toBe(true);
    // Hand-over, arrival, delivery: three messages to the sender too.
    expect(await t.queuedSms('77015554433', order.trackNumber)).toHaveLength(3);

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
    // The carrier's «Караганда» reads as the route's end does, in the reader's language.
    expect(byTrack.body.events.at(-1)).toMatchObject({ event: 'delivered', name: 'Жеткізілді', place: 'Қарағанды' });
    expect(JSON.stringify(byTrack.body)).not.toMatch(/Ахметов|Сәрсенова|7777123|7015554|Бухар|Абая/);
    // Order and carrier numbers can be guessed: the public page does not answer them (issue 12); it says why.
    expect(sent.carrierTrackingNumber).toBeTruthy();
    const byCarrier = await call('GET', `/api/order/public/track/${sent.carrierTrackingNumber}`, undefined, undefined, 'EN');
    expect(byCarrier.status).toBe(400);
    expect(byCarrier.body.fields.id).toMatch(/^A track number has 13 characters, like JK123456785KZ; this one has \d+$/);
  });

  it('refuses a wrong check digit, 2 kB of text, and answers 404 for a number nobody has', async () => {
    const valid = makeTrackNumber('JZ', 99_999_999);
    const typo = `${valid.slice(0, 10)}${(Number(valid[10]) + 1) % 10}KZ`;
    const wrong = await call('GET', `/api/order/public/track/${typo}`, undefined, undefined, 'EN');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.id).toBe('The track number has a typo: check the digits');
    expect((await call('GET', `/api/order/public/track/${'A'.repeat(2_000)}`)).status).toBe(400);
    expect((await call('GET', `/api/order/public/track/${valid}`)).status).toBe(404);
  });

  // A number with a letter among its digits, too short or too long was «not found, try again later» (as if it might
  // turn up), one with a Cyrillic letter or a wrong ending «check the digits»; each now says what is wrong with it.
  it.each([
    [
      'JK4731248S9KZ',
      'Трек-номер — это 2 латинские буквы, 9 цифр и KZ (например, JK123456785KZ): на 10-м месте должна быть цифра, а не «S»',
      'Трек-нөмір — 2 латын әрпі, 9 цифр және KZ (мысалы, JK123456785KZ): 10‑орында «S» емес, цифр болуы керек',
      'A track number is 2 Latin letters, 9 digits and KZ, like JK123456785KZ: character 10 should be a digit, not “S”',
    ],
    [
      'ЖК473124829KZ',
      'В трек-номере только латинские буквы и цифры (например, JK123456785KZ), а «Ж» — не латинская буква',
      'Трек-нөмірде тек латын әріптері мен цифрлар болады (мысалы, JK123456785KZ), ал «Ж» — латын әрпі емес',
      'A track number has only Latin letters and digits, like JK123456785KZ; “Ж” is not a Latin letter',
    ],
    [
      'JK473124829KZ.',
      'В трек-номере только латинские буквы и цифры (например, JK123456785KZ): уберите «.»',
      'Трек-нөмірде тек латын әріптері мен цифрлар болады (мысалы, JK123456785KZ): «.» таңбасын алып тастаңыз',
      'A track number has only Latin letters and digits, like JK123456785KZ: remove “.”',
    ],
    [
      'JK4731248',
      'В трек-номере 13 знаков (например, JK123456785KZ), а введено 9',
      'Трек-нөмірде 13 таңба болады (мысалы, JK123456785KZ), ал енгізілгені — 9',
      'A track number has 13 characters, like JK123456785KZ; this one has 9',
    ],
    [
      'JK473124829KZ473124829',
      'В трек-номере 13 знаков (например, JK123456785KZ), а введено 22',
      'Трек-нөмірде 13 таңба болады (мысалы, JK123456785KZ), ал енгізілгені — 22',
      'A track number has 13 characters, like JK123456785KZ; this one has 22',
    ],
    [
      'JK473124829RU',
      'Трек-номер Jetkiz оканчивается на KZ, а этот — на RU',
      'Jetkiz трек-нөмірі KZ әріптерімен аяқталады, ал мұнда соңғы әріптер — RU',
      'A Jetkiz track number ends in KZ; this one ends in RU',
    ],
  ])('%s is refused saying what is wrong, in ru, kk and en', async (id, ru, kk, en) => {
    for (const [lang, message] of [
      ['RU', ru],
      ['KZ', kk],
      ['EN', en],
    ] as const) {
      const refused = await call('GET', `/api/order/public/track/${encodeURIComponent(id)}`, undefined, undefined, lang);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        errorCode: 'VALIDATION',
        fields: { id: message },
        fieldTexts: { id: { ru, kk, en } },
      });
    }
  });

  it('reads a number pasted from an SMS or a label, with its spaces and dashes, as the number', async () => {
    const { order } = await paidOrder();
    const spaced = order.trackNumber.replace(/^(..)(....)(....)(.)(..)$/, '$1 $2 $3 $4 $5');
    for (const typed of [spaced, order.trackNumber.replace(/^(..)(.{9})(..)$/, '$1-$2-$3'), order.trackNumber.toLowerCase()]) {
      const found = await call('GET', `/api/order/public/track/${encodeURIComponent(typed)}`);
      expect(found.status, typed).toBe(200);
      expect(found.body.trackNumber).toBe(order.trackNumber);
    }
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

describe('public tracking against guessing (issue 12)', () => {
  /** A public lookup from a given address (each test uses its own, the database may be shared). */
  const track = (id: string, ip: string, lang = 'RU') =>
    t.app.inject({
      method: 'GET',
      url: `/api/order/public/track/${encodeURIComponent(id)}`,
      remoteAddress: ip,
      headers: { 'accept-language': lang },
    });
  const run = Date.now() % 200;
  const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const randomTrack = () =>
    makeTrackNumber(
      `${LETTERS[Math.floor(Math.random() * 26)]}${LETTERS[Math.floor(Math.random() * 26)]}`,
      Math.floor(Math.random() * 100_000_000),
    );

  it('answers the order number only to its owner, never publicly; the public answer does not show it', async () => {
    const { token, order } = await paidOrder();
    expect(order.orderNumber).toMatch(/^JZ-\d{8}$/);
    const publicByOrder = await track(order.orderNumber, `198.51.${run}.1`, 'EN');
    expect(publicByOrder.statusCode).toBe(400);
    expect(publicByOrder.json().fields.id).toBe(
      'This is an order number. A parcel is tracked by its track number, like JK123456785KZ: it is in the order, in the SMS and on the label',
    );
    expect(publicByOrder.body).not.toContain(order.trackNumber);
    expect((await track(order.orderNumber.replace('-', ''), `198.51.${run}.1`)).statusCode).toBe(400);

    const publicByTrack = await track(order.trackNumber, `198.51.${run}.1`);
    expect(publicByTrack.statusCode).toBe(200);
    expect(publicByTrack.json()).not.toHaveProperty('orderNumber');
    expect(publicByTrack.body).not.toContain(order.orderNumber);

    // The owner still has it on the signed-in pages, and finds the order by it.
    expect((await call('GET', `/api/order/protected/${order.id}`, token)).body.orderNumber).toBe(order.orderNumber);
    const found = await call('GET', `/api/order/protected?q=${order.orderNumber}`, token);
    expect(found.body.content.map((o: { id: string }) => o.id)).toEqual([order.id]);
  });

  it('draws track numbers nobody can walk through: 200 valid S10 guesses near and far from one’s own hit nothing', async () => {
    // Three other people's parcels, then one's own: a guesser starts from the number on their own receipt.
    const others = [];
    for (let i = 0; i < 3; i++) others.push((await paidOrder()).order.trackNumber);
    const own = (await paidOrder()).order.trackNumber;
    const serial = Number(own.slice(2, 10));
    const near = Array.from({ length: 100 }, (_, k) =>
      makeTrackNumber(own.slice(0, 2), (serial + (k % 2 === 0 ? 1 : -1) * (1 + Math.floor(k / 2)) + 100_000_000) % 100_000_000),
    );
    const guesses = [...near, ...Array.from({ length: 100 }, randomTrack)].filter((g) => g !== own);
    let found = 0;
    // Each guess from its own address, as a botnet would ask: only the numbers' randomness protects here.
    for (const [i, guess] of guesses.entries()) {
      const answer = await track(guess, `10.${run}.${Math.floor(i / 250)}.${i % 250}`);
      expect([404, 200]).toContain(answer.statusCode);
      if (answer.statusCode === 200) found++;
    }
    expect(found).toBe(0);
    // The service letters are drawn too, not only the serial.
    expect(new Set([...others, own].map((n) => n.slice(0, 2))).size).toBeGreaterThan(1);
  });

  it('slows an address after a few unknown numbers with a growing wait, while parcels that exist answer everyone', async () => {
    const { order } = await paidOrder();
    const guesser = `203.0.${run}.7`;
    const owner = `203.0.${run}.8`;
    for (let i = 0; i < 5; i++) expect((await track(randomTrack(), guesser)).statusCode).toBe(404);
    const slowed = await track(randomTrack(), guesser, 'EN');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('60');
    expect(slowed.json()).toMatchObject({
      errorCode: 'TRACKING_TOO_MANY_MISSES',
      message: 'Too many requests for unknown numbers. Check the track number.',
      description: 'Try again in 1 min.',
    });
    // While it waits, the address gets nothing, not even a real parcel (429 must not tell hits from misses)…
    const waiting = await track(order.trackNumber, guesser, 'KZ');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().description).toBe('1 минуттан кейін қайталаңыз.');
    // …while the parcel answers another address, as often as it likes: hits are never counted.
    for (let i = 0; i < 20; i++) expect((await track(order.trackNumber, owner)).statusCode).toBe(200);

    // The next miss after the wait waits twice as long; a real number after that wait answers again.
    t.advance(61);
    const again = await track(randomTrack(), guesser, 'RU');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('120');
    expect(again.json().description).toBe('Повторите попытку через 2 мин.');
    t.advance(121);
    expect((await track(order.trackNumber, guesser)).statusCode).toBe(200);
  });

  it('counts an unknown number once per address: asking again for it (a reload, a language switch) never makes one wait', async () => {
    const reader = `203.0.${run}.9`;
    const notYet = randomTrack();
    for (const lang of ['RU', 'KZ', 'EN', 'RU', 'KZ', 'EN', 'RU'])
      expect((await track(notYet, reader, lang)).statusCode).toBe(404);
    // Four other unknown numbers make five misses, the allowance; the sixth number waits.
    for (let i = 0; i < 4; i++) expect((await track(randomTrack(), reader)).statusCode).toBe(404);
    expect((await track(randomTrack(), reader)).statusCode).toBe(429);
  });

  it('limits the reads of an IPv6 caller by its /64, whatever address of it each read comes from', async () => {
    const strict = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' }, database: t.database });
    try {
      // A home connection holds a whole /64 and may read from any of its addresses: each was a fresh allowance.
      const network = `2001:db8:${run.toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
      const read = (i: number) =>
        strict.app.inject({
          method: 'GET',
          url: `/api/order/public/track/${randomTrack()}`,
          remoteAddress: `${network}::${i}`,
          headers: { 'accept-language': 'EN' },
        });
      for (let i = 1; i <= 3; i++) expect((await read(i)).statusCode).toBe(404);
      const fourth = await read(4);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().errorCode).toBe('RATE_LIMITED');
    } finally {
      await strict.close();
    }
  });

  it('counts misses across API instances (one shared count), and old sequential numbers as guesses', async () => {
    const other = await buildTestApp({ database: t.database });
    try {
      const address = `192.0.${run}.9`;
      for (let i = 0; i < 3; i++) expect((await track(randomTrack(), address)).statusCode).toBe(404);
      const elsewhere = (app: TestApp) =>
        app.app.inject({ method: 'GET', url: `/api/order/public/track/${randomTrack()}`, remoteAddress: address });
      expect((await elsewhere(other)).statusCode).toBe(404);
      expect((await elsewhere(other)).statusCode).toBe(404);
      expect((await elsewhere(other)).statusCode).toBe(429);
      expect((await track(randomTrack(), address)).statusCode).toBe(429);
    } finally {
      await other.close();
    }

    // Orders from before random numbers keep their sequential numbers; asking for different ones counts like misses,
    // asking again for the same one (a page refreshing itself) does not.
    const legacy = [];
    for (let i = 0; i < 6; i++) {
      const { order } = await paidOrder();
      const number = makeTrackNumber(LEGACY_TRACK_INDICATOR, 90_000_000 + run * 1000 + i * 100 + Math.floor(Math.random() * 100));
      await t.database.db.update(orders).set({ trackNumber: number }).where(eq(orders.id, order.id));
      legacy.push(number);
    }
    const reader = `192.0.${run}.10`;
    for (let i = 0; i < 10; i++) expect((await track(legacy[0] ?? '', reader)).statusCode).toBe(200);
    for (const number of legacy.slice(1, 5)) expect((await track(number, reader)).statusCode).toBe(200);
    expect((await track(legacy[5] ?? '', reader)).statusCode).toBe(429);
    expect((await track(legacy[0] ?? '', `192.0.${run}.11`)).statusCode).toBe(200);
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
    // Not due again yet: the next flush leaves it alone. (Its counts are not asked: the outbox is the database's, and
    // a message another test queued meanwhile may fall due in it.)
    await failing.flush();
    const [again] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.dedupeKey, key));
    expect(again).toMatchObject({ status: 'pending', attempts: 1 });
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
