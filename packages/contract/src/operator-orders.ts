import type { Localized } from '@jetkiz/domain';
import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { defineOperatorRoute, OPERATOR_ERROR_RESPONSES, OperatorPageQuery, STAFF_READ, StaffReasonSchema } from './operator.ts';
import { OrderDetailSchema, OrderSummarySchema } from './orders.ts';
import { Uuid } from './primitives.ts';

/**
 * The operator console's orders (issue 18): every order with filters, an order's detail with its carrier's events,
 * the customers' cancellation requests (approve: cancelled at the carrier, then refunded to the wallet; decline with
 * a reason the customer reads) and a status correction with a reason when a carrier's data is wrong.
 */

/** An order's status, each named (a mapped union would type as nothing). */
const StatusSchema = Type.Union([
  Type.Literal('formed'),
  Type.Literal('paid'),
  Type.Literal('sent'),
  Type.Literal('in_transit'),
  Type.Literal('arrived'),
  Type.Literal('out_for_delivery'),
  Type.Literal('delivered'),
  Type.Literal('cancellation_requested'),
  Type.Literal('cancelled'),
]);

const Customer = Type.Object({ id: Type.String(), name: Type.String(), phone: Type.String() });

export const OperatorOrderItemSchema = Type.Object({
  ...OrderSummarySchema.properties,
  carrierName: Type.String(),
  estimatedDeliveryTo: Type.String({ description: 'The last day of the delivery range (Almaty date)' }),
  late: Type.Boolean({ description: 'Past the end of its delivery range and not delivered (nor cancelled)' }),
  customer: Customer,
});
export type OperatorOrderItem = Static<typeof OperatorOrderItemSchema>;

export const OperatorOrderPageSchema = Type.Object({
  content: Type.Array(OperatorOrderItemSchema),
  totalElements: Type.Integer(),
  /** Counting stops at 1,000: a broader filter says «more than 1,000». */
  totalCapped: Type.Boolean({ description: 'true: there are at least totalElements orders (the count stops at 1,000)' }),
  page: Type.Integer(),
  itemsPerPage: Type.Integer(),
});
export type OperatorOrderPage = Static<typeof OperatorOrderPageSchema>;

export const OPERATOR_ORDERS_COUNT_CAP = 1_000;

export const OperatorOrderQuerySchema = Type.Object({
  ...OperatorPageQuery,
  status: Type.Optional(StatusSchema),
  carrier: Type.Optional(Type.String({ maxLength: 40, description: 'The carrier’s code (JETKIZ, STEPPE…)' })),
  startDate: Type.Optional(Type.String({ format: 'iso-date', description: 'Created on or after (Almaty date)' })),
  endDate: Type.Optional(Type.String({ format: 'iso-date', description: 'Created on or before (Almaty date)' })),
  region: Type.Optional(
    Type.String({ pattern: '^[0-9]{2}$', description: 'KATO region (two digits) of the sender or the receiver' }),
  ),
  late: Type.Optional(Type.Boolean({ description: 'Only late orders' })),
  q: Type.Optional(Type.String({ maxLength: 40, description: 'An order number, a track number or a carrier’s number' })),
});
export type OperatorOrderQuery = Static<typeof OperatorOrderQuerySchema>;

export const OperatorOrderDetailSchema = Type.Object({
  ...OrderDetailSchema.properties,
  carrierName: Type.String(),
  late: Type.Boolean(),
  customer: Customer,
  carrierShipmentId: Type.Union([Type.String(), Type.Null()]),
  bookedAt: Type.Union([Type.String(), Type.Null()]),
  carrierCancelledAt: Type.Union([Type.String(), Type.Null()]),
  carrierCancelError: Type.Union([Type.String(), Type.Null()]),
  /** Every status change, with who made it and the operator's reason. */
  statusLog: Type.Array(
    Type.Object({
      status: Type.String(),
      statusName: Type.String(),
      at: Type.String(),
      by: Type.Union([Type.String(), Type.Null()], { description: 'Who: a customer, an employee or staff; null: a carrier' }),
      note: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  /** What the carrier said about the parcel, oldest first. */
  carrierEvents: Type.Array(
    Type.Object({
      event: Type.String(),
      eventName: Type.String(),
      carrierCode: Type.String(),
      occurredAt: Type.String(),
      place: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type OperatorOrderDetail = Static<typeof OperatorOrderDetailSchema>;

export const DeclineCancellationBodySchema = Type.Object({ reason: StaffReasonSchema });
export const CorrectStatusBodySchema = Type.Object({ status: StatusSchema, reason: StaffReasonSchema });
export type CorrectStatusBody = Static<typeof CorrectStatusBodySchema>;

const OrderParams = Type.Object({ id: Uuid('The order id') });
const tags = ['operator'];
const writeResponses = { 200: OperatorOrderDetailSchema, ...OPERATOR_ERROR_RESPONSES, 502: ErrorSchema };

export const operatorOrdersRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/orders',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorOrders',
    tags,
    summary: 'Every order, newest first, by status, carrier, dates, region and lateness (paged)',
    querystring: OperatorOrderQuerySchema,
    response: { 200: OperatorOrderPageSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const operatorOrderDetailRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/orders/{id}',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorOrderDetail',
    tags,
    summary: 'An order with its customer, its status log and its carrier’s events',
    params: OrderParams,
    response: { 200: OperatorOrderDetailSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const approveCancellationRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/orders/{id}/cancellation/approve',
  staffRoles: ['operator'],
  writes: true,
  schema: {
    operationId: 'operatorApproveCancellation',
    tags,
    summary: 'Approve a cancellation request: cancelled at the carrier first, then the payment back to the wallet',
    params: OrderParams,
    response: writeResponses,
  },
});

export const declineCancellationRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/orders/{id}/cancellation/decline',
  staffRoles: ['operator'],
  writes: true,
  schema: {
    operationId: 'operatorDeclineCancellation',
    tags,
    summary: 'Decline a cancellation request with a reason the customer reads; the order goes on',
    params: OrderParams,
    body: DeclineCancellationBodySchema,
    response: writeResponses,
  },
});

export const correctOrderStatusRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/orders/{id}/status',
  staffRoles: ['operator'],
  writes: true,
  schema: {
    operationId: 'operatorCorrectOrderStatus',
    tags,
    summary: 'Correct the status a carrier’s wrong data set, with a reason (among the carrier’s statuses only)',
    params: OrderParams,
    body: CorrectStatusBodySchema,
    response: writeResponses,
  },
});

export const OPERATOR_ORDER_ROUTES = [
  operatorOrdersRoute,
  operatorOrderDetailRoute,
  approveCancellationRoute,
  declineCancellationRoute,
  correctOrderStatusRoute,
] as const;

/** The customer's order page about the operator's decision on their cancellation request. */
export const CANCELLATION_DECISION_TEXTS = {
  approved: {
    ru: 'Отмена подтверждена, оплата возвращена в кошелёк',
    kk: 'Бас тарту расталды, төлем әмиянға қайтарылды',
    en: 'The cancellation is approved and the payment is back in your wallet',
  },
  declined: {
    ru: 'В отмене отказано',
    kk: 'Бас тартуға рұқсат берілмеді',
    en: 'The cancellation was declined',
  },
} as const satisfies Record<string, Localized>;

/** The regions of Kazakhstan by their KATO code (two digits), for the console's region filter. */
export const KATO_REGION_NAMES = {
  '10': { ru: 'Область Абай', kk: 'Абай облысы', en: 'Abai Region' },
  '11': { ru: 'Акмолинская область', kk: 'Ақмола облысы', en: 'Akmola Region' },
  '15': { ru: 'Актюбинская область', kk: 'Ақтөбе облысы', en: 'Aktobe Region' },
  '19': { ru: 'Алматинская область', kk: 'Алматы облысы', en: 'Almaty Region' },
  '23': { ru: 'Атырауская область', kk: 'Атырау облысы', en: 'Atyrau Region' },
  '27': { ru: 'Западно-Казахстанская область', kk: 'Батыс Қазақстан облысы', en: 'West Kazakhstan Region' },
  '31': { ru: 'Жамбылская область', kk: 'Жамбыл облысы', en: 'Jambyl Region' },
  '33': { ru: 'Область Жетісу', kk: 'Жетісу облысы', en: 'Jetisu Region' },
  '35': { ru: 'Карагандинская область', kk: 'Қарағанды облысы', en: 'Karaganda Region' },
  '39': { ru: 'Костанайская область', kk: 'Қостанай облысы', en: 'Kostanay Region' },
  '43': { ru: 'Кызылординская область', kk: 'Қызылорда облысы', en: 'Kyzylorda Region' },
  '47': { ru: 'Мангистауская область', kk: 'Маңғыстау облысы', en: 'Mangystau Region' },
  '55': { ru: 'Павлодарская область', kk: 'Павлодар облысы', en: 'Pavlodar Region' },
  '59': { ru: 'Северо-Казахстанская область', kk: 'Солтүстік Қазақстан облысы', en: 'North Kazakhstan Region' },
  '61': { ru: 'Туркестанская область', kk: 'Түркістан облысы', en: 'Turkistan Region' },
  '62': { ru: 'Область Ұлытау', kk: 'Ұлытау облысы', en: 'Ulytau Region' },
  '63': { ru: 'Восточно-Казахстанская область', kk: 'Шығыс Қазақстан облысы', en: 'East Kazakhstan Region' },
  '71': { ru: 'Астана', kk: 'Астана қаласы', en: 'Astana' },
  '75': { ru: 'Алматы', kk: 'Алматы қаласы', en: 'Almaty' },
  '79': { ru: 'Шымкент', kk: 'Шымкент қаласы', en: 'Shymkent' },
} as const satisfies Record<string, Localized>;
