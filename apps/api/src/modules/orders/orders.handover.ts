import { ERROR_DESCRIPTIONS, ORDER_STATUS_NAMES, type OrderFamily, PICKUP_MESSAGES, TRACKING_MESSAGES } from '@jetkiz/contract';
import { checkPickupDate, fillText, isCourierWindow, isTerminalAddress, type Lang, type OrderStatus } from '@jetkiz/domain';
import type { Tx } from '../../db/client.ts';
import { AppError, inEachLanguage } from '../../errors.ts';
import { actorOf } from '../../lib/access-token.ts';
import type { Auth } from '../identity/index.ts';
import { book, carrierCall, claimBooking, isBooking, whenNotBooking } from './orders.booking.ts';
import type { OrdersContext } from './orders.context.ts';
import { assertNotHeld } from './orders.extras.ts';
import { type CourierRow, type OrderRow, ordersRepository as repo } from './orders.repository.ts';

/** The hand-over: booking a paid order with its carrier, the courier, and what tracking moves on the order. */

/**
 * `POST /order/protected[/jur[/priority]]/send/{id}?pickupDate=`: books a paid order with its tariff's carrier.
 * The order first goes into its booking state (committed), then the carrier is called outside any transaction;
 * a second send or a cancel meanwhile waits for the answer. The carrier books our order id once, so a retry (or
 * two clicks, or a take-over after a crash) answers the same shipment; a failed booking leaves the order paid
 * and unsent with the reason kept.
 */
export const sendOrder = async (
  ctx: OrdersContext,
  auth: Auth,
  family: OrderFamily,
  id: string,
  pickupDate: string,
  lang: Lang,
) => {
  const pickup = checkPickupDate(pickupDate, new Date(ctx.now()), ctx.calendar);
  if (!pickup.ok) throw new AppError('VALIDATION', { fields: { pickupDate: PICKUP_MESSAGES[pickup.problem] } });
  await ctx.identity.assertCanWrite(auth);
  const order = await ctx.ownOrder(auth, family, id);
  const answer = (row: OrderRow) => ({
    orderNum: row.orderNumber,
    trackNumber: row.trackNumber,
    carrierTrackingNumber: row.carrierTrackingNumber,
    pickupDate: row.pickupDate ?? pickup.value,
  });
  if (order.bookedAt) return answer(order);
  // A formed order of a post-paid company goes on credit: its credit lock comes before the order's row lock.
  const mayTakeCredit = order.status === 'formed' && order.paymentStatus === 'unpaid';
  const claimed = await whenNotBooking<{ booked: OrderRow } | { claimed: OrderRow }>(ctx, async (tx) => {
    if (mayTakeCredit) await repo.lockCredit(tx, auth.userId);
    let locked = await repo.findOwn(tx, auth.userId, id, true);
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.bookedAt) return { booked: locked };
    if (locked.status === 'formed') {
      if (!mayTakeCredit || !(await ctx.takeCredit(tx, auth.userId, locked.totalWithPromo, lang))) {
        throw new AppError('ORDER_NOT_PAID');
      }
      // Billed in the month's act: the order goes on as paid while its payment stays «unpaid» until the act is.
      locked = await repo.setStatus(tx, locked.id, 'paid');
    }
    if (locked.status !== 'paid') throw new AppError('ORDER_NOT_SENDABLE');
    await assertNotHeld(tx, locked.id);
    if (!ctx.carrier(locked.carrier)) throw new AppError('CARRIER_BOOKING_FAILED', { description: locked.carrierName });
    if (isBooking(ctx, locked)) return undefined;
    return { claimed: await claimBooking(ctx, tx, locked, pickup.value) };
  });
  if ('booked' in claimed) return answer(claimed.booked);
  return answer(await book(ctx, claimed.claimed, pickup.value, actorOf(auth)));
};

/**
 * Runs `step` on the order's newest courier request, under the order's courier lock, once no call to the carrier
 * about it is in flight (its lease); the carrier is then called outside any transaction. So the carrier hears an
 * order's courier calls and cancellations in the order they were made: ten calls at once booked ten couriers (ten
 * rows, ten requests to the carrier), and a cancel racing a call could leave us «cancelled» and the carrier «requested».
 */
const whenCourierIdle = <T>(ctx: OrdersContext, orderId: string, step: (tx: Tx, current: CourierRow | undefined) => Promise<T>) =>
  whenNotBooking(ctx, async (tx) => {
    await repo.lockCourier(tx, orderId);
    const current = await repo.courier(tx, orderId);
    if (current?.carrierCallUntil && current.carrierCallUntil.getTime() > ctx.now()) return undefined;
    return { value: await step(tx, current) };
  }).then((done) => done.value);

const courierView = (row: CourierRow) => ({
  status: row.status as 'requested' | 'assigned' | 'cancelled',
  pickupDate: row.pickupDate,
  window: row.window,
});

/** A courier on the pickup date, in a window; one request at a time, cancellable until assigned. */
export const callCourier = async (
  ctx: OrdersContext,
  auth: Auth,
  family: OrderFamily,
  id: string,
  window: string,
  _lang: Lang,
) => {
  if (!isCourierWindow(window)) throw new AppError('VALIDATION', { fields: { window: TRACKING_MESSAGES.window } });
  await ctx.identity.assertCanWrite(auth);
  const order = await ctx.customersOrder(auth, family, id);
  if (order.status !== 'sent' || !order.carrierShipmentId || !order.pickupDate) {
    const status = ORDER_STATUS_NAMES[order.status as OrderStatus];
    throw new AppError('COURIER_NOT_AVAILABLE', {
      description: inEachLanguage((l) => fillText(ERROR_DESCRIPTIONS.courierOrderStatus[l], { status: status[l] })),
    });
  }
  if (isTerminalAddress(order.sender)) {
    throw new AppError('COURIER_NOT_AVAILABLE', { description: ERROR_DESCRIPTIONS.courierTerminal });
  }
  await assertNotHeld(ctx.db, order.id);
  const pickupDate = order.pickupDate;
  const claimed = await whenCourierIdle(ctx, order.id, async (tx, current) => {
    if (current && current.status !== 'cancelled') return { asked: false, row: current };
    const inserted = await repo.insertCourier(tx, {
      orderId: order.id,
      pickupDate,
      window,
      carrierCallUntil: new Date(ctx.now() + ctx.bookingLeaseMs),
    });
    return { asked: true, row: inserted };
  });
  const { row } = claimed;
  if (!claimed.asked) return courierView(row);
  try {
    await carrierCall(ctx, order, (carrier) =>
      carrier.requestCourier(order.carrierShipmentId as string, { date: pickupDate, window }),
    );
  } catch (error) {
    // Not asked after all: the request is taken back, as if never made, so the next call asks again.
    await repo.deleteCourier(ctx.db, row.id);
    throw error;
  }
  await repo.updateCourier(ctx.db, row.id, { carrierCallUntil: null });
  return courierView(row);
};

export const cancelCourier = async (ctx: OrdersContext, auth: Auth, family: OrderFamily, id: string) => {
  const order = await ctx.customersOrder(auth, family, id);
  const current = await whenCourierIdle(ctx, order.id, async (tx, row) => {
    if (!row || row.status === 'cancelled') throw new AppError('NOT_FOUND');
    if (row.status === 'assigned') throw new AppError('COURIER_NOT_AVAILABLE');
    await repo.updateCourier(tx, row.id, { carrierCallUntil: new Date(ctx.now() + ctx.bookingLeaseMs) });
    return row;
  });
  try {
    await carrierCall(ctx, order, (carrier) => carrier.cancelCourier(order.carrierShipmentId as string));
  } catch (error) {
    await repo.updateCourier(ctx.db, current.id, { carrierCallUntil: null });
    throw error;
  }
  await repo.updateCourier(ctx.db, current.id, { status: 'cancelled', carrierCallUntil: null });
  return { status: 'cancelled' as const, pickupDate: current.pickupDate, window: current.window };
};

/**
 * A tracking event has moved a handed-over order (the tracking module decides the status from all events):
 * status and history, the delivery time, and the courier once one is assigned. Inside the event's transaction.
 */
export const applyTracking = async (
  tx: Tx,
  order: OrderRow,
  change: { status: OrderStatus; courierAssigned: boolean; at: Date },
) => {
  if (change.courierAssigned) {
    const courier = await repo.courier(tx, order.id);
    if (courier?.status === 'requested') await repo.setCourierStatus(tx, courier.id, 'assigned');
  }
  if (change.status === order.status) return order;
  await repo.addHistory(tx, order.id, change.status, change.at);
  // A cancellation request the carrier overtook (it collected the parcel first, domain `statusFromEvents`) is closed
  // as lapsed: the customer's page and the console say so, rather than the request vanishing without a word.
  const lapsed = order.status === 'cancellation_requested';
  return repo.update(tx, order.id, {
    status: change.status,
    ...(change.status === 'delivered' && { deliveredAt: change.at }),
    ...(lapsed && { cancellationOutcome: 'lapsed', cancellationReason: null, cancellationDecidedAt: change.at }),
  });
};
