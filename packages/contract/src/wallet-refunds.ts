import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { RefundRequestSchema } from './operator-money.ts';
import { defineRoute } from './route.ts';

/**
 * The customer's refund of unused wallet money (spec §9, issue 18): asked from the wallet page, to the card of an
 * earlier top-up or by transfer to a Kazakh IBAN; the amount is held at once and the accountant pays it out within
 * 15 calendar days or declines with a reason.
 */

const Money = Type.Number({ description: 'Tenge, at most two decimals' });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tags = ['payments'];

export const RefundCardSchema = Type.Object({
  /** The top-up's bank invoice id: the card is named by the payment made with it. */
  invoiceId: Type.String(),
  cardMask: Type.String(),
  paidAt: Type.String(),
  /** What may still go back to this card: the top-up less the refunds already asked to it. */
  refundable: Money,
});

export const WalletRefundsSchema = Type.Object({
  /** The balance a new request may take (held requests have already left it). */
  freeBalance: Money,
  requests: Type.Array(RefundRequestSchema),
  cards: Type.Array(RefundCardSchema),
});
export type WalletRefunds = Static<typeof WalletRefundsSchema>;

export const walletRefundsRoute = defineRoute({
  method: 'GET',
  url: '/api/payment/protected/refunds',
  schema: {
    operationId: 'getWalletRefunds',
    tags,
    summary: "The caller's refund requests with their status and term, the free balance and the cards a refund may go to",
    response: { 200: WalletRefundsSchema, ...errors },
  },
});

export const RefundAskBodySchema = Type.Object({
  amount: Money,
  method: Type.Union([Type.Literal('card'), Type.Literal('transfer')]),
  /** To the card: the top-up it paid. */
  cardInvoiceId: Type.Optional(Type.String({ maxLength: 15 })),
  /** By transfer: a Kazakh IBAN (20 characters, control digits checked). */
  iban: Type.Optional(Type.String({ maxLength: 40 })),
});
export type RefundAskBody = Static<typeof RefundAskBodySchema>;

export const askRefundRoute = defineRoute({
  method: 'POST',
  url: '/api/payment/protected/refunds',
  schema: {
    operationId: 'askWalletRefund',
    tags,
    summary: 'Ask for unused wallet money back (at most the free balance); the amount is held until paid or declined',
    body: RefundAskBodySchema,
    response: { 200: RefundRequestSchema, ...errors },
  },
});

export const WALLET_REFUND_ROUTES = [walletRefundsRoute, askRefundRoute] as const;
