import {
  type CreditTransferBody,
  FIELD_PROBLEMS,
  MONEY_FIELD_MESSAGES,
  positiveAmountProblem,
  type TransferInvoice,
} from '@jetkiz/contract';
import { almatyDate, isIsoDate, type Lang, tengeToTiyn, tiynToTenge, topUpEntries } from '@jetkiz/domain';
import { AppError, type FieldText, inEachLanguage } from '../../errors.ts';
import type { PaymentsContext } from './payments.context.ts';
import { post } from './payments.ledger.ts';
import { moneyRepository as money, type TransferCreditRow } from './payments.money.repository.ts';
import type { InvoiceRow } from './payments.repository.ts';

/**
 * Bank transfers to companies' transfer invoices (issue 18): the accountant matches an incoming payment to the
 * invoice by its number, the payer's BIN and the amount, and credits the company's wallet through the ledger.
 * Decision: an invoice is paid by one payment of exactly its amount — a partial or larger payment is refused (the
 * accountant returns it to the payer or asks for a new invoice), so an invoice is either issued or paid.
 */

/** Who in the console did it (the operator module's staff member). */
export type StaffActor = { staffId: string; name: string };

const view = async (ctx: PaymentsContext, invoice: InvoiceRow, credit: TransferCreditRow | null): Promise<TransferInvoice> => {
  const company = await ctx.identity.profile(invoice.userId).catch(() => undefined);
  return {
    number: invoice.number,
    companyId: invoice.userId,
    companyName: company?.name ?? null,
    bin: company?.bin ?? null,
    amount: tiynToTenge(invoice.amount),
    issuedAt: invoice.createdAt.toISOString(),
    status: credit ? 'paid' : 'issued',
    credit: credit && {
      bankReference: credit.bankReference,
      paidOn: credit.paidOn,
      payerBin: credit.payerBin,
      amount: tiynToTenge(credit.amount),
      creditedAt: credit.createdAt.toISOString(),
      creditedBy: credit.staffName,
      transactionId: credit.transactionId,
    },
  };
};

export const listTransferInvoices = async (
  ctx: PaymentsContext,
  query: { page?: number; itemsPerPage?: number; status?: 'issued' | 'paid'; search?: string },
) => {
  const page = query.page ?? 0;
  const size = query.itemsPerPage ?? 25;
  const { rows, total } = await money.transferInvoices(
    ctx.db,
    { status: query.status, number: query.search?.trim() },
    page,
    size,
  );
  const content = await Promise.all(rows.map((r) => view(ctx, r.invoice, r.credit)));
  return { content, totalElements: total, page, itemsPerPage: size };
};

/**
 * Credits one incoming bank payment. Refused with nothing changed: an unknown invoice, a BIN that is not the
 * invoice's company's, an amount other than the invoice's, a bank reference already credited (409, also when the
 * same request is repeated) and an invoice already paid by another payment (409).
 */
export const creditTransfer = async (
  ctx: PaymentsContext,
  staff: StaffActor,
  body: CreditTransferBody,
  lang: Lang,
): Promise<{ invoice: TransferInvoice; before: TransferInvoice }> => {
  const fields: Record<string, FieldText> = {};
  const amount = tengeToTiyn(body.amount);
  if (positiveAmountProblem(amount, lang)) fields.amount = inEachLanguage((l) => positiveAmountProblem(amount, l) ?? '');
  const payerBin = body.payerBin.replace(/\s/g, '');
  if (!/^\d{12}$/.test(payerBin)) fields.payerBin = MONEY_FIELD_MESSAGES.binInvalid;
  if (!isIsoDate(body.paidOn)) fields.paidOn = FIELD_PROBLEMS.invalid;
  else if (body.paidOn > almatyDate(new Date(ctx.now()))) fields.paidOn = MONEY_FIELD_MESSAGES.paidOnFuture;
  const reference = body.bankReference.trim();
  if (Object.keys(fields).length > 0 || !amount.ok) throw new AppError('VALIDATION', { fields });

  // Read before the transaction: the identity module answers on its own connection (PGlite has one).
  const found = await money.transferInvoice(ctx.db, body.invoiceNumber.trim());
  if (!found) throw new AppError('VALIDATION', { fields: { invoiceNumber: MONEY_FIELD_MESSAGES.invoiceUnknown } });
  const company = await ctx.identity.profile(found.userId);
  const credit = await ctx.db.transaction(async (tx) => {
    const invoice = await money.lockTransferInvoice(tx, found.number);
    if (!invoice) throw new AppError('NOT_FOUND');
    if (await money.creditByReference(tx, reference)) throw new AppError('TRANSFER_ALREADY_CREDITED');
    if (await money.creditOfInvoice(tx, invoice.id)) throw new AppError('INVOICE_ALREADY_PAID');
    if (payerBin !== (company.bin ?? company.iin)) throw new AppError('TRANSFER_PAYER_MISMATCH');
    if (amount.value !== invoice.amount) throw new AppError('TRANSFER_AMOUNT_MISMATCH');
    const moved = await post(
      ctx,
      tx,
      {
        key: `transfer:${reference}`,
        kind: 'topup',
        userId: invoice.userId,
        entries: topUpEntries(invoice.userId, invoice.amount),
      },
      lang,
    );
    const inserted = await money.insertCredit(tx, {
      invoiceId: invoice.id,
      bankReference: reference,
      payerBin,
      paidOn: body.paidOn,
      amount: invoice.amount,
      transactionId: moved.transactionId,
      staffId: staff.staffId,
      staffName: staff.name,
      createdAt: new Date(ctx.now()),
    });
    // A concurrent credit of the same reference won the unique index: this one changes nothing.
    if (!inserted || moved.repeated) throw new AppError('TRANSFER_ALREADY_CREDITED');
    return inserted;
  });
  return { invoice: await view(ctx, found, credit), before: await view(ctx, found, null) };
};
