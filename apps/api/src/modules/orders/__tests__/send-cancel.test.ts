import { addDays, almatyDate, createWorkCalendar, formatPickupDate } from '@jetkiz/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { orders } from '../orders.tables.ts';

/**
 * Handing an order to its carrier and cancelling it, at the same moment: the order is either booked (with its
 * carrier number, the cancel a request for the operator) or cancelled and refunded with nothing left booked at the
 * carrier. On PostgreSQL the two requests really overlap; on PGlite transactions queue but the carrier call does not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, paidOrders: fixturePaidOrders } = fixtures(() => t, '7706');
const calendar = createWorkCalendar();
const pickupDay = () => formatPickupDate(calendar.workingDayOnOrAfter(addDays(almatyDate(new Date()), 1)));
const ISO_PICKUP = () => {
  const [d, m, y] = pickupDay().slice(0, 10).split('.');
  return `${y}-${m}-${d}`;
};

const BALANCED = { unbalancedTransactions: 0, sumOfAllEntries: 0, walletsNotMatchingEntries: 0, negativeWallets: 0 };

type Shipment = { shipmentId: string; reference: string; trackingNumber: string; status: 'booked' | 'cancelled' };
const carrier = async (path: string, body?: object) =>
  (
    await fetch(`${t.carrierUrls.STEPPE}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })
  ).json();
const shipmentsOf = async (orderId: string) => (await carrier(`/sandbox/shipments?reference=${orderId}`)) as Shipment[];

const paidOrders = async (count: number) => {
  const { token, orders: paid } = await fixturePaidOrders(count);
  return { token, ids: paid.map((o) => o.id) };
};

const send = (token: string, id: string) =>
  call('POST', `/api/order/protected/send/${id}?pickupDate=${encodeURIComponent(pickupDay())}`, token);
const cancel = (token: string, id: string) => call('PUT', `/api/order/protected/cancel/${id}`, token);
const detail = async (token: string, id: string) => (await call('GET', `/api/order/protected/${id}`, token)).body;

/**
 * What a process killed in the middle of a booking leaves once its booking state has lapsed (the clock is not moved:
 * on PostgreSQL other test files' bookings in flight must not look lapsed to this file's background run).
 */
const crashedBooking = async (id: string, reachedCarrier: boolean) => {
  await t.database.db
    .update(orders)
    .set({ bookingUntil: new Date(Date.now() - 1_000), carrierContactedAt: new Date(), pickupDate: ISO_PICKUP() })
    .where(eq(orders.id, id));
  if (reachedCarrier) {
    await carrier('/api/v1/shipments', { reference: id, pickupDate: ISO_PICKUP(), product: 'STEPPE_ECONOMY', places: 1 });
  }
};

describe('sending and cancelling at once', () => {
  it('50 races: booked with its number and the cancel a request, or cancelled and refunded with nothing live at the carrier', async () => {
    const { token, ids } = await paidOrders(50);
    const answers = new Map<string, { send: number; cancel: number; cancelStatus: string }>();
    const delays = [0, 5, 20, 0, 50];
    for (let round = 0; round < 5; round++) {
      await carrier('/sandbox/settings', { bookingDelayMs: delays[round] });
      const batch = ids.slice(round * 10, round * 10 + 10);
      await Promise.all(
        batch.map(async (id, i) => {
          // Either one may leave first.
          const [sent, cancelled] =
            i % 2 === 0
              ? await Promise.all([send(token, id), cancel(token, id)])
              : await Promise.all([cancel(token, id), send(token, id)]).then(([c, s]) => [s, c] as const);
          answers.set(id, { send: sent.status, cancel: cancelled.status, cancelStatus: cancelled.body.status });
        }),
      );
    }
    await carrier('/sandbox/settings', { bookingDelayMs: 0 });

    const outcomes: Record<string, number> = {};
    for (const id of ids) {
      const order = await detail(token, id);
      const live = (await shipmentsOf(id)).filter((s) => s.status === 'booked');
      const answer = answers.get(id);
      const where = `${id}: ${JSON.stringify({ answer, status: order.status, live })}`;
      expect(answer?.cancel, where).toBe(200);
      expect([200, 409], where).toContain(answer?.send);
      outcomes[order.status] = (outcomes[order.status] ?? 0) + 1;
      if (order.status === 'cancelled') {
        expect(order.paymentStatus, where).toBe('refunded');
        expect(live, where).toEqual([]);
        expect(answer?.send, where).toBe(409);
      } else {
        expect(order.status, where).toBe('cancellation_requested');
        expect(answer?.cancelStatus, where).toBe('cancellation_requested');
        expect(order.paymentStatus, where).toBe('paid');
        expect(order.carrierTrackingNumber, where).toMatch(/^SE\d{10}$/);
        expect(
          live.map((s) => s.trackingNumber),
          where,
        ).toEqual([order.carrierTrackingNumber]);
        expect(order.history.map((h: { status: string }) => h.status)).toEqual([
          'formed',
          'paid',
          'sent',
          'cancellation_requested',
        ]);
      }
    }
    expect((outcomes.cancelled ?? 0) + (outcomes.cancellation_requested ?? 0)).toBe(50);
    // None of them is handed over without its carrier's number (asked of the table itself, not only the API).
    const all = await t.database.db
      .select({ status: orders.status, number: orders.carrierTrackingNumber })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(all.filter((o) => ['sent', 'cancellation_requested'].includes(o.status) && !o.number)).toEqual([]);
    expect(await t.app.payments.invariants()).toEqual(BALANCED);
  });
});

describe('a cancel while the carrier is booking', () => {
  it('waits for the booking and becomes a request for the operator', async () => {
    const { token, ids } = await paidOrders(1);
    const [id] = ids as [string];
    await carrier('/sandbox/settings', { bookingDelayMs: 3_000 });
    const sending = send(token, id);
    // The booking state is committed before the carrier is called.
    for (let i = 0; i < 120; i++) {
      const [row] = await t.database.db.select({ until: orders.bookingUntil }).from(orders).where(eq(orders.id, id));
      if (row?.until) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const cancelled = await cancel(token, id);
    const sent = await sending;
    await carrier('/sandbox/settings', { bookingDelayMs: 0 });
    expect(sent.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancellation_requested',
      carrierTrackingNumber: sent.body.carrierTrackingNumber,
    });
    expect((await shipmentsOf(id)).map((s) => s.status)).toEqual(['booked']);
  });
});

describe('a booking the process died in', () => {
  it('a retried send books the same shipment once the booking state has lapsed; so does the background run', async () => {
    const { token, ids } = await paidOrders(2);
    const [retried, resumed] = ids as [string, string];
    await crashedBooking(retried, true);
    await crashedBooking(resumed, true);
    const [held] = await shipmentsOf(retried);
    const sent = await send(token, retried);
    expect(sent.status).toBe(200);
    expect(sent.body.carrierTrackingNumber).toBe(held?.trackingNumber);
    expect(await detail(token, retried)).toMatchObject({ status: 'sent', carrierTrackingNumber: held?.trackingNumber });

    await t.app.orders.syncCarriers();
    const [booked] = await shipmentsOf(resumed);
    expect(await detail(token, resumed)).toMatchObject({ status: 'sent', carrierTrackingNumber: booked?.trackingNumber });
    expect((await shipmentsOf(resumed)).filter((s) => s.status === 'booked')).toHaveLength(1);
  });

  it('a cancel after the booking state lapsed refunds and cancels at the carrier, retried until the carrier confirms', async () => {
    const { token, ids } = await paidOrders(2);
    const [reached, lost] = ids as [string, string];
    await crashedBooking(reached, true);
    await crashedBooking(lost, false);
    await carrier('/sandbox/settings', { cancelFails: true });
    for (const id of [reached, lost]) {
      const cancelled = await cancel(token, id);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    }
    expect((await shipmentsOf(reached)).map((s) => s.status)).toEqual(['booked']);
    await t.app.orders.syncCarriers();
    expect((await shipmentsOf(reached)).map((s) => s.status)).toEqual(['booked']);
    await carrier('/sandbox/settings', { cancelFails: false });
    await t.app.orders.syncCarriers();
    expect((await shipmentsOf(reached)).map((s) => s.status)).toEqual(['cancelled']);
    // The booking that never reached the carrier cannot arrive later either: the carrier refuses it.
    const late = await fetch(`${t.carrierUrls.STEPPE}/api/v1/shipments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference: lost, pickupDate: ISO_PICKUP() }),
    });
    expect(late.status).toBe(409);
    expect(await shipmentsOf(lost)).toEqual([]);
    expect(await t.app.payments.invariants()).toEqual(BALANCED);
  });
});
