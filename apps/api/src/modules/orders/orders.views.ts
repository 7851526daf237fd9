import {
  deliveryTypeName,
  FIELD_PROBLEMS,
  ORDER_STATUS_NAMES,
  type OrderDetail,
  type OrderFamily,
  type OrderListQuery,
  type OrderSummary,
  parcelContentName,
} from '@jetkiz/contract';
import {
  almatyDate,
  almatyDayRange,
  formatPhone,
  formatPickupDate,
  isOrderStatus,
  type Lang,
  type OrderParty,
  type OrderPaymentStatus,
  type OrderStatus,
  orderDates,
  orderSettlement,
  tiynToTenge,
} from '@jetkiz/domain';
import { AppError } from '../../errors.ts';
import type { Auth } from '../identity/index.ts';
import { type OrdersContext, partyName, statusName } from './orders.context.ts';
import { extrasOf } from './orders.extras.ts';
import { type OrderFilter, type OrderRow, ordersRepository as repo } from './orders.repository.ts';

/** The registry and the order pages: what a customer reads of their orders. */

export const toSummary = (ctx: OrdersContext, row: OrderRow, lang: Lang): OrderSummary => ({
  id: row.id,
  orderNumber: row.orderNumber,
  trackNumber: row.trackNumber,
  clientOrderNumber: row.clientOrderNumber,
  status: row.status,
  statusName: statusName(row.status, lang),
  paymentStatus: row.paymentStatus,
  createdAt: row.createdAt.toISOString(),
  from: ctx.place(row.fromKato, lang),
  to: ctx.place(row.toKato, lang),
  receiverName: row.receiverName,
  receiverPhone: row.receiverPhone,
  totalAmount: tiynToTenge(row.totalAmount),
  totalWithPromo: tiynToTenge(row.totalWithPromo),
  carrier: row.carrierName,
  createdBy: row.actorName ? { name: row.actorName } : null,
});

const partyView = (p: OrderParty) => ({
  companyName: p.companyName ?? null,
  lastName: p.lastName ?? null,
  firstName: p.firstName ?? null,
  middleName: null,
  iinOrBin: p.iinOrBin ?? null,
  phone: p.phone ?? '',
  email: p.email ?? null,
  streetAbbrId: p.streetAbbrId ?? null,
  street: p.street ?? null,
  house: p.house ?? null,
  flat: p.flat ?? null,
  office: p.office ?? null,
  notation: p.notation ?? null,
});

/**
 * The dates of an order by the domain's one rule (`orderDates`): once sent with a pickup date, that date is the
 * expected pickup and the delivery range keeps its length from it; before, the estimates of creation. The planned
 * range stays in the answer after delivery or cancellation (what was promised); `deliveredDate` says what happened.
 */
export const expectedDates = (ctx: OrdersContext, row: OrderRow) => {
  const deliveredOn = row.deliveredAt ? almatyDate(row.deliveredAt) : null;
  const input = {
    status: row.status,
    pickupDate: row.pickupDate,
    estimatedPickupDate: row.estimatedPickupDate,
    estimatedDeliveryFrom: row.estimatedDeliveryFrom,
    estimatedDeliveryTo: row.estimatedDeliveryTo,
    deliveredOn,
  };
  const dates = orderDates(input, ctx.calendar);
  const planned =
    dates.delivery?.kind === 'expected' ? dates : orderDates({ ...input, status: 'planned', deliveredOn: null }, ctx.calendar);
  const range =
    planned.delivery?.kind === 'expected' ? planned.delivery : { from: row.estimatedDeliveryFrom, to: row.estimatedDeliveryTo };
  return {
    expectedPickupDate: planned.pickup?.date ?? row.pickupDate ?? row.estimatedPickupDate,
    expectedDeliveryFrom: range.from,
    expectedDeliveryTo: range.to,
    deliveredDate: dates.delivery?.kind === 'delivered' ? dates.delivery.date : deliveredOn,
  };
};

const courierView = async (ctx: OrdersContext, orderId: string): Promise<OrderDetail['courier']> => {
  const row = await repo.courier(ctx.db, orderId);
  return row
    ? { status: row.status as 'requested' | 'assigned' | 'cancelled', pickupDate: row.pickupDate, window: row.window }
    : null;
};

/**
 * How an order is paid: from the wallet (prepaid); sent unpaid, so on credit (post-paid); a formed (or cancelled)
 * unpaid one as the company's contract stands now.
 */
const billingOf = async (ctx: OrdersContext, row: OrderRow): Promise<'prepaid' | 'postPaid'> => {
  if (row.paymentStatus !== 'unpaid') return 'prepaid';
  if (row.status !== 'formed' && row.status !== 'cancelled') return 'postPaid';
  return (await ctx.credit?.(row.userId))?.postPaid ? 'postPaid' : 'prepaid';
};

export const toDetail = async (ctx: OrdersContext, row: OrderRow, lang: Lang): Promise<OrderDetail> => ({
  ...toSummary(ctx, row, lang),
  carrierTrackingNumber: row.carrierTrackingNumber,
  product: row.product,
  pickupDate: row.pickupDate,
  estimatedPickupDate: row.estimatedPickupDate,
  estimatedDeliveryFrom: row.estimatedDeliveryFrom,
  estimatedDeliveryTo: row.estimatedDeliveryTo,
  declaredPrice: row.declaredValue === null ? null : tiynToTenge(row.declaredValue),
  placeCnt: row.placeCnt,
  chargeableWeight: row.chargeableWeight,
  sender: partyView(row.sender),
  receiver: partyView(row.receiver),
  parcel: { content: parcelContentName(row.content, lang), description: row.description },
  deliveryType: row.deliveryType,
  productSign: row.productSign,
  promoCode: row.promoCode,
  bookingError: row.bookingError,
  bookingErrorKind: row.bookingErrorKind,
  courier: await courierView(ctx, row.id),
  history: (await repo.history(ctx.db, row.id)).map((h) => ({
    status: h.status,
    statusName: statusName(h.status, lang),
    at: h.at.toISOString(),
  })),
  ...expectedDates(ctx, row),
  offerVersion: row.offerVersion,
  billing: await billingOf(ctx, row),
  cancellationDecision:
    row.cancellationOutcome === 'approved' || row.cancellationOutcome === 'declined' || row.cancellationOutcome === 'lapsed'
      ? {
          outcome: row.cancellationOutcome,
          reason: row.cancellationReason,
          at: (row.cancellationDecidedAt ?? row.updatedAt).toISOString(),
        }
      : null,
  extras: await extrasOf(ctx, ctx.db, row, lang),
  ...(await deliveryView(ctx, row, lang)),
});

/** The deliveries part of an order (issue 19): its type's name, packs, point, the return link, the client's date. */
const deliveryView = async (ctx: OrdersContext, row: OrderRow, lang: Lang) => {
  const point = row.pickupPointId === null ? undefined : ctx.reference.pickupPoints.find(row.pickupPointId);
  const [returnOf, returnOrder] = await Promise.all([
    row.returnOfOrderId ? repo.numberOf(ctx.db, row.returnOfOrderId) : undefined,
    repo.returnOrderOf(ctx.db, row.id),
  ]);
  return {
    deliveryTypeName: row.deliveryType === null ? null : deliveryTypeName(row.deliveryType, lang),
    packs: row.packs,
    physWeight: round(
      row.packs.reduce((kg, p) => kg + p.physWeight * p.placeCnt, 0),
      3,
    ),
    volume: round(
      row.packs.reduce((m3, p) => m3 + p.volume * p.placeCnt, 0),
      6,
    ),
    pickupPoint: point
      ? {
          id: point.id,
          name: point.name[lang],
          address: point.address[lang],
          hours: point.hours[lang],
          carrier: point.carrier,
        }
      : null,
    returnOf: returnOf ?? null,
    returnOrder: returnOrder ?? null,
    terminalFrom: ctx.terminalOf(row.terminalFromId, lang),
    terminalTo: ctx.terminalOf(row.terminalToId, lang),
    clientDate: row.clientDate ? formatPickupDate(row.clientDate) : null,
  };
};

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The registry's filter from the query, checked. */
export const filterOf = (
  _ctx: OrdersContext,
  auth: Auth,
  family: OrderFamily,
  query: OrderListQuery,
  _lang: Lang,
): OrderFilter => {
  if (query.status && !isOrderStatus(query.status))
    throw new AppError('VALIDATION', { fields: { status: FIELD_PROBLEMS.unknownValue } });
  const start = query.startDate ? almatyDayRange(query.startDate) : undefined;
  const end = query.endDate ? almatyDayRange(query.endDate) : undefined;
  if (start === null || end === null) {
    throw new AppError('VALIDATION', { fields: { [start === null ? 'startDate' : 'endDate']: FIELD_PROBLEMS.invalid } });
  }
  return {
    userId: auth.userId,
    kind: family === 'priority' ? 'priority' : 'standard',
    status: query.status,
    q: query.q?.trim() || undefined,
    from: start?.from,
    to: end?.to,
    productSign: family === 'priority' ? query.productSign : undefined,
    deliveryType: family === 'priority' ? query.deliveryType : undefined,
  };
};

export const orderStatuses = (lang: Lang) =>
  Object.entries(ORDER_STATUS_NAMES).map(([code, name]) => ({ code, name: name[lang] }));

export const listOrders = async (ctx: OrdersContext, auth: Auth, family: OrderFamily, query: OrderListQuery, lang: Lang) => {
  const page = query.page ?? 0;
  const size = query.itemsPerPage ?? 25;
  const db = ctx.reader ? await ctx.reader(auth.userId) : ctx.db;
  const { rows, total } = await repo.page(db, filterOf(ctx, auth, family, query, lang), page, size);
  return { content: rows.map((r) => toSummary(ctx, r, lang)), totalElements: total, page, itemsPerPage: size };
};

export const orderDetail = async (ctx: OrdersContext, auth: Auth, family: OrderFamily, id: string, lang: Lang) =>
  toDetail(ctx, await ctx.ownOrder(auth, family, id), lang);

/** Everything a waybill and a label print, in the caller's language (carrier and tariff by their display names). */
export const shippingData = async (ctx: OrdersContext, auth: Auth, family: OrderFamily, id: string, lang: Lang) => {
  const order = await ctx.customersOrder(auth, family, id);
  const { reference } = ctx;
  const party = (p: OrderParty, kato: string, terminalId: number | null) => ({
    name: partyName(p),
    // A company's parcel goes to a person: the courier asks for them by name.
    contact: p.companyName?.trim() ? [p.lastName, p.firstName].filter(Boolean).join(' ') || null : null,
    phone: formatPhone(p.phone ?? ''),
    iinOrBin: p.iinOrBin ?? null,
    address: ctx.addressOf(p, kato, lang, terminalId),
    notation: p.notation ?? null,
  });
  const dates = expectedDates(ctx, order);
  // A Shop or AgentPvz parcel is addressed to its store or pickup point.
  const point = order.pickupPointId === null ? undefined : reference.pickupPoints.find(order.pickupPointId);
  const receiver = party(order.receiver, order.toKato, order.terminalToId);
  if (point) receiver.address = `${reference.localityName(point.kato, lang)}, ${point.name[lang]}, ${point.address[lang]}`;
  return {
    order,
    data: {
      orderNumber: order.orderNumber,
      trackNumber: order.trackNumber,
      createdAt: order.createdAt,
      carrier: order.carrierName,
      carrierTrackingNumber: order.carrierTrackingNumber,
      product: ctx.tariffOf(order, lang),
      from: reference.localityName(order.fromKato, lang),
      to: reference.localityName(order.toKato, lang),
      sender: party(order.sender, order.fromKato, order.terminalFromId),
      receiver,
      content: parcelContentName(order.content, lang),
      description: order.description,
      places: order.placeCnt,
      chargeableKg: order.chargeableWeight,
      declared: order.declaredValue,
      total: order.totalAmount,
      totalWithPromo: order.totalWithPromo,
      settlement: orderSettlement({
        status: order.status as OrderStatus,
        paymentStatus: order.paymentStatus as OrderPaymentStatus,
      }),
      pickupDate: order.pickupDate,
      deliveryFrom: dates.expectedDeliveryFrom,
      deliveryTo: dates.expectedDeliveryTo,
      trackingUrl: `${ctx.config.publicUrl}/tracking/${order.trackNumber}`,
      deliveryType: order.deliveryType === null ? null : deliveryTypeName(order.deliveryType, lang),
      packs: order.packs,
    },
  };
};

/** What an order costs and what is due, for its unpaid answer and its invoice. */
export const dueOf = async (ctx: OrdersContext, auth: Auth, id: string) => {
  const order = await repo.findOwn(ctx.db, auth.userId, id);
  if (!order) throw new AppError('NOT_FOUND');
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    total: order.totalAmount,
    due: order.paymentStatus === 'unpaid' && order.status === 'formed' ? order.totalWithPromo : 0,
    price: order.totalWithPromo,
    promoCode: order.promoCode,
    paymentStatus: order.paymentStatus,
    priority: order.kind === 'priority',
  };
};
