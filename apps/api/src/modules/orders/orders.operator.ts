import { OPERATOR_ORDERS_COUNT_CAP, type OperatorOrderQuery, STATUS_CORRECTION_REFUSED } from '@jetkiz/contract';
import {
  almatyDate,
  almatyDayRange,
  fillText,
  isOrderStatus,
  type Lang,
  type OrderStatus,
  statusCorrection,
  tiynToTenge,
} from '@jetkiz/domain';
import { CarrierRefusedError } from '../../adapters/carriers/index.ts';
import { AppError, inEachLanguage } from '../../errors.ts';
import { whenNotBooking } from './orders.booking.ts';
import { type OrdersContext, statusName } from './orders.context.ts';
import { refundPaidServices } from './orders.extras.ts';
import { type OrderRow, ordersRepository as repo } from './orders.repository.ts';
import { toDetail, toSummary } from './orders.views.ts';

/**
 * The operator console's orders (issue 18): every customer's orders with filters, an order as the operator reads
 * it, the decision on a cancellation request and the correction of a status a carrier's wrong data set. Who acts is
 * a staff member (`actor`): the status history records them like a customer's employee.
 */

export type StaffActor = { actorId: string; actorName: string | null };

const isLateRow = (row: OrderRow, today: string) =>
  row.status !== 'delivered' && row.status !== 'cancelled' && (row.dueOn ?? row.estimatedDeliveryTo) < today;

const operatorItem = (ctx: OrdersContext, row: OrderRow, today: string, lang: Lang) => ({
  ...toSummary(ctx, row, lang),
  carrierName: row.carrierName,
  estimatedDeliveryTo: row.dueOn ?? row.estimatedDeliveryTo,
  late: isLateRow(row, today),
  userId: row.userId,
});

export const operatorOrders = async (ctx: OrdersContext, query: OperatorOrderQuery, lang: Lang) => {
  const page = query.page ?? 0;
  const size = query.itemsPerPage ?? 25;
  const start = query.startDate ? almatyDayRange(query.startDate) : undefined;
  const end = query.endDate ? almatyDayRange(query.endDate) : undefined;
  if (start === null || end === null) throw new AppError('VALIDATION');
  const today = almatyDate(new Date(ctx.now()));
  const { rows, total, capped } = await repo.operatorPage(
    ctx.db,
    {
      status: query.status,
      carrier: query.carrier?.trim() || undefined,
      from: start?.from,
      to: end?.to,
      region: query.region,
      lateOn: query.late ? today : undefined,
      q: query.q?.trim() || undefined,
    },
    page,
    size,
    OPERATOR_ORDERS_COUNT_CAP,
  );
  return {
    content: rows.map((row) => operatorItem(ctx, row, today, lang)),
    totalElements: total,
    totalCapped: capped,
    page,
    itemsPerPage: size,
  };
};

const orderOf = async (ctx: OrdersContext, id: string) => {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/** An order as the operator reads it: the customer's view, the carrier's side and every status change with its note. */
export const operatorOrderDetail = async (ctx: OrdersContext, id: string, lang: Lang) => {
  const row = await orderOf(ctx, id);
  const today = almatyDate(new Date(ctx.now()));
  return {
    ...(await toDetail(ctx, row, lang)),
    carrierName: row.carrierName,
    late: isLateRow(row, today),
    userId: row.userId,
    carrierShipmentId: row.carrierShipmentId,
    bookedAt: row.bookedAt?.toISOString() ?? null,
    carrierCancelledAt: row.carrierCancelledAt?.toISOString() ?? null,
    carrierCancelError: row.carrierCancelError,
    statusLog: (await repo.history(ctx.db, row.id)).map((h) => ({
      status: h.status,
      statusName: statusName(h.status, lang),
      at: h.at.toISOString(),
      by: h.actorName,
      note: h.note,
    })),
  };
};

/** What the audit log keeps of an order before and after a change. */
export const auditView = (row: OrderRow) => ({
  status: row.status,
  paymentStatus: row.paymentStatus,
  carrierCancelledAt: row.carrierCancelledAt?.toISOString() ?? null,
  cancellationOutcome: row.cancellationOutcome,
  cancellationReason: row.cancellationReason,
  refunded: row.paymentStatus === 'refunded' ? tiynToTenge(row.totalWithPromo) : null,
});

/** An approval is asking the carrier to cancel this order right now (its lease holds). */
const isDeciding = (ctx: OrdersContext, order: OrderRow) =>
  order.cancellationDecidingUntil !== null && order.cancellationDecidingUntil.getTime() > ctx.now();

/**
 * Approves a cancellation request. The request is first taken (a lease, committed), then the carrier is asked,
 * outside any transaction: a carrier that refuses (the parcel is collected) or does not answer leaves the request
 * open and nothing changed. Once it has cancelled, the order is cancelled and its payment refunded to the wallet
 * through the ledger in one transaction under the order's lock — the refund's key is the order's, so it is paid once
 * however often this runs. A decline or a second approval meanwhile waits for the carrier's answer: an approval and a
 * decline at once had the carrier cancel the parcel while the decline sent the order on («sent», paid, never to
 * arrive). The order was booked before it was asked (a request comes only from «sent»), so no booking is in flight.
 */
export const approveCancellation = async (ctx: OrdersContext, id: string, actor: StaffActor, lang: Lang) => {
  const order = await whenNotBooking(ctx, async (tx) => {
    const locked = await repo.findById(tx, id, true);
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.status !== 'cancellation_requested') throw new AppError('NO_CANCELLATION_REQUEST');
    if (isDeciding(ctx, locked)) return undefined;
    return repo.update(tx, locked.id, { cancellationDecidingUntil: new Date(ctx.now() + ctx.bookingLeaseMs) });
  });
  if (order.carrierContactedAt && !order.carrierCancelledAt) {
    try {
      const carrier = ctx.carrier(order.carrier);
      if (!carrier) throw new AppError('CARRIER_CANCEL_FAILED', { description: order.carrierName });
      await carrier.cancel(order.id);
    } catch (error) {
      await repo.update(ctx.db, order.id, { cancellationDecidingUntil: null });
      if (error instanceof AppError) throw error;
      if (error instanceof CarrierRefusedError) throw new AppError('CARRIER_CANCEL_REFUSED', { description: error.message });
      throw new AppError('CARRIER_CANCEL_FAILED', { description: error instanceof Error ? error.message : String(error) });
    }
  }
  return ctx.db.transaction(async (tx) => {
    const locked = await repo.findById(tx, id, true);
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.status !== 'cancellation_requested') throw new AppError('NO_CANCELLATION_REQUEST');
    const at = new Date(ctx.now());
    const paid = locked.paymentStatus === 'paid';
    if (paid) await ctx.payments.refundOrder(tx, { ...ctx.moneyOf(locked), actor }, lang);
    await refundPaidServices(ctx, tx, locked, actor, lang);
    await ctx.payments.releasePromo(tx, locked.id);
    await repo.addHistory(tx, locked.id, 'cancelled', at, paid ? 'refunded' : undefined, actor);
    const after = await repo.update(tx, locked.id, {
      status: 'cancelled',
      ...(paid && { paymentStatus: 'refunded' }),
      ...(locked.carrierContactedAt && { carrierCancelledAt: at, carrierCancelError: null }),
      cancellationOutcome: 'approved',
      cancellationReason: null,
      cancellationDecidedAt: at,
      cancellationDecidingUntil: null,
    });
    return { before: locked, after };
  });
};

/**
 * Declines a cancellation request: the order goes on (back to «sent»), the customer reads the reason on its page. An
 * approval asking the carrier meanwhile is waited for (its answer decides).
 */
export const declineCancellation = (ctx: OrdersContext, id: string, reason: string, actor: StaffActor) =>
  whenNotBooking(ctx, async (tx) => {
    const locked = await repo.findById(tx, id, true);
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.status !== 'cancellation_requested') throw new AppError('NO_CANCELLATION_REQUEST');
    if (isDeciding(ctx, locked)) return undefined;
    const at = new Date(ctx.now());
    const text = reason.trim();
    await repo.addHistory(tx, locked.id, 'sent', at, text, actor);
    const after = await repo.update(tx, locked.id, {
      status: 'sent',
      cancellationOutcome: 'declined',
      cancellationReason: text,
      cancellationDecidedAt: at,
    });
    return { before: locked, after };
  });

/**
 * Corrects a status a carrier's wrong data set (domain `statusCorrection`: along the order's life, or the operator's
 * documented override among the carrier's statuses; never into or out of a status that moves money). Delivered gets
 * its time; leaving delivered clears it.
 */
export const correctStatus = (ctx: OrdersContext, id: string, to: string, reason: string, actor: StaffActor, _lang: Lang) =>
  ctx.db.transaction(async (tx) => {
    const locked = await repo.findById(tx, id, true);
    if (!locked) throw new AppError('NOT_FOUND');
    if (!isOrderStatus(to) || !isOrderStatus(locked.status)) throw new AppError('STATUS_CORRECTION_NOT_ALLOWED');
    const from: OrderStatus = locked.status;
    const check = statusCorrection(from, to);
    if (!check.ok) {
      throw new AppError('STATUS_CORRECTION_NOT_ALLOWED', {
        description: inEachLanguage((l) =>
          fillText(STATUS_CORRECTION_REFUSED[l], { from: statusName(from, l), to: statusName(to, l) }),
        ),
      });
    }
    const at = new Date(ctx.now());
    await repo.addHistory(tx, locked.id, to, at, reason.trim(), actor);
    const after = await repo.update(tx, locked.id, {
      status: to,
      ...(to === 'delivered' && { deliveredAt: at }),
      ...(from === 'delivered' && { deliveredAt: null }),
    });
    return { before: locked, after, override: check.override };
  });

/** A customer's newest orders (the console's customer page). */
export const customerOrders = async (ctx: OrdersContext, userId: string, limit: number, lang: Lang) => {
  const { rows, total } = await repo.ofCustomer(ctx.db, userId, limit);
  return { orders: rows.map((row) => toSummary(ctx, row, lang)), total };
};
