import {
  type AdjustBody,
  type Adjustment,
  type LedgerCheck,
  MONEY_FIELD_MESSAGES,
  positiveAmountProblem,
  staffReasonTooShort,
} from '@jetkiz/contract';
import { adjustmentEntries, type Lang, tengeToTiyn, tiynToTenge } from '@jetkiz/domain';
import { AppError, type FieldText, inEachLanguage } from '../../errors.ts';
import type { PaymentsContext } from './payments.context.ts';
import { post } from './payments.ledger.ts';
import { type AdjustmentRow, moneyRepository as money } from './payments.money.repository.ts';
import { paymentsRepository as repo } from './payments.repository.ts';
import type { StaffActor } from './payments.transfers.ts';

/**
 * Manual adjustments (issue 18): the accountant credits or debits a wallet with a reason, a double entry against the
 * `adjustments` account; and the ledger's balance check the console shows.
 */

const views = async (ctx: PaymentsContext, rows: AdjustmentRow[]): Promise<Adjustment[]> => {
  const lines = await money.linesOf(
    ctx.db,
    rows.map((r) => r.transactionId),
  );
  return Promise.all(
    rows.map(async (r) => {
      const own = lines.filter((l) => l.transactionId === r.transactionId);
      const customer = await ctx.identity.profile(r.userId);
      const person = [customer.lastName, customer.firstName].filter(Boolean).join(' ');
      return {
        transactionId: r.transactionId,
        customerId: r.userId,
        customerName: customer.name ?? (person || null),
        phone: customer.phone,
        amount: tiynToTenge(r.amount),
        reason: r.reason,
        staffName: r.staffName,
        createdAt: r.createdAt.toISOString(),
        lines: own.map((l) => ({ account: l.account, amount: tiynToTenge(l.amount) })),
        balanceAfter: tiynToTenge(own.find((l) => l.account === 'wallet')?.balanceAfter ?? 0),
      };
    }),
  );
};

export const listAdjustments = async (ctx: PaymentsContext, query: { page?: number; itemsPerPage?: number }) => {
  const page = query.page ?? 0;
  const size = query.itemsPerPage ?? 25;
  const { rows, total } = await money.adjustments(ctx.db, page, size);
  return { content: await views(ctx, rows), totalElements: total, page, itemsPerPage: size };
};

/**
 * One adjustment per `requestId` (a repeated click answers the same one). A debit larger than the wallet holds is
 * refused (409) and nothing is written.
 */
export const adjustWallet = async (ctx: PaymentsContext, staff: StaffActor, body: AdjustBody, lang: Lang) => {
  const fields: Record<string, FieldText> = {};
  const magnitude = tengeToTiyn(Math.abs(body.amount));
  if (positiveAmountProblem(magnitude, lang)) fields.amount = inEachLanguage((l) => positiveAmountProblem(magnitude, l) ?? '');
  const reason = body.reason.trim();
  if (staffReasonTooShort(reason)) fields.reason = MONEY_FIELD_MESSAGES.reasonMissing;
  const userId = await ctx.identity.userIdByPhone(body.phone);
  if (!userId) fields.phone = MONEY_FIELD_MESSAGES.phoneUnknown;
  if (Object.keys(fields).length > 0 || !magnitude.ok || !userId) throw new AppError('VALIDATION', { fields });
  const amount = body.amount < 0 ? -magnitude.value : magnitude.value;
  const before = tiynToTenge(await ctx.balanceOf(ctx.db, userId));
  let transactionId: string;
  try {
    transactionId = await ctx.db.transaction(async (tx) => {
      const moved = await post(
        ctx,
        tx,
        { key: `adjustment:${body.requestId}`, kind: 'adjustment', userId, entries: adjustmentEntries(userId, amount) },
        lang,
      );
      if (!moved.repeated) {
        await money.insertAdjustment(tx, {
          transactionId: moved.transactionId,
          userId,
          amount,
          reason,
          staffId: staff.staffId,
          staffName: staff.name,
          createdAt: new Date(ctx.now()),
        });
      }
      return moved.transactionId;
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_INSUFFICIENT_FUNDS') throw new AppError('ADJUSTMENT_ABOVE_BALANCE');
    throw error;
  }
  const row = await money.adjustment(ctx.db, transactionId);
  if (!row) throw new Error(`adjustment ${transactionId} not found after posting`);
  const [adjustment] = await views(ctx, [row]);
  if (!adjustment) throw new Error('adjustment view missing');
  return { adjustment, before: { balance: before } };
};

/** The ledger's balance check as the console shows it (read from the entries, never from a cached figure). */
export const ledgerCheck = async (ctx: PaymentsContext): Promise<LedgerCheck> => {
  const [invariants, balances] = await Promise.all([repo.invariants(ctx.db), money.balances(ctx.db)]);
  return {
    ok:
      invariants.sumOfAllEntries === 0 &&
      invariants.unbalancedTransactions === 0 &&
      invariants.walletsNotMatchingEntries === 0 &&
      invariants.negativeWallets === 0,
    sumOfAllEntries: tiynToTenge(invariants.sumOfAllEntries),
    unbalancedTransactions: invariants.unbalancedTransactions,
    walletsNotMatchingEntries: invariants.walletsNotMatchingEntries,
    negativeWallets: invariants.negativeWallets,
    wallets: balances.wallets,
    walletsTotal: tiynToTenge(balances.walletsTotal),
    systemAccounts: balances.system.map((s) => ({ account: s.account, amount: tiynToTenge(s.amount) })),
    checkedAt: new Date(ctx.now()).toISOString(),
  };
};
