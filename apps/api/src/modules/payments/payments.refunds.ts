import { randomUUID } from 'node:crypto';
import {
  MONEY_FIELD_MESSAGES,
  type OperatorRefund,
  positiveAmountProblem,
  REFUND_STATUS_NAMES,
  type RefundAskBody,
  type RefundRequest,
  type WalletRefunds,
} from '@jetkiz/contract';
import {
  almatyDate,
  checkKzIban,
  checkRefundAmount,
  fillText,
  type Lang,
  refundHoldEntries,
  refundOverdueBefore,
  refundPayoutEntries,
  refundReleaseEntries,
  refundTerm,
  tengeToTiyn,
  tiynToTenge,
} from '@jetkiz/domain';
import { BankError, BankRefusedError } from '../../adapters/bank/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PaymentsContext } from './payments.context.ts';
import type { Actor } from './payments.ledger.ts';
import { post } from './payments.ledger.ts';
import { moneyRepository as money, type RefundRequestRow } from './payments.money.repository.ts';
import type { StaffActor } from './payments.transfers.ts';

/**
 * Refunds of unused wallet money (spec §9, issue 18). Asking holds the amount at once (wallet → `refund_hold`), so
 * it cannot be spent while the accountant decides; approving pays it out (hold → bank: to the card through the
 * bank's refund call, or a transfer to the IBAN marked paid); declining returns it (hold → wallet). The 15-day term
 * is counted from the request's Almaty day.
 */

const requestView = async (ctx: PaymentsContext, row: RefundRequestRow, lang: Lang): Promise<RefundRequest> => {
  const term = refundTerm(row.requestedOn, almatyDate(new Date(ctx.now())), row.status === 'pending');
  const card = row.topUpId ? await money.topUpOf(ctx.db, row.topUpId) : undefined;
  return {
    id: row.id,
    amount: tiynToTenge(row.amount),
    method: row.method,
    destination: row.method === 'card' ? (card?.cardMask ?? '') : (row.iban ?? ''),
    status: row.status,
    statusName: REFUND_STATUS_NAMES[row.status][lang],
    requestedAt: row.requestedAt.toISOString(),
    dueOn: term.dueOn,
    daysLeft: term.daysLeft,
    overdue: term.overdue,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
  };
};

const operatorView = async (ctx: PaymentsContext, row: RefundRequestRow, lang: Lang): Promise<OperatorRefund> => {
  const customer = await ctx.identity.profile(row.userId);
  const person = [customer.lastName, customer.firstName].filter(Boolean).join(' ');
  return {
    ...(await requestView(ctx, row, lang)),
    customerId: row.userId,
    customerName: customer.name ?? (person || null),
    phone: customer.phone,
    decidedBy: row.decidedByName,
    payoutStartedAt: row.payoutStartedAt?.toISOString() ?? null,
  };
};

/** The wallet page's refund block: the requests, the free balance and the cards a refund may go back to. */
export const walletRefunds = async (ctx: PaymentsContext, userId: string, lang: Lang): Promise<WalletRefunds> => {
  const [rows, balance, cards] = await Promise.all([
    money.refundsOf(ctx.db, userId),
    ctx.balanceOf(ctx.db, userId),
    money.cardTopUps(ctx.db, userId),
  ]);
  return {
    freeBalance: tiynToTenge(balance),
    requests: await Promise.all(rows.map((r) => requestView(ctx, r, lang))),
    cards: cards
      .filter((c) => c.amount - c.asked > 0)
      .map((c) => ({
        invoiceId: c.invoiceId,
        cardMask: c.cardMask ?? '',
        paidAt: c.paidAt.toISOString(),
        refundable: tiynToTenge(c.amount - c.asked),
      })),
  };
};

/** The customer asks: amount within the free balance, to a card of an earlier top-up or to a valid KZ IBAN. */
export const askRefund = async (
  ctx: PaymentsContext,
  userId: string,
  actor: Actor,
  body: RefundAskBody,
  lang: Lang,
): Promise<RefundRequest> => {
  const amount = tengeToTiyn(body.amount);
  const amountProblem = positiveAmountProblem(amount, lang);
  if (!amount.ok || amountProblem) throw new AppError('VALIDATION', { fields: { amount: amountProblem ?? '' } });
  let iban: string | null = null;
  let topUpId: number | null = null;
  if (body.method === 'transfer') {
    const checked = checkKzIban(body.iban ?? '');
    if (!checked.ok) {
      const message = checked.problem === 'checkDigits' ? MONEY_FIELD_MESSAGES.ibanCheckDigits : MONEY_FIELD_MESSAGES.ibanFormat;
      throw new AppError('VALIDATION', { fields: { iban: message[lang] } });
    }
    iban = checked.iban;
  }
  /** The card's top-up, and that the amount is within what it paid less what has been asked back to it. */
  const cardOf = async (db: Db | Tx) => {
    const card = (await money.cardTopUps(db, userId)).find((c) => c.invoiceId === body.cardInvoiceId);
    if (!card) throw new AppError('VALIDATION', { fields: { cardInvoiceId: MONEY_FIELD_MESSAGES.cardUnknown[lang] } });
    if (amount.value > card.amount - card.asked) {
      const max = ctx.money(card.amount - card.asked, lang);
      throw new AppError('VALIDATION', { fields: { amount: fillText(MONEY_FIELD_MESSAGES.cardAboveTopUp[lang], { max }) } });
    }
    return card.id;
  };
  if (body.method !== 'transfer') topUpId = await cardOf(ctx.db);
  const id = randomUUID();
  const now = new Date(ctx.now());
  try {
    const row = await ctx.db.transaction(async (tx) => {
      // Two requests to one card at once take turns on its top-up's row, and the second counts the first's amount.
      if (topUpId !== null) {
        await money.lockTopUp(tx, topUpId);
        await cardOf(tx);
      }
      const check = checkRefundAmount(amount.value, await ctx.balanceOf(tx, userId));
      if (!check.ok) throw new AppError('REFUND_ABOVE_BALANCE');
      const hold = await post(
        ctx,
        tx,
        { key: `refund-hold:${id}`, kind: 'refund_request', userId, actor, entries: refundHoldEntries(userId, amount.value) },
        lang,
      );
      return money.insertRefund(tx, {
        id,
        userId,
        amount: amount.value,
        method: body.method,
        topUpId,
        iban,
        requestedAt: now,
        requestedOn: almatyDate(now),
        holdTransactionId: hold.transactionId,
        actorId: actor.actorId,
        actorName: actor.actorName,
      });
    });
    return requestView(ctx, row, lang);
  } catch (error) {
    // Another payment took the money between the check and the hold: the same answer as above the balance.
    if (error instanceof AppError && error.code === 'PAYMENT_INSUFFICIENT_FUNDS') throw new AppError('REFUND_ABOVE_BALANCE');
    throw error;
  }
};

export const listRefunds = async (
  ctx: PaymentsContext,
  query: { page?: number; itemsPerPage?: number; status?: 'pending' | 'paid' | 'declined'; overdue?: boolean },
  lang: Lang,
) => {
  const page = query.page ?? 0;
  const size = query.itemsPerPage ?? 25;
  const dueBefore = query.overdue ? refundOverdueBefore(almatyDate(new Date(ctx.now()))) : undefined;
  const { rows, total } = await money.refunds(ctx.db, { status: query.status, dueBefore }, page, size);
  const content = await Promise.all(rows.map((r) => operatorView(ctx, r, lang)));
  return { content, totalElements: total, page, itemsPerPage: size };
};

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
  if (trimmed.length < 3) throw new AppError('VALIDATION', { fields: { reason: MONEY_FIELD_MESSAGES.reasonMissing[lang] } });
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
