import { daysBetween, type IsoDate } from '../calendar/dates.ts';
import { percentOf, type Tiyn } from '../money/money.ts';

/** Late payment and late delivery both cost 3 % a day, at most 100 % of the amount (spec §9). */
export const PENALTY_BASIS_POINTS_PER_DAY = 300;
export const PENALTY_CAP_BASIS_POINTS = 10_000;

const penalty = (amount: Tiyn, daysLate: number): Tiyn => {
  if (!Number.isFinite(amount) || amount <= 0 || !Number.isFinite(daysLate) || daysLate <= 0) return 0;
  const days = Math.floor(daysLate);
  const basisPoints = Math.min(days * PENALTY_BASIS_POINTS_PER_DAY, PENALTY_CAP_BASIS_POINTS);
  return percentOf(amount, basisPoints);
};

/** The customer's penalty for paying `daysLate` days after the due date. */
export const latePaymentPenalty = penalty;
/** The operator's penalty for delivering `daysLate` days after the promised date. */
export const lateDeliveryPenalty = penalty;

/**
 * What is owed on `paidOn` for `amount` due on `dueDate` (Almaty dates): the amount and the late-payment penalty —
 * 3 % of it for every calendar day after the due date, at most 100 %. Paying on the due date costs no penalty; the
 * day after costs 3 %. The spec says «per day», so weekends and holidays count. Acts and additional services alike.
 */
export const lateAmountDue = (
  amount: Tiyn,
  dueDate: IsoDate,
  paidOn: IsoDate,
): { daysLate: number; penalty: Tiyn; total: Tiyn } => {
  const daysLate = Math.max(0, daysBetween(dueDate, paidOn));
  const penalty = latePaymentPenalty(amount, daysLate);
  return { daysLate, penalty, total: amount + penalty };
};
