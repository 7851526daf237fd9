import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { Uuid } from './primitives.ts';
import { defineRoute } from './route.ts';

/** Spec §7 «Payments»: the wallet, card top-up through the bank's widget, promo codes, invoices and receipts. */

const Money = Type.Number({ description: 'Tenge, at most two decimals' });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const Pdf = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });
const IdParams = Type.Object({ id: Uuid() });
const tag = ['payments'];
type Url = `/api/${string}`;

export const BalanceSchema = Type.Record(Type.String(), Money, {
  description: 'Balance by currency code; always has KZT',
  examples: [{ KZT: 12_345.5 }],
});
export type Balance = Static<typeof BalanceSchema>;

const balanceRoute = <U extends Url>(who: 'person' | 'company', url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `getBalance_${who}`,
      tags: tag,
      summary: 'Wallet balance, derived from the ledger',
      response: { 200: BalanceSchema, ...errors },
    },
  });
export const balanceRoute_person = balanceRoute('person', '/api/payment/protected/balance');
export const balanceRoute_company = balanceRoute('company', '/api/payment/protected/jur/balance');

export const PromoCodeViewSchema = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal('percent'), Type.Literal('fixed')]),
  /** Percent (10 = 10 %) or tenge. */
  value: Type.Number(),
  validFrom: Type.String(),
  validTo: Type.String(),
});
export type PromoCodeView = Static<typeof PromoCodeViewSchema>;

const promoRoute = <U extends Url>(who: 'person' | 'company', url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `checkPromoCode_${who}`,
      tags: tag,
      summary: 'A promo code the caller may use now (404 unknown, 409 with the reason otherwise)',
      params: Type.Object({ code: Type.String({ maxLength: 40 }) }),
      response: { 200: PromoCodeViewSchema, ...errors },
    },
  });
export const promoCodeRoute_person = promoRoute('person', '/api/payment/protected/promo_code/{code}');
export const promoCodeRoute_company = promoRoute('company', '/api/payment/protected/jur/promo_code/{code}');

const SumQuery = Type.Object({ sum: Type.String({ maxLength: 30, description: 'Tenge, at most two decimals' }) });

/** The widget's payment object (Halyk ePay `halyk.showPaymentWidget`, reference §5.1). */
export const PaymentObjectSchema = Type.Object({
  invoiceId: Type.String(),
  backLink: Type.String(),
  failureBackLink: Type.String(),
  postLink: Type.String(),
  failurePostLink: Type.String(),
  language: Type.String(),
  description: Type.String(),
  accountId: Type.String(),
  terminal: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  cardSave: Type.Boolean(),
});
export const BankTokenSchema = Type.Object({
  access_token: Type.String(),
  expires_in: Type.Integer(),
  refresh_token: Type.String(),
  scope: Type.String(),
  token_type: Type.String(),
});
export const BankRequestSchema = Type.Object({
  paymentObject: PaymentObjectSchema,
  auth: BankTokenSchema,
  /** The bank's `payment-api.js` to load before opening the widget. */
  widgetUrl: Type.String(),
});
export type BankRequest = Static<typeof BankRequestSchema>;

export const bankRequestRoute = defineRoute({
  method: 'GET',
  url: '/api/payment/protected/bank/request',
  schema: {
    operationId: 'requestTopUp',
    tags: tag,
    summary: 'Start a card top-up: a payment token from the bank (server side) and the widget payment object',
    querystring: SumQuery,
    response: { 200: BankRequestSchema, ...errors, 503: ErrorSchema },
  },
});

export const TOPUP_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export const TopUpSchema = Type.Object({
  invoiceId: Type.String(),
  amount: Money,
  status: Type.Union(TOPUP_STATUSES.map((s) => Type.Literal(s))),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  /** The bank's response code of a decline (ISO 8583), when it gave one. */
  reasonCode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Why a failed top-up failed, in the caller's language (`bankDeclineMessage`); null unless failed. */
  message: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type TopUp = Static<typeof TopUpSchema>;

export const topUpStatusRoute = defineRoute({
  method: 'GET',
  url: '/api/payment/protected/bank/request/{invoiceId}',
  schema: {
    operationId: 'getTopUp',
    tags: tag,
    summary: "One of the caller's top-ups: pending until the bank confirms it",
    params: Type.Object({ invoiceId: Type.String({ maxLength: 15 }) }),
    response: { 200: TopUpSchema, ...errors },
  },
});

/** What the bank posts to postLink / failurePostLink (reference §5.1); only these fields are read. */
export const BankCallbackSchema = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 100 })),
  invoiceId: Type.Optional(Type.String({ maxLength: 30 })),
  amount: Type.Optional(Type.Number()),
  currency: Type.Optional(Type.String({ maxLength: 10 })),
  terminal: Type.Optional(Type.String({ maxLength: 100 })),
  accountId: Type.Optional(Type.String({ maxLength: 100 })),
  cardMask: Type.Optional(Type.String({ maxLength: 30 })),
  reference: Type.Optional(Type.String({ maxLength: 50 })),
  approvalCode: Type.Optional(Type.String({ maxLength: 50 })),
  code: Type.Optional(Type.String({ maxLength: 20 })),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
  reasonCode: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Number()])),
  secret_hash: Type.Optional(Type.String({ maxLength: 200 })),
  dateTime: Type.Optional(Type.String({ maxLength: 40 })),
});
export type BankCallback = Static<typeof BankCallbackSchema>;

export const bankPostLinkRoute = defineRoute({
  method: 'POST',
  url: '/api/payment/public/bank/postlink',
  schema: {
    operationId: 'bankPostLink',
    tags: tag,
    summary: "The bank's postLink and failurePostLink: checked, re-queried with the bank, idempotent; always 200",
    body: BankCallbackSchema,
    response: { 200: Type.Object({ accepted: Type.Boolean() }) },
  },
});

export const LEDGER_KIND_CODES = [
  'topup',
  'order_payment',
  'refund',
  'adjustment',
  'refund_request',
  'refund_payout',
  'refund_release',
  'late_credit',
  'service_charge',
  'compensation',
] as const;
export const HistoryItemSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union(LEDGER_KIND_CODES.map((k) => Type.Literal(k))),
  kindName: Type.String(),
  /** Into the wallet positive, out of it negative. */
  amount: Money,
  balanceAfter: Money,
  createdAt: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  /** Which order pages it lives under: a company's priority orders have their own. */
  orderPriority: Type.Boolean(),
  /** An act's payment: the act it paid (its page links from the line; `orderNumber` is then the act's number). */
  actId: Type.Union([Type.String(), Type.Null()]),
  description: Type.String(),
});
export type HistoryItem = Static<typeof HistoryItemSchema>;
export const HistoryPageSchema = Type.Object({
  content: Type.Array(HistoryItemSchema),
  totalElements: Type.Integer(),
  page: Type.Integer(),
  itemsPerPage: Type.Integer(),
});

export const historyRoute = defineRoute({
  method: 'GET',
  url: '/api/payment/protected/history',
  schema: {
    operationId: 'getPaymentHistory',
    tags: tag,
    summary: 'Wallet movements, newest first, paged, by Almaty dates and kind',
    querystring: Type.Object({
      itemsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 25 })),
      page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
      startDate: Type.Optional(Type.String({ format: 'list-day', maxLength: 30 })),
      endDate: Type.Optional(Type.String({ format: 'list-day', maxLength: 30 })),
      kind: Type.Optional(Type.String({ maxLength: 20 })),
    }),
    response: { 200: HistoryPageSchema, ...errors },
  },
});

export const receiptRoute = defineRoute({
  method: 'GET',
  url: '/api/payment/protected/receipt/{id}',
  schema: {
    operationId: 'getReceipt',
    tags: tag,
    summary: 'The PDF receipt of a top-up, payment or refund from the history',
    params: IdParams,
    response: { 200: Pdf, ...errors },
  },
});

export const transferInvoiceRoute = defineRoute({
  method: 'GET',
  url: '/api/payment/protected/jur/invoice',
  schema: {
    operationId: 'getTransferInvoice',
    tags: tag,
    summary: "A company's invoice to top up the wallet by bank transfer (PDF)",
    querystring: SumQuery,
    response: { 200: Pdf, ...errors },
  },
});

/** User-facing texts of payments shared by the API and the web. */
export const PAYMENT_MESSAGES = {
  sumTooSmall: {
    ru: 'Минимальная сумма пополнения — {{min}}',
    kk: 'Толықтырудың ең аз сомасы — {{min}}',
    en: 'The minimum top-up is {{min}}',
  },
  sumTooLarge: {
    ru: 'Максимальная сумма пополнения — {{max}}',
    kk: 'Толықтырудың ең үлкен сомасы — {{max}}',
    en: 'The maximum top-up is {{max}}',
  },
  sumInvalid: {
    ru: 'Введите сумму в тенге, не более двух знаков после запятой',
    kk: 'Соманы теңгемен, үтірден кейін екі таңбадан аспай енгізіңіз',
    en: 'Enter a sum in tenge with at most two decimals',
  },
  due: { ru: 'К оплате: {{amount}}', kk: 'Төлеуге: {{amount}}', en: 'Due: {{amount}}' },
  shortfall: {
    ru: 'Не хватает {{amount}}',
    kk: '{{amount}} жетіспейді',
    en: '{{amount}} short',
  },
  promoNotStarted: {
    ru: 'Промокод ещё не действует',
    kk: 'Промокод әлі күшіне енген жоқ',
    en: 'The promo code is not valid yet',
  },
  promoExpired: { ru: 'Срок действия промокода истёк', kk: 'Промокодтың мерзімі өтті', en: 'The promo code has expired' },
  promoExhausted: {
    ru: 'Промокод больше не действует: лимит использований исчерпан',
    kk: 'Промокод енді жарамсыз: қолдану шегі таусылды',
    en: 'The promo code has been used up',
  },
  promoCustomerLimit: {
    ru: 'Вы уже использовали этот промокод',
    kk: 'Сіз бұл промокодты қолданып қойдыңыз',
    en: 'You have already used this promo code',
  },
  topUpDescription: { ru: 'Пополнение кошелька Jetkiz', kk: 'Jetkiz әмиянын толықтыру', en: 'Jetkiz wallet top-up' },
} as const;

/** A post-paid act's payment (an `order_payment` keyed by the act, domain isAvrPayment), in the history and its receipt. */
export const AVR_PAYMENT_NAME = {
  ru: 'Оплата акта выполненных работ',
  kk: 'Орындалған жұмыстар актісін төлеу',
  en: 'Payment of the act of completed works',
} as const;

/** An additional service's payment given back with its cancelled order (a `refund` keyed by the service, domain isServiceRefund). */
export const SERVICE_REFUND_NAME = {
  ru: 'Возврат за доп. услугу',
  kk: 'Қосымша қызмет үшін қайтарым',
  en: 'Additional service refund',
} as const;

/**
 * An additional service's late-payment penalty (a `service_charge` keyed by the service, domain isServicePenalty), in
 * the history and on its receipt.
 */
export const SERVICE_PENALTY_NAME = {
  ru: 'Пеня за просрочку оплаты доп. услуги',
  kk: 'Қосымша қызметті кешіктіріп төлегені үшін өсімпұл',
  en: 'Late-payment penalty for an additional service',
} as const;

/** Names of wallet movements in the history and on receipts. */
export const LEDGER_KIND_NAMES = {
  topup: { ru: 'Пополнение', kk: 'Толықтыру', en: 'Top-up' },
  order_payment: { ru: 'Оплата заказа', kk: 'Тапсырысты төлеу', en: 'Order payment' },
  refund: { ru: 'Возврат по заказу', kk: 'Тапсырыс бойынша қайтарым', en: 'Order refund' },
  adjustment: { ru: 'Корректировка оператором', kk: 'Оператордың түзетуі', en: 'Operator adjustment' },
  refund_request: { ru: 'Заявка на возврат средств', kk: 'Қаражатты қайтаруға өтінім', en: 'Refund request' },
  refund_payout: { ru: 'Выплата возврата', kk: 'Қайтарымды төлеу', en: 'Refund payout' },
  refund_release: {
    ru: 'Возврат отклонён: сумма вернулась в кошелёк',
    kk: 'Қайтару қабылданбады: сома әмиянға оралды',
    en: 'Refund declined: the amount is back in the wallet',
  },
  late_credit: { ru: 'Компенсация за опоздание', kk: 'Кешігу үшін өтемақы', en: 'Late delivery credit' },
  service_charge: { ru: 'Оплата доп. услуги', kk: 'Қосымша қызметті төлеу', en: 'Additional service payment' },
  compensation: {
    ru: 'Компенсация по претензии',
    kk: 'Шағым бойынша өтемақы',
    en: 'Claim compensation',
  },
} as const;
