import { checkSum, type Lang, type Tiyn, TOPUP_MIN, TRANSFER_INVOICE_MAX, tiynToTenge } from '@jetkiz/domain';
import type { Tx } from '../../db/client.ts';
import { AppError, inEachLanguage } from '../../errors.ts';
import { renderInvoice } from '../documents/index.ts';
import type { Auth } from '../identity/index.ts';
import type { PaymentsContext } from './payments.context.ts';
import { type InvoiceRow, type NewInvoiceRow, paymentsRepository as repo } from './payments.repository.ts';

/** Invoices under one gapless numbering: an order's invoice (issued once) and a company's transfer invoice. */

/** Thrown out of an invoice's transaction (rolling its number back) when the invoice already exists. */
class AlreadyIssued extends Error {
  readonly row: InvoiceRow;
  constructor(row: InvoiceRow) {
    super('invoice already issued');
    this.row = row;
  }
}

/** The order as its invoice describes it (the orders module gives it). */
export type InvoicedOrder = {
  id: string;
  orderNumber: string;
  /** A priority order (its pages are apart): the invoices list links to it. */
  priority?: boolean;
  total: Tiyn;
  due: Tiyn;
  promoCode: string | null;
};

/**
 * Stores an invoice under the next number, in one transaction with taking the number: whatever fails after the
 * number is taken (`describe` refusing, the insert) rolls the number back, so the numbers run without gaps.
 */
const issueInvoice = async (
  ctx: PaymentsContext,
  describe: (tx: Tx) => Promise<Omit<NewInvoiceRow, 'number'>>,
): Promise<InvoiceRow> => {
  try {
    return await ctx.db.transaction(async (tx) => {
      const serial = await repo.nextInvoiceSerial(tx);
      return repo.insertInvoice(tx, { ...(await describe(tx)), number: `JZ-INV-${String(serial).padStart(7, '0')}` });
    });
  } catch (error) {
    if (error instanceof AlreadyIssued) return error.row;
    throw error;
  }
};

/** An order's invoice, issued once (a repeated issue answers the same number and sum). */
export const issueOrderInvoice = async (ctx: PaymentsContext, auth: Auth, order: Omit<InvoicedOrder, 'promoCode'>) => {
  const row =
    (await repo.orderInvoice(ctx.db, order.id)) ??
    (await issueInvoice(ctx, async (tx) => {
      // Another request issued it while this one queued for the number: answer that one, give the number back.
      const issued = await repo.orderInvoice(tx, order.id);
      if (issued) throw new AlreadyIssued(issued);
      // Nothing to pay (a promo code covered it all): no invoice, no number.
      if (order.due <= 0) throw new AppError('ORDER_NOT_PAYABLE');
      return {
        kind: 'order',
        userId: auth.userId,
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderPriority: order.priority ?? false,
        amount: order.due,
        createdAt: new Date(ctx.now()),
      };
    }));
  return {
    number: row.number,
    orderId: row.orderId,
    amount: tiynToTenge(row.amount),
    issuedAt: row.createdAt.toISOString(),
    row: { createdAt: row.createdAt, amount: row.amount },
  };
};

export const orderInvoicePdf = async (
  ctx: PaymentsContext,
  auth: Auth,
  order: InvoicedOrder,
  lang: Lang,
): Promise<{ pdf: Buffer; name: string }> => {
  const issued = await issueOrderInvoice(ctx, auth, order);
  const pdf = await renderInvoice(
    {
      number: issued.number,
      at: issued.row.createdAt,
      buyer: await ctx.partyOf(auth.userId),
      line: {
        kind: 'order',
        orderNumber: order.orderNumber,
        total: order.total,
        discount: order.total - issued.row.amount,
        promoCode: order.promoCode,
      },
      amount: issued.row.amount,
    },
    lang,
  );
  return { pdf, name: `jetkiz-invoice-${issued.number}.pdf` };
};

/** A company's invoice to top up by bank transfer (the route admits companies only); stored so the operator can match the incoming payment. */
export const transferInvoice = async (
  ctx: PaymentsContext,
  auth: Auth,
  sum: string,
  lang: Lang,
): Promise<{ pdf: Buffer; name: string }> => {
  const limits = { min: TOPUP_MIN, max: TRANSFER_INVOICE_MAX };
  const checked = checkSum(sum, limits);
  if (!checked.ok) {
    const { problem } = checked;
    throw new AppError('VALIDATION', { fields: { sum: inEachLanguage((l) => ctx.sumProblem(problem, l, limits)) } });
  }
  const row = await issueInvoice(ctx, async () => ({
    kind: 'transfer',
    userId: auth.userId,
    orderId: null,
    amount: checked.value,
    createdAt: new Date(ctx.now()),
  }));
  return transferInvoicePdf(ctx, row, lang);
};

/** A stored transfer invoice as its PDF (issued now, or again from the invoices list). */
export const transferInvoicePdf = async (
  ctx: PaymentsContext,
  row: InvoiceRow,
  lang: Lang,
): Promise<{ pdf: Buffer; name: string }> => {
  const pdf = await renderInvoice(
    { number: row.number, at: row.createdAt, buyer: await ctx.partyOf(row.userId), line: { kind: 'topup' }, amount: row.amount },
    lang,
  );
  return { pdf, name: `jetkiz-invoice-${row.number}.pdf` };
};
