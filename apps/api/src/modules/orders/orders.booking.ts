import { checkPickupDate, earliestPickupDate, type OrderParty, tiynToTenge } from '@jetkiz/domain';
import { type CarrierPort, CarrierRefusedError } from '../../adapters/carriers/index.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type OrdersContext, partyName } from './orders.context.ts';
import { type OrderRow, ordersRepository as repo } from './orders.repository.ts';
import { expectedDates } from './orders.views.ts';

/** The order's booking with its carrier: the booking state, the call, its cancellation, the background debt. */

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const isBooking = (ctx: OrdersContext, order: OrderRow) =>
  order.status === 'paid' && order.bookingUntil !== null && order.bookingUntil.getTime() > ctx.now();

export const owesCarrierCancel = (ctx: OrdersContext, order: OrderRow) =>
  order.status === 'cancelled' &&
  order.carrierContactedAt !== null &&
  order.carrierCancelledAt === null &&
  !isBooking(ctx, order);

/**
 * Runs `step` in a transaction until it answers: `undefined` means «a booking is in flight», and the step is
 * tried again shortly. The wait is bounded: a booking state ends by itself when its lease lapses.
 */
export const whenNotBooking = async <T>(ctx: OrdersContext, step: (tx: Tx) => Promise<T | undefined>): Promise<T> => {
  for (;;) {
    const result = await ctx.db.transaction(step);
    if (result !== undefined) return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Puts a locked paid order into its booking state (committed with the caller's transaction). */
export const claimBooking = (ctx: OrdersContext, tx: Tx, order: OrderRow, pickupDate: string) =>
  repo.update(tx, order.id, {
    bookingUntil: new Date(ctx.now() + ctx.bookingLeaseMs),
    carrierContactedAt: order.carrierContactedAt ?? new Date(ctx.now()),
    pickupDate,
  });

/** A call to the order's carrier; its refusal keeps its reason, its silence says «try later». */
export const carrierCall = async (ctx: OrdersContext, order: OrderRow, call: (carrier: CarrierPort) => Promise<void>) => {
  const carrier = ctx.carrier(order.carrier);
  if (!carrier) throw new AppError('COURIER_NOT_AVAILABLE');
  try {
    await call(carrier);
  } catch (error) {
    if (error instanceof CarrierRefusedError) throw new AppError('COURIER_NOT_AVAILABLE', { description: error.message });
    throw new AppError('CARRIER_BOOKING_FAILED', { description: reasonOf(error) });
  }
};

/**
 * Cancels a cancelled order's booking at its carrier, by our order id; a failure is kept on the order and the
 * background run (`syncCarriers`) tries again until the carrier confirms.
 */
export const cancelAtCarrier = async (ctx: OrdersContext, order: OrderRow): Promise<boolean> => {
  try {
    const carrier = ctx.carrier(order.carrier);
    if (!carrier) throw new Error(`carrier ${order.carrier} is not configured`);
    await carrier.cancel(order.id);
    await repo.update(ctx.db, order.id, { carrierCancelledAt: new Date(ctx.now()), carrierCancelError: null });
    return true;
  } catch (error) {
    await repo.update(ctx.db, order.id, { carrierCancelError: reasonOf(error) });
    return false;
  }
};

/**
 * Books an order that is in its booking state with its carrier and records the answer: sent with the carrier's
 * numbers in one update; a refusal or silence kept as the reason (the order stays paid); and when the order was
 * cancelled meanwhile (its booking state had lapsed), the fresh booking is cancelled at the carrier.
 */
/** `actor`: who sent the order (none when the background run resumes a booking a dead process left). */
export const book = async (
  ctx: OrdersContext,
  order: OrderRow,
  pickupDate: string,
  actor?: { actorId: string; actorName: string | null },
): Promise<OrderRow> => {
  const { db, reference, config } = ctx;
  const carrier = ctx.carrier(order.carrier);
  // Carriers read Russian addresses.
  const party = (p: OrderParty, kato: string, terminalId: number | null) => ({
    name: partyName(p),
    phone: p.phone ?? '',
    address: ctx.addressOf(p, kato, 'ru', terminalId),
  });
  let booked: { shipmentId: string; trackingNumber: string | null };
  try {
    if (!carrier) throw new Error(order.carrierName);
    booked = await carrier.book({
      reference: order.id,
      product: order.product,
      fromKato: order.fromKato,
      toKato: order.toKato,
      fromCity: reference.localityName(order.fromKato, 'ru'),
      toCity: reference.localityName(order.toKato, 'ru'),
      pickupDate,
      places: order.placeCnt,
      chargeableKg: order.chargeableWeight,
      declaredValue: order.declaredValue === null ? null : tiynToTenge(order.declaredValue),
      sender: party(order.sender, order.fromKato, order.terminalFromId),
      receiver: party(order.receiver, order.toKato, order.terminalToId),
      webhookUrl: `${config.publicUrl}/api/order/public/carrier/${order.carrier}/webhook`,
      deliverBy: expectedDates(ctx, { ...order, status: 'sent', pickupDate }).expectedDeliveryTo,
    });
  } catch (error) {
    const reason = reasonOf(error);
    const row = await db.transaction(async (tx) => {
      const locked = await repo.findOwn(tx, order.userId, order.id, true);
      // Another attempt (after a lapse) booked it meanwhile: that booking stands.
      if (!locked || locked.bookedAt) return locked;
      return repo.update(tx, order.id, {
        bookingUntil: null,
        bookingError: reason,
        bookingErrorKind: error instanceof CarrierRefusedError ? 'refused' : 'unavailable',
        ...(locked.status === 'paid' && { pickupDate: null }),
      });
    });
    if (row?.bookedAt) return row;
    // Silence may still have booked it: a cancelled order is cancelled at the carrier all the same.
    if (row && owesCarrierCancel(ctx, row)) await cancelAtCarrier(ctx, row);
    throw new AppError('CARRIER_BOOKING_FAILED', { description: reason, cause: error });
  }
  const row = await db.transaction(async (tx) => {
    const locked = await repo.findOwn(tx, order.userId, order.id, true);
    if (!locked) throw new AppError('NOT_FOUND');
    // Another attempt booked it meanwhile: the carrier gave both the same shipment.
    if (locked.bookedAt) return locked;
    if (locked.status !== 'paid') {
      // Cancelled while the carrier was booking: this booking is cancelled there (again, if it was already).
      return repo.update(tx, locked.id, { bookingUntil: null, carrierShipmentId: booked.shipmentId, carrierCancelledAt: null });
    }
    const at = new Date(ctx.now());
    await repo.addHistory(tx, locked.id, 'sent', at, undefined, actor);
    return repo.update(tx, locked.id, {
      status: 'sent',
      pickupDate,
      // The delivery range counts from the pickup date now: the console's «late» goes by its last day.
      dueOn: expectedDates(ctx, { ...locked, status: 'sent', pickupDate }).expectedDeliveryTo,
      carrierShipmentId: booked.shipmentId,
      carrierTrackingNumber: booked.trackingNumber ?? locked.trackNumber,
      bookedAt: at,
      bookingError: null,
      bookingErrorKind: null,
      bookingUntil: null,
    });
  });
  if (row.bookedAt) return row;
  await cancelAtCarrier(ctx, row);
  throw new AppError('ORDER_NOT_SENDABLE');
};

/**
 * The background run's debt to the carriers: a booking whose process died (its booking state lapsed) is
 * completed — the carrier books our order id once, so asking again is safe — and a cancelled order's booking
 * the carrier has not confirmed cancelled is cancelled again.
 */
export const syncCarriers = async (ctx: OrdersContext) => {
  const { db } = ctx;
  const { abandoned, unconfirmed } = await repo.carrierWork(db, new Date(ctx.now()), 100);
  let resumed = 0;
  let cancelled = 0;
  const now = new Date(ctx.now());
  const earliest = earliestPickupDate(now, ctx.calendar);
  for (const row of abandoned) {
    // The date the customer chose while the send call's rule still accepts it (not past the cut-off, still a working
    // day in the operator's calendar); otherwise the earliest pickup date now.
    const pickupDate = row.pickupDate && checkPickupDate(row.pickupDate, now, ctx.calendar).ok ? row.pickupDate : earliest;
    const claimed = await db.transaction(async (tx) => {
      const locked = await repo.findOwn(tx, row.userId, row.id, true);
      if (!locked || locked.bookedAt || locked.status !== 'paid' || isBooking(ctx, locked)) return undefined;
      return claimBooking(ctx, tx, locked, pickupDate);
    });
    if (!claimed) continue;
    // A refusal is kept on the order (its booking error); the customer sees it and may send again.
    if ((await book(ctx, claimed, pickupDate).catch(() => undefined))?.bookedAt) resumed++;
  }
  for (const row of unconfirmed) if (await cancelAtCarrier(ctx, row)) cancelled++;
  return { resumed, cancelled, owed: abandoned.length + unconfirmed.length - resumed - cancelled };
};
