import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import type { OrderFamily } from './orders.ts';
import { Uuid } from './primitives.ts';
import { defineRoute } from './route.ts';

/**
 * Spec §7: an order's money — what is due against the wallet, its payment from the wallet, its invoice. Order routes
 * (the orders module serves them; the payments module keeps the ledger and the invoice numbers).
 */

const Money = Type.Number({ description: 'Tenge, at most two decimals' });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const Pdf = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });
const IdParams = Type.Object({ id: Uuid() });
type Url = `/api/${string}`;
type Customer = Exclude<OrderFamily, 'priority'>;
const tag = ['payments'];

export const UnpaidSchema = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  total: Money,
  discount: Money,
  /** What `POST /order/protected/payment/{id}?amount=` must send; 0 once paid. */
  due: Money,
  promoCode: Type.Union([Type.String(), Type.Null()]),
  /** The wallet's balance; null for a company employee without the finance role: the wallet is finance's (issue 16). */
  balance: Type.Union([Money, Type.Null()]),
  /** How much to top up before paying; 0 when the wallet suffices. */
  shortfall: Money,
  paymentStatus: Type.String(),
});
export type Unpaid = Static<typeof UnpaidSchema>;

export const unpaidRoute = defineRoute({
  method: 'GET',
  url: '/api/payment/protected/unpaid',
  schema: {
    operationId: 'getUnpaid',
    tags: tag,
    summary: 'What an order still costs, against the wallet',
    querystring: Type.Object({ orderId: Uuid('The order id') }),
    response: { 200: UnpaidSchema, ...errors },
  },
});

export const OrderPaymentSchema = Type.Object({
  orderId: Type.String(),
  paid: Money,
  /** The wallet's balance after paying; null for a company employee without the finance role. */
  balance: Type.Union([Money, Type.Null()]),
  /** The receipt: `GET /payment/protected/receipt/{receiptId}`. */
  receiptId: Type.String(),
});
export type OrderPayment = Static<typeof OrderPaymentSchema>;

export const payOrderRoute = defineRoute({
  method: 'POST',
  url: '/api/order/protected/payment/{id}',
  schema: {
    operationId: 'payOrder',
    tags: tag,
    summary: 'Pay a formed order from the wallet; the amount must equal what is due',
    params: IdParams,
    querystring: Type.Object({ amount: Type.String({ maxLength: 30, description: 'Two decimals: 4500.00' }) }),
    response: { 200: OrderPaymentSchema, ...errors },
  },
});

export const InvoiceSchema = Type.Object({
  number: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  amount: Money,
  issuedAt: Type.String(),
});
export type Invoice = Static<typeof InvoiceSchema>;

export const issueInvoiceRoute = defineRoute({
  method: 'PUT',
  url: '/api/payment/protected/invoice/{id}',
  schema: {
    operationId: 'issueOrderInvoice',
    tags: tag,
    summary: "Issue the invoice of an order (id = the order's id); repeating it answers the same invoice",
    params: IdParams,
    response: { 200: InvoiceSchema, ...errors },
  },
});

const orderInvoiceRoute = <U extends Url>(who: Customer, url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `getOrderInvoice_${who}`,
      tags: tag,
      summary: "The order's invoice as PDF",
      params: IdParams,
      response: { 200: Pdf, ...errors },
    },
  });
export const orderInvoiceRoute_person = orderInvoiceRoute('person', '/api/payment/protected/order/{id}/invoice');
export const orderInvoiceRoute_company = orderInvoiceRoute('company', '/api/payment/protected/jur/order/{id}/invoice');
