import { MONEY_FIELD_MESSAGES, staffReasonTooShort } from '@jetkiz/contract';
import { type Lang, refundPayoutEntries, refundReleaseEntries, tiynToTenge } from '@jetkiz/domain';
import { BankError, BankRefusedError } from '../../adapters/bank/index.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PaymentsContext } from './payments.context.ts';
import { post } from './payments.ledger.ts';
import { moneyRepository as money, type RefundRequestRow } from './payments.money.repository.ts';
import { operatorView } from './payments.refunds.ts';
import type { StaffActor } from './payments.transfers.ts';

/**
 * The accountant's decisions on refund requests (spec §9, issue 18): approving pays the held amount out (to the card
 * through the bank's refund call, or a transfer to the IBAN marked paid), declining returns it to the wallet, and a
 * card payout whose outcome the bank's answers left unknown is settled from the bank's statement.
 */

/** Locks an open request, or refuses: unknown (404), already paid or declined (409). */
const openRequest = async (tx: Tx, id: string) => {
  const row = await money.lockRefund(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'pending') throw new AppError('REFUND_ALREADY_DECIDED');
  return row;
};

/**
 * How long an approval's call to the bank is taken to be under way: meanwhile a second approval is refused (409)
 * instead of asking the bank again. The bank's own timeout is far shorter.
 */
const PAYOUT_CALL_MS = 60_000;

/**
 * Pays a request out. A transfer to the IBAN is marked paid in one transaction. A card refund asks the bank outside
 * any transaction, so no lock is held while it answers: the request first notes that its payout has started (a
 * decline is refused from then on, and a second approval within a minute), then the bank refunds under the request's
 * id as its reference, then the request is paid. When the bank refuses the first call, the note is taken back and
 * nothing changed; when its answer is lost, the note stays and approving again asks under the same reference, which
 * the bank does not pay twice. A refusal of such a second call keeps the note: the lost first call may have paid the
 * card, so the request must not become declinable (a decline would then put the money in the wallet as well).
 */
/** Marks an open request paid out: the held amount leaves for the card or the IBAN. */
const payOut = async (ctx: PaymentsContext, tx: Tx, staff: StaffActor, open: RefundRequestRow, lang: Lang) => {
  await post(
    ctx,
    tx,
    { key: `refund-payout:${open.id}`, kind: 'refund_payout', userId: open.userId, entries: refundPayoutEntries(open.amount) },
    lang,
  );
  return money.decideRefund(tx, open.id, {
    status: 'paid',
    decidedAt: new Date(ctx.now()),
    decidedById: staff.staffId,
    decidedByName: staff.name,
    payoutStartedAt: null,
  });
};

export const approveRefund = async (ctx: PaymentsContext, staff: StaffActor, id: string, lang: Lang) => {
  const before = await money.refundById(ctx.db, id);
  const started = await ctx.db.transaction(async (tx) => {
    const open = await openRequest(tx, id);
    if (open.method !== 'card') return { paid: await payOut(ctx, tx, staff, open, lang) };
    if (open.payoutStartedAt && ctx.now() - open.payoutStartedAt.getTime() < PAYOUT_CALL_MS)
      throw new AppError('REFUND_PAYOUT_STARTED');
    const topUp = open.topUpId ? await money.topUpOf(tx, open.topUpId) : undefined;
    if (!topUp?.bankTransactionId) throw new AppError('REFUND_BANK_FAILED');
    await money.decideRefund(tx, id, { payoutStartedAt: new Date(ctx.now()) });
    // An earlier call under this reference whose outcome is unknown (its answer lost, or its process gone).
    const askedBefore = open.payoutStartedAt !== null;
    return { card: { paymentId: topUp.bankTransactionId, amount: open.amount, askedBefore } };
  });
  let row = started.paid;
  if (started.card) {
    try {
      await ctx.bank.refund(started.card.paymentId, tiynToTenge(started.card.amount), id);
    } catch (error) {
      if (!(error instanceof BankError)) throw error;
      if (error instanceof BankRefusedError) {
        if (started.card.askedBefore) {
          ctx.log.error({ err: error, refund: id }, 'the bank refused a card refund asked again: the first call may have paid');
          throw new AppError('REFUND_BANK_FAILED', { cause: error });
        }
        ctx.log.warn({ err: error, refund: id }, 'the bank refused a card refund');
        await ctx.db.transaction(async (tx) => {
          if ((await money.lockRefund(tx, id))?.status === 'pending') await money.decideRefund(tx, id, { payoutStartedAt: null });
        });
        throw new AppError('REFUND_BANK_FAILED', { cause: error });
      }
      ctx.log.error({ err: error, refund: id }, 'the bank did not answer a card refund: approve it again to finish');
      throw new AppError('REFUND_BANK_UNANSWERED', { cause: error });
    }
    row = await ctx.db.transaction(async (tx) => payOut(ctx, tx, staff, await openRequest(tx, id), lang));
  }
  if (!row) throw new Error('refund request neither paid nor sent to the bank');
  return { refund: await operatorView(ctx, row, lang), before: before && (await operatorView(ctx, before, lang)) };
};

/**
 * Records what the bank's statement shows of a card payout whose outcome is unknown: its answer was lost and a
 * repeated call was refused (or not made), so neither approving nor declining can finish it. Paid: the request is
 * paid out, as the approval would have done. Not paid: the note is taken back, and the request can be approved again
 * or declined. Only for a payout asked of the bank at least a minute ago, which no call can still be answering.
 */
export const settleRefundPayout = async (
  ctx: PaymentsContext,
  staff: StaffActor,
  id: string,
  outcome: { paid: boolean },
  lang: Lang,
) => {
  const before = await money.refundById(ctx.db, id);
  const row = await ctx.db.transaction(async (tx) => {
    const open = await openRequest(tx, id);
    if (!open.payoutStartedAt || ctx.now() - open.payoutStartedAt.getTime() < PAYOUT_CALL_MS)
      throw new AppError('REFUND_PAYOUT_NOT_UNKNOWN');
    if (outcome.paid) return payOut(ctx, tx, staff, open, lang);
    return money.decideRefund(tx, id, { payoutStartedAt: null });
  });
  if (!row) throw new Error('refund request not settled');
  return { refund: await operatorView(ctx, row, lang), before: before && (await operatorView(ctx, before, lang)) };
};

/** Declines with a reason the customer reads; the held amount goes back to the wallet. */
export const declineRefund = async (ctx: PaymentsContext, staff: StaffActor, id: string, reason: string, lang: Lang) => {
  const trimmed = reason.trim();
  if (staffReasonTooShort(trimmed)) throw new AppError('VALIDATION', { fields: { reason: MONEY_FIELD_MESSAGES.reasonMissing } });
  const before = await money.refundById(ctx.db, id);
  const row = await ctx.db.transaction(async (tx) => {
    const open = await openRequest(tx, id);
    // The card may already have the money: only a payout the bank refused may be declined.
    if (open.payoutStartedAt) throw new AppError('REFUND_PAYOUT_STARTED');
    await post(
      ctx,
      tx,
      {
        key: `refund-release:${id}`,
        kind: 'refund_release',
        userId: open.userId,
        entries: refundReleaseEntries(open.userId, open.amount),
      },
      lang,
    );
    return money.decideRefund(tx, id, {
      status: 'declined',
      decidedAt: new Date(ctx.now()),
      decidedById: staff.staffId,
      decidedByName: staff.name,
      declineReason: trimmed,
    });
  });
  return { refund: await operatorView(ctx, row, lang), before: before && (await operatorView(ctx, before, lang)) };
};
