import {
  AVR_PAYMENT_NAME,
  DATE_RANGE_MESSAGES,
  type DocumentListQuery,
  FIELD_PROBLEMS,
  INVOICE_KIND_NAMES,
  type InvoiceItem,
  type InvoicePage,
  invoiceKindList,
  LEDGER_KIND_NAMES,
  type ReceiptItem,
  type ReceiptPage,
  receiptKindList,
  SERVICE_PENALTY_NAME,
  SERVICE_REFUND_NAME,
} from '@jetkiz/contract';
import {
  almatyDayRange,
  avrPaymentActId,
  isAvrPayment,
  isServicePenalty,
  isServiceRefund,
  type Lang,
  tiynToTenge,
} from '@jetkiz/domain';
import { AppError, type FieldText } from '../../errors.ts';
import type { Auth } from '../identity/index.ts';
import type { PaymentsContext } from './payments.context.ts';
import { transferInvoicePdf } from './payments.invoices.ts';
import { paymentsRepository as repo } from './payments.repository.ts';

/**
 * Spec §2 «invoices» and «receipts» (issue 19): the customer's payment documents as lists. Receipts are read from the
 * ledger (every wallet line of a receipt kind, `receiptKinds`); invoices from the invoices the module issued.
 */

/**
 * A movement's name for people: an act's payment is «Оплата акта выполненных работ», not «Оплата заказа»; a service's
 * refund «Возврат за доп. услугу», not «Возврат по заказу»; a service's late-payment penalty «Пеня за просрочку оплаты
 * доп. услуги», not «Оплата доп. услуги».
 */
export const movementName = (movement: { kind: string; key: string }, lang: Lang): string =>
  isAvrPayment(movement)
    ? AVR_PAYMENT_NAME[lang]
    : isServiceRefund(movement)
      ? SERVICE_REFUND_NAME[lang]
      : isServicePenalty(movement)
        ? SERVICE_PENALTY_NAME[lang]
        : (LEDGER_KIND_NAMES[movement.kind as keyof typeof LEDGER_KIND_NAMES]?.[lang] ?? movement.kind);

/** The lists' common filter: Almaty days (start not after end), a kind of the list, a number's beginning. */
const checkFilter = (query: DocumentListQuery, kinds: readonly string[], _lang: Lang) => {
  const start = query.startDate ? almatyDayRange(query.startDate) : undefined;
  const end = query.endDate ? almatyDayRange(query.endDate) : undefined;
  const fields: Record<string, FieldText> = {};
  if (start === null) fields.startDate = FIELD_PROBLEMS.invalid;
  if (end === null) fields.endDate = FIELD_PROBLEMS.invalid;
  if (start && end && start.from > end.from) fields.endDate = DATE_RANGE_MESSAGES.order;
  if (query.kind && !kinds.includes(query.kind)) fields.kind = FIELD_PROBLEMS.unknownValue;
  const q = query.q?.trim();
  if (q && !/^[\p{L}\d-]+$/u.test(q)) fields.q = FIELD_PROBLEMS.invalid;
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
  return {
    from: start?.from,
    to: end?.to,
    kinds: query.kind ? [query.kind] : kinds,
    q: q ? q.toLowerCase() : undefined,
    page: query.page ?? 0,
    size: query.itemsPerPage ?? 25,
  };
};

/** The number printed on a movement's receipt (payments.ledger `receipt`). */
export const receiptNumber = (movementId: string) => movementId.slice(0, 8).toUpperCase();

/** `GET /payment/protected[/jur]/receipts`. */
export const listReceipts = async (
  ctx: PaymentsContext,
  auth: Auth,
  query: DocumentListQuery,
  lang: Lang,
): Promise<ReceiptPage> => {
  const kinds = receiptKindList(lang);
  const { page, size, ...filter } = checkFilter(
    query,
    kinds.map((k) => k.code),
    lang,
  );
  const db = ctx.reader ? await ctx.reader(auth.userId) : ctx.db;
  const { rows, total } = await repo.receipts(db, { userId: auth.userId, ...filter }, page, size);
  const content = rows.map(
    (r): ReceiptItem => ({
      id: r.id,
      number: receiptNumber(r.id),
      kind: r.kind,
      kindName: movementName(r, lang),
      amount: tiynToTenge(r.amount),
      createdAt: r.createdAt.toISOString(),
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      orderPriority: r.orderId !== null && r.orderPriority,
      actId: avrPaymentActId(r),
    }),
  );
  return { content, totalElements: total, page, itemsPerPage: size, kinds };
};

/** `GET /payment/protected[/jur]/invoices`: a person has order invoices only; a company transfer invoices too. */
export const listInvoices = async (
  ctx: PaymentsContext,
  auth: Auth,
  query: DocumentListQuery,
  lang: Lang,
): Promise<InvoicePage> => {
  const kinds = invoiceKindList(lang, auth.userType === 'company');
  const { page, size, ...filter } = checkFilter(
    query,
    kinds.map((k) => k.code),
    lang,
  );
  const db = ctx.reader ? await ctx.reader(auth.userId) : ctx.db;
  const { rows, total } = await repo.invoices(db, { userId: auth.userId, ...filter }, page, size);
  const content = rows.map(
    (r): InvoiceItem => ({
      id: r.id,
      number: r.number,
      kind: r.kind,
      kindName: INVOICE_KIND_NAMES[r.kind as keyof typeof INVOICE_KIND_NAMES]?.[lang] ?? r.kind,
      amount: tiynToTenge(r.amount),
      createdAt: r.createdAt.toISOString(),
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      orderPriority: r.orderPriority,
    }),
  );
  return { content, totalElements: total, page, itemsPerPage: size, kinds };
};

/** A company's transfer invoice again, as issued (another's, or an order's — those download from the order: 404). */
export const issuedTransferInvoice = async (
  ctx: PaymentsContext,
  auth: Auth,
  id: number,
  lang: Lang,
): Promise<{ pdf: Buffer; name: string }> => {
  const row = await repo.ownInvoice(ctx.db, auth.userId, id);
  if (row?.kind !== 'transfer') throw new AppError('NOT_FOUND');
  return transferInvoicePdf(ctx, row, lang);
};
