import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { LEDGER_KIND_CODES, LEDGER_KIND_NAMES } from './payments.ts';
import { defineRoute } from './route.ts';

/**
 * Spec §2 «invoices» and «receipts» as screens (issue 19): the customer's invoices and receipts as lists with filters
 * (Almaty dates, a kind, a number) in pages of 25, each downloadable as the PDF the payments module renders.
 */

const Money = Type.Number({ description: 'Tenge, at most two decimals' });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const Pdf = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });
const tags = ['payments'];
type Url = `/api/${string}`;

/**
 * The wallet movements that are not receipts: a refund's release (a hold undone, no money changed hands) and its
 * payout (the bank's, with no wallet line). Every other kind of the ledger — a kind another part adds to
 * `LEDGER_KIND_CODES` and `LEDGER_KIND_NAMES` included — is a receipt and appears in the receipts list and its filter
 * without a change here or in the screen.
 */
export const NON_RECEIPT_KINDS: readonly string[] = ['refund_release', 'refund_payout'];
export const receiptKinds = (): string[] => LEDGER_KIND_CODES.filter((kind) => !NON_RECEIPT_KINDS.includes(kind));

/** The invoices there are: an order's, and a company's for a top-up by bank transfer. */
export const INVOICE_KIND_NAMES = {
  order: { ru: 'Счёт на оплату заказа', kk: 'Тапсырысты төлеуге шот', en: 'Order invoice' },
  transfer: { ru: 'Счёт на пополнение кошелька', kk: 'Әмиянды толықтыруға шот', en: 'Wallet top-up invoice' },
} as const;
export type InvoiceKind = keyof typeof INVOICE_KIND_NAMES;

/** Ledger kinds and their names are data: the screens build their kind filter from `kinds` of the answer. */
const KindSchema = Type.Object({ code: Type.String(), name: Type.String() });
export type DocumentKind = Static<typeof KindSchema>;

const listQuery = (qDescription: string) =>
  Type.Object({
    itemsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 25 })),
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
    startDate: Type.Optional(Type.String({ format: 'list-day', maxLength: 30 })),
    endDate: Type.Optional(Type.String({ format: 'list-day', maxLength: 30 })),
    kind: Type.Optional(Type.String({ maxLength: 30 })),
    q: Type.Optional(Type.String({ maxLength: 40, description: qDescription })),
  });
export type DocumentListQuery = Static<ReturnType<typeof listQuery>>;

export const ReceiptItemSchema = Type.Object({
  /** The movement's id: `GET /api/payment/protected/receipt/{id}` downloads it. */
  id: Type.String(),
  /** The number printed on the receipt. */
  number: Type.String(),
  kind: Type.String(),
  kindName: Type.String(),
  /** Into the wallet positive, out of it negative. */
  amount: Money,
  createdAt: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  orderPriority: Type.Boolean(),
  /** An act's payment: the act it paid (`orderNumber` is then the act's number). */
  actId: Type.Union([Type.String(), Type.Null()]),
});
export type ReceiptItem = Static<typeof ReceiptItemSchema>;
export const ReceiptPageSchema = Type.Object({
  content: Type.Array(ReceiptItemSchema),
  totalElements: Type.Integer(),
  page: Type.Integer(),
  itemsPerPage: Type.Integer(),
  kinds: Type.Array(KindSchema),
});
export type ReceiptPage = Static<typeof ReceiptPageSchema>;

export const InvoiceItemSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  kind: Type.String(),
  kindName: Type.String(),
  amount: Money,
  createdAt: Type.String(),
  /** An order's invoice downloads from the order's invoice route; a transfer invoice from `…/jur/invoices/{id}`. */
  orderId: Type.Union([Type.String(), Type.Null()]),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  orderPriority: Type.Boolean(),
});
export type InvoiceItem = Static<typeof InvoiceItemSchema>;
export const InvoicePageSchema = Type.Object({
  content: Type.Array(InvoiceItemSchema),
  totalElements: Type.Integer(),
  page: Type.Integer(),
  itemsPerPage: Type.Integer(),
  kinds: Type.Array(KindSchema),
});
export type InvoicePage = Static<typeof InvoicePageSchema>;

const receiptsRoute = <U extends Url>(who: 'person' | 'company', url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `listReceipts_${who}`,
      tags,
      summary: "The caller's receipts (wallet movements with a receipt), newest first, by Almaty dates, kind and number",
      querystring: listQuery('An order number or a receipt number (its beginning)'),
      response: { 200: ReceiptPageSchema, ...errors },
    },
  });
export const receiptsRoute_person = receiptsRoute('person', '/api/payment/protected/receipts');
export const receiptsRoute_company = receiptsRoute('company', '/api/payment/protected/jur/receipts');

const invoicesRoute = <U extends Url>(who: 'person' | 'company', url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `listInvoices_${who}`,
      tags,
      summary: "The caller's invoices (orders', and a company's transfer invoices), newest first, by dates, kind and number",
      querystring: listQuery('An invoice number or an order number (its beginning)'),
      response: { 200: InvoicePageSchema, ...errors },
    },
  });
export const invoicesRoute_person = invoicesRoute('person', '/api/payment/protected/invoices');
export const invoicesRoute_company = invoicesRoute('company', '/api/payment/protected/jur/invoices');

export const transferInvoicePdfRoute = defineRoute({
  method: 'GET',
  url: '/api/payment/protected/jur/invoices/{id}',
  schema: {
    operationId: 'getIssuedTransferInvoice',
    tags,
    summary: "One of the company's transfer invoices again, as the PDF it was issued as (another's: 404)",
    params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
    response: { 200: Pdf, ...errors },
  },
});

export const PAYMENT_DOCUMENT_ROUTES = [
  receiptsRoute_person,
  receiptsRoute_company,
  invoicesRoute_person,
  invoicesRoute_company,
  transferInvoicePdfRoute,
] as const;

/** The kinds of each list with their names in a language (the screens' filters read them from the answer). */
export const receiptKindList = (lang: 'ru' | 'kk' | 'en'): DocumentKind[] =>
  receiptKinds().map((code) => ({ code, name: LEDGER_KIND_NAMES[code as keyof typeof LEDGER_KIND_NAMES]?.[lang] ?? code }));
export const invoiceKindList = (lang: 'ru' | 'kk' | 'en', company: boolean): DocumentKind[] =>
  (company ? (['order', 'transfer'] as const) : (['order'] as const)).map((code) => ({
    code,
    name: INVOICE_KIND_NAMES[code][lang],
  }));
