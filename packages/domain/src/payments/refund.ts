import { addDays, daysBetween, type IsoDate } from '../calendar/dates.ts';
import type { Tiyn } from '../money/money.ts';
import type { LedgerEntry } from './ledger.ts';

/**
 * Refunds of unused wallet money (spec §9: within 15 calendar days of the customer's request). The asked amount is
 * held at once — moved from the wallet to the system account `refund_hold`, so it cannot be spent meanwhile — and
 * leaves the hold either to the bank (paid out to the card or by transfer) or back to the wallet (declined).
 */

/** Spec §9: unused money is returned within 15 calendar days of the request. */
export const REFUND_TERM_DAYS = 15;

/** The last day the refund may be paid out (the request's Almaty day + 15 calendar days). */
export const refundDueOn = (requestedOn: IsoDate): IsoDate => addDays(requestedOn, REFUND_TERM_DAYS);

export type RefundTerm = { dueOn: IsoDate; daysLeft: number; overdue: boolean };

/**
 * Where an open request stands on `today` (Almaty): days left to its due day (0 on the day itself, negative after)
 * and whether it is overdue. A closed request (paid or declined) is never overdue.
 */
export const refundTerm = (requestedOn: IsoDate, today: IsoDate, open = true): RefundTerm => {
  const dueOn = refundDueOn(requestedOn);
  const daysLeft = daysBetween(today, dueOn);
  return { dueOn, daysLeft, overdue: open && daysLeft < 0 };
};

/** Open requests asked before this day are overdue on `today` (their due day has passed). */
export const refundOverdueBefore = (today: IsoDate): IsoDate => addDays(today, -REFUND_TERM_DAYS);

/** The free balance a refund may take: what the wallet holds (a held refund already left it). */
export type RefundAmountProblem = 'notPositive' | 'aboveFreeBalance';
export const checkRefundAmount = (
  amount: Tiyn,
  freeBalance: Tiyn,
): { ok: true } | { ok: false; problem: RefundAmountProblem } => {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, problem: 'notPositive' };
  return amount > freeBalance ? { ok: false, problem: 'aboveFreeBalance' } : { ok: true };
};

/** The hold: the amount leaves the wallet for `refund_hold`. */
export const refundHoldEntries = (owner: string, amount: Tiyn): LedgerEntry[] => [
  { account: { wallet: owner }, amount: -amount },
  { account: { system: 'refund_hold' }, amount },
];

/** The payout: the held amount goes to the bank (to the card or by transfer). */
export const refundPayoutEntries = (amount: Tiyn): LedgerEntry[] => [
  { account: { system: 'refund_hold' }, amount: -amount },
  { account: { system: 'bank' }, amount },
];

/** A declined request: the held amount returns to the wallet. */
export const refundReleaseEntries = (owner: string, amount: Tiyn): LedgerEntry[] => [
  { account: { system: 'refund_hold' }, amount: -amount },
  { account: { wallet: owner }, amount },
];
