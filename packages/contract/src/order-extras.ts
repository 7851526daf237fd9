import type { Localized } from '@jetkiz/domain';
import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { defineOperatorRoute, OPERATOR_ERROR_RESPONSES, StaffReasonSchema } from './operator.ts';
import { Uuid } from './primitives.ts';
import { defineRoute } from './route.ts';

/**
 * Issue 19: what happens to an order after it was created — the late-delivery credit (3 % of the delivery price per
 * Almaty calendar day past the end of the promised range, at most 100 %, credited to the wallet once) and the
 * additional services ordered afterwards (a second delivery attempt, storage beyond the free days, re-packing), each
 * its own charge due within 1 working day; while one is unpaid the order is on hold. Paid after its due day, a service
 * costs the late-payment penalty too (3 % of its price per Almaty calendar day, at most 100 %), shown before paying.
 */

const Money = Type.Number({ description: 'Tenge, at most two decimals' });
const ServiceCode = Type.Union([Type.Literal('SECOND_ATTEMPT'), Type.Literal('STORAGE'), Type.Literal('REPACKING')]);

export const LateCreditSchema = Type.Object({
  daysLate: Type.Integer({ minimum: 1, description: 'Almaty calendar days after the last day of the promised range' }),
  amount: Money,
  at: Type.String({ description: 'When it was credited' }),
  receiptId: Type.String({ description: 'The wallet movement; its receipt at /api/payment/protected/receipt/{id}' }),
});

export const OrderServiceItemSchema = Type.Object({
  id: Type.String(),
  service: ServiceCode,
  name: Type.String(),
  days: Type.Integer({ description: 'Storage days (1 for the other services)' }),
  amount: Money,
  status: Type.Union([Type.Literal('unpaid'), Type.Literal('paid'), Type.Literal('cancelled'), Type.Literal('refunded')]),
  statusName: Type.String(),
  orderedAt: Type.String(),
  dueOn: Type.String({ description: 'The last day to pay (Almaty date): 1 working day after it was ordered' }),
  overdue: Type.Boolean(),
  daysLate: Type.Integer({
    minimum: 0,
    description: 'Almaty calendar days after dueOn: as of today while unpaid, as of the payment once paid',
  }),
  penalty: Money,
  total: Type.Number({
    description: 'Tenge: amount + penalty — what paying now takes from the wallet (unpaid), or what was taken (paid)',
  }),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  receiptId: Type.Union([Type.String(), Type.Null()]),
  penaltyReceiptId: Type.Union([Type.String(), Type.Null()], { description: 'The penalty’s own receipt, when one was paid' }),
  source: Type.Union([Type.Literal('customer'), Type.Literal('staff'), Type.Literal('carrier')]),
});
export type OrderServiceItem = Static<typeof OrderServiceItemSchema>;

export const OrderExtrasSchema = Type.Object({
  lateCredit: Type.Union([LateCreditSchema, Type.Null()]),
  services: Type.Array(OrderServiceItemSchema),
  /** Why the order is held (an additional service unpaid), in the reader's language; null when it is not. */
  hold: Type.Union([Type.String(), Type.Null()]),
  /** The services that may be ordered now, with their prices (per day for storage). */
  available: Type.Array(Type.Object({ service: ServiceCode, name: Type.String(), price: Money })),
});
export type OrderExtras = Static<typeof OrderExtrasSchema>;

export const OrderServiceBodySchema = Type.Object({
  service: ServiceCode,
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, description: 'Storage days; 1 when absent' })),
});
export type OrderServiceBody = Static<typeof OrderServiceBodySchema>;

export const ServicePaymentSchema = Type.Object({
  serviceId: Type.String(),
  /** What was taken from the wallet: the service's price and its late-payment penalty. */
  paid: Money,
  amount: Money,
  penalty: Money,
  daysLate: Type.Integer({ minimum: 0 }),
  penaltyReceiptId: Type.Union([Type.String(), Type.Null()]),
  /** The wallet's balance after paying; null for a company employee without the finance role. */
  balance: Type.Union([Money, Type.Null()]),
  receiptId: Type.String(),
});
export type ServicePayment = Static<typeof ServicePaymentSchema>;

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const IdParams = Type.Object({ id: Uuid('The order id') });
const PayParams = Type.Object({ id: Uuid('The order id'), serviceId: Uuid('The additional service id') });
const tags = ['orders'];
type Url = `/api/${string}`;

const orderServiceRoute = <U extends Url>(family: 'person' | 'company', url: U) =>
  defineRoute({
    method: 'POST',
    url,
    schema: {
      operationId: `orderService_${family}`,
      tags,
      summary: 'Order an additional service for an order (second delivery attempt, storage days, re-packing)',
      params: IdParams,
      body: OrderServiceBodySchema,
      response: { 200: OrderExtrasSchema, ...errors },
    },
  });
export const orderServiceRoute_person = orderServiceRoute('person', '/api/order/protected/services/{id}');
export const orderServiceRoute_company = orderServiceRoute('company', '/api/order/protected/jur/services/{id}');

const payServiceRoute = <U extends Url>(family: 'person' | 'company', url: U) =>
  defineRoute({
    method: 'POST',
    url,
    schema: {
      operationId: `payOrderService_${family}`,
      tags,
      summary:
        'Pay an additional service from the wallet, with its late-payment penalty when past due (once: paying again answers the first payment)',
      params: PayParams,
      response: { 200: ServicePaymentSchema, ...errors },
    },
  });
export const payServiceRoute_person = payServiceRoute('person', '/api/order/protected/services/{id}/pay/{serviceId}');
export const payServiceRoute_company = payServiceRoute('company', '/api/order/protected/jur/services/{id}/pay/{serviceId}');

export const OperatorOrderServiceBodySchema = Type.Object({ ...OrderServiceBodySchema.properties, reason: StaffReasonSchema });
export type OperatorOrderServiceBody = Static<typeof OperatorOrderServiceBodySchema>;

export const operatorAddServiceRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/orders/{id}/services',
  staffRoles: ['operator'],
  writes: true,
  schema: {
    operationId: 'operatorAddOrderService',
    tags: ['operator'],
    summary: 'Add an additional service to an order (the customer pays it within 1 working day; the order is held until then)',
    params: IdParams,
    body: OperatorOrderServiceBodySchema,
    response: { 200: OrderExtrasSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const operatorCancelServiceRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/orders/{id}/services/{serviceId}/cancel',
  staffRoles: ['operator'],
  writes: true,
  schema: {
    operationId: 'operatorCancelOrderService',
    tags: ['operator'],
    summary: 'Cancel an unpaid additional service with a reason (the hold it caused is lifted)',
    params: PayParams,
    body: Type.Object({ reason: StaffReasonSchema }),
    response: { 200: OrderExtrasSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const ORDER_SERVICE_STATUS_NAMES = {
  unpaid: { ru: 'Ожидает оплаты', kk: 'Төлемді күтуде', en: 'Awaiting payment' },
  paid: { ru: 'Оплачено', kk: 'Төленді', en: 'Paid' },
  cancelled: { ru: 'Отменено', kk: 'Күші жойылды', en: 'Cancelled' },
  /** Paid, then given back with its cancelled order. */
  refunded: { ru: 'Возвращено в кошелёк', kk: 'Әмиянға қайтарылды', en: 'Refunded to the wallet' },
} as const satisfies Record<string, Localized>;

/** Texts of late delivery and additional services: the hold reason, the SMS. `{{…}}` are filled in. */
export const ORDER_EXTRAS_TEXTS = {
  hold: {
    ru: 'Заказ приостановлен: не оплачена дополнительная услуга «{{service}}» ({{amount}}, оплатить до {{date}})',
    kk: 'Тапсырыс уақытша тоқтатылды: «{{service}}» қосымша қызметі төленбеген ({{amount}}, төлеу мерзімі — {{date}})',
    en: 'On hold: the additional service “{{service}}” is unpaid ({{amount}}, due by {{date}})',
  },
  /** The same hold once the due day `{{date}}` has passed: the penalty is in `{{amount}}` and grows every day. */
  holdOverdue: {
    ru: 'Заказ приостановлен: не оплачена дополнительная услуга «{{service}}». Срок оплаты истёк {{date}}, за каждый день просрочки начисляется пеня; сейчас к оплате {{amount}}',
    kk: 'Тапсырыс уақытша тоқтатылды: «{{service}}» қосымша қызметі төленбеген. Төлеу мерзімі өтіп кетті: {{date}}, кешіктірілген әр күн үшін өсімпұл есептеледі; қазір төленетін сома — {{amount}}',
    en: 'On hold: the additional service “{{service}}” is unpaid. Payment was due on {{date}} and a penalty is added for every day overdue; {{amount}} to pay now',
  },
  lateCreditSms: {
    ru: 'Jetkiz: заказ {{number}} доставлен с опозданием (дней просрочки: {{days}}). На ваш кошелёк зачислена компенсация {{amount}}.',
    kk: 'Jetkiz: {{number}} тапсырысы кешігіп жеткізілді (кешіккен күн саны: {{days}}). Әмияныңызға {{amount}} өтемақы есептелді.',
    en: 'Jetkiz: order {{number}} was delivered late (days late: {{days}}). {{amount}} has been credited to your wallet.',
  },
  /**
   * Says the late-payment penalty (`{{rate}}` a day, the domain's `PENALTY_BASIS_POINTS_PER_DAY`) paid after the due
   * day `{{date}}`. At most three parts with the longest service name (contract tests: `order-extras-sms.test.ts`).
   */
  serviceSms: {
    ru: 'Jetkiz: к заказу {{number}} добавлена услуга «{{service}}» — {{amount}}. Оплатите до {{date}}, после срока — пеня {{rate}} в день. До оплаты заказ приостановлен.',
    kk: 'Jetkiz: {{number}} тапсырысына «{{service}}» қызметі қосылды — {{amount}}. Төлеу мерзімі — {{date}}, одан кейін күніне {{rate}} өсімпұл. Төленгенше тапсырыс тоқтатылады.',
    en: 'Jetkiz: “{{service}}” was added to order {{number}}, {{amount}}. Pay by {{date}}, then a {{rate}} penalty a day. Until paid, the order is on hold.',
  },
} as const satisfies Record<string, Localized>;
