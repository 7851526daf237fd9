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
  customerNumberOf,
  fillText,
  type Lang,
  refundHoldEntries,
  refundOverdueBefore,
  refundTerm,
  tengeToTiyn,
  tiynToTenge,
} from '@jetkiz/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, inEveryLanguage } from '../../errors.ts';
import type { PaymentsContext } from './payments.context.ts';
import type { Actor } from './payments.ledger.ts';
import { post } from './payments.ledger.ts';
import { moneyRepository as money, type RefundRequestRow } from './payments.money.repository.ts';

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

export const operatorView = async (ctx: PaymentsContext, row: RefundRequestRow, lang: Lang): Promise<OperatorRefund> => {
  const customer = await ctx.identity.profile(row.userId);
  const person = [customer.lastName, customer.firstName].filter(Boolean).join(' ');
  const number = customerNumberOf(customer);
  return {
    ...(await requestView(ctx, row, lang)),
    customerId: row.userId,
    customerName: customer.name ?? (person || null),
    phone: customer.phone,
    customerNumber: number.number,
    customerNumberLabel: number.label,
    customerBlocked: customer.blocked !== null,
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
  if (!amount.ok || positiveAmountProblem(amount, lang))
    throw new AppError('VALIDATION', { fields: inEveryLanguage((l) => ({ amount: positiveAmountProblem(amount, l) ?? '' })) });
  let iban: string | null = null;
  let topUpId: number | null = null;
  if (body.method === 'transfer') {
    const checked = checkKzIban(body.iban ?? '');
    if (!checked.ok) {
      const message = checked.problem === 'checkDigits' ? MONEY_FIELD_MESSAGES.ibanCheckDigits : MONEY_FIELD_MESSAGES.ibanFormat;
      throw new AppError('VALIDATION', { fields: { iban: message } });
    }
    iban = checked.iban;
  }
  /** The card's top-up, and that the amount is within what it paid less what has been asked back to it. */
  const cardOf = async (db: Db | Tx) => {
    const card = (await money.cardTopUps(db, userId)).find((c) => c.invoiceId === body.cardInvoiceId);
    if (!card) throw new AppError('VALIDATION', { fields: { cardInvoiceId: MONEY_FIELD_MESSAGES.cardUnknown } });
    if (amount.value > card.amount - card.asked) {
      const left = card.amount - card.asked;
      throw new AppError('VALIDATION', {
        fields: inEveryLanguage((l) => ({
          amount: fillText(MONEY_FIELD_MESSAGES.cardAboveTopUp[l], { max: ctx.money(left, l) }),
        })),
      });
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
