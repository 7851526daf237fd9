import { daysBetween, type IsoDate } from '../calendar/dates.ts';
import type { WorkCalendar } from '../calendar/work-calendar.ts';
import type { Tiyn } from '../money/money.ts';
import { LOSS_WITHOUT_DECLARED_VALUE_MULTIPLIER, lossCompensation } from '../pricing/insurance.ts';
import { type OrderPrice, paidDeliveryFee } from '../pricing/paid-fee.ts';
import { lateDeliveryPenalty } from '../pricing/penalty.ts';

/**
 * Claims and compensation (spec §9, issue 19). A customer files a claim within 30 working days of delivery (of the
 * end of the promised range when nothing was delivered); the operator reviews it within 30 working days of filing;
 * a compensation reaches the wallet within 3 working days of the decision. Every term counts Kazakhstan's working
 * days (holidays, transfers) and is inclusive: the day named is the last day.
 */
export const CLAIM_TERMS = { fileWithinWorkingDays: 30, reviewWithinWorkingDays: 30, payWithinWorkingDays: 3 } as const;

export const CLAIM_TYPES = ['loss', 'damage', 'shortage', 'delay'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const isClaimType = (value: unknown): value is ClaimType => CLAIM_TYPES.includes(value as ClaimType);

/** filed → compensated (a payout is due, then paid) or refused. */
export const CLAIM_STATUSES = ['filed', 'compensated', 'refused'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** What a claim needs to know of its order. Dates are Almaty dates. */
export type ClaimOrder = {
  /** The day the parcel was delivered; null while it is not. */
  deliveredOn: IsoDate | null;
  /** The last day of the promised delivery range. */
  dueOn: IsoDate;
  /** The order was cancelled: nothing to claim. */
  cancelled: boolean;
  /**
   * The order's price. Every rule counts from the fee the customer paid (`paidDeliveryFee`: after a promo code), the
   * base of the automatic late-delivery credit too.
   */
  price: OrderPrice;
  /** Tiyn: the declared value of the whole order; null or 0 when none was declared. */
  declaredValue: Tiyn | null;
};

/** The day the filing term is counted from: delivery, or the end of the promised range when nothing was delivered. */
export const claimTermStart = (order: Pick<ClaimOrder, 'deliveredOn' | 'dueOn'>): IsoDate => order.deliveredOn ?? order.dueOn;

/** The last day to file a claim on the order (inclusive). */
export const claimFilingDeadline = (order: Pick<ClaimOrder, 'deliveredOn' | 'dueOn'>, calendar: WorkCalendar): IsoDate =>
  calendar.addWorkingDays(claimTermStart(order), CLAIM_TERMS.fileWithinWorkingDays);

/** The last day of the operator's review of a claim filed on `filedOn` (inclusive). */
export const claimReviewDeadline = (filedOn: IsoDate, calendar: WorkCalendar): IsoDate =>
  calendar.addWorkingDays(filedOn, CLAIM_TERMS.reviewWithinWorkingDays);

/** The last day a compensation decided on `decidedOn` must reach the wallet (inclusive). */
export const compensationPayoutDeadline = (decidedOn: IsoDate, calendar: WorkCalendar): IsoDate =>
  calendar.addWorkingDays(decidedOn, CLAIM_TERMS.payWithinWorkingDays);

/** A claim still filed after its review term: flagged on the console's dashboard. */
export const isClaimOverdue = (status: ClaimStatus, reviewBy: IsoDate, today: IsoDate): boolean =>
  status === 'filed' && today > reviewBy;

/** Days the parcel is (or was) late: Almaty calendar days after the last day of the promised range. */
export const claimDaysLate = (order: Pick<ClaimOrder, 'deliveredOn' | 'dueOn'>, today: IsoDate): number =>
  Math.max(0, daysBetween(order.dueOn, order.deliveredOn ?? today));

export type ClaimFilingProblem =
  /** The order was cancelled, or is neither delivered nor past its promised range. */
  | 'notClaimable'
  /** The 30 working days have passed. */
  | 'termOver'
  /** The type does not fit the order: loss of a delivered parcel, damage or shortage of one not delivered, delay of one on time. */
  | 'typeNotApplicable';

/** Whether a claim of `type` may be filed on the order on `today`, and until when. */
export const checkClaimFiling = (
  type: ClaimType,
  order: ClaimOrder,
  today: IsoDate,
  calendar: WorkCalendar,
): { ok: true; deadline: IsoDate } | { ok: false; problem: ClaimFilingProblem; deadline: IsoDate | null } => {
  if (order.cancelled) return { ok: false, problem: 'notClaimable', deadline: null };
  const delivered = order.deliveredOn !== null;
  if (!delivered && today <= order.dueOn) return { ok: false, problem: 'notClaimable', deadline: null };
  const deadline = claimFilingDeadline(order, calendar);
  if (today > deadline) return { ok: false, problem: 'termOver', deadline };
  const fits = type === 'loss' ? !delivered : type === 'delay' ? claimDaysLate(order, today) > 0 : delivered; // damage, shortage
  return fits ? { ok: true, deadline } : { ok: false, problem: 'typeNotApplicable', deadline };
};

/**
 * The most a claim of `type` can be compensated, «the fee» being what the customer paid for the delivery
 * (`paidDeliveryFee`, after a promo code):
 * - loss: the declared value when one was declared (the order was insured for it), twice the fee without one;
 * - damage and shortage: a part of the cargo, so at most what a loss would pay (the declared value, or twice the fee);
 * - delay: the delay penalty, 3 % of the fee per calendar day late, at most 100 % of the fee, less what the automatic
 *   late-delivery credit has already paid for the same days (`alreadyCredited`, counted from the same fee);
 * - each less what the order's claims compensated before took from the same cap (`earlier`, see `claimCap`).
 */
export const claimMaxCompensation = (
  type: ClaimType,
  order: ClaimOrder,
  today: IsoDate,
  alreadyCredited: Tiyn = 0,
  earlier: ReadonlyArray<CompensatedClaim> = [],
): Tiyn => {
  const fee = paidDeliveryFee(order.price);
  const rule =
    type === 'delay'
      ? lateDeliveryPenalty(fee, claimDaysLate(order, today)) - alreadyCredited
      : lossCompensation(fee, order.declaredValue);
  return Math.max(0, rule - compensatedFromCap(type, earlier));
};

/** A claim of the same order already compensated: its type and what it paid (tiyn). */
export type CompensatedClaim = { type: ClaimType; compensation: Tiyn };

/**
 * The cap a claim draws on. Loss, damage and shortage are all paid out of the cargo's worth (the declared value, or
 * twice the fee): a damaged part and a missing part are parts of one parcel, so together they never pay more than its
 * loss would. A delay is paid out of the delay penalty.
 */
export const claimCap = (type: ClaimType): 'cargo' | 'delay' => (type === 'delay' ? 'delay' : 'cargo');

/**
 * What the order's claims compensated before have taken from the cap a claim of `type` draws on: a second damage
 * claim after a compensated one (or a shortage claim after it) pays only what is left of the cap, not the cap again.
 */
export const compensatedFromCap = (type: ClaimType, earlier: ReadonlyArray<CompensatedClaim>): Tiyn =>
  earlier.filter((claim) => claimCap(claim.type) === claimCap(type)).reduce((sum, claim) => sum + claim.compensation, 0);

/** Without a declared value, the cap of a loss, damage or shortage is this many times the fee (spec §9). */
export const CLAIM_FEE_MULTIPLIER = LOSS_WITHOUT_DECLARED_VALUE_MULTIPLIER;

export type ClaimAmountProblem = 'notPositive' | 'aboveRule';

/** The amount a customer claims: more than zero and not above the rule's maximum. */
export const checkClaimedAmount = (
  claimed: Tiyn,
  max: Tiyn,
): { ok: true } | { ok: false; problem: ClaimAmountProblem; max: Tiyn } => {
  if (!Number.isSafeInteger(claimed) || claimed <= 0) return { ok: false, problem: 'notPositive', max };
  if (claimed > max) return { ok: false, problem: 'aboveRule', max };
  return { ok: true };
};

/**
 * What the rules pay a claim: the rule's amount (see claimMaxCompensation), never more than the customer claimed —
 * a loss claimed below the declared value pays what was claimed.
 */
export const claimCompensation = (claimed: Tiyn, max: Tiyn): Tiyn => Math.max(0, Math.min(claimed, max));

/**
 * The operator's compensation: the computed amount, or less (a part of the damage), never more and never zero (a
 * claim that pays nothing is refused with a reason). The carrier's share of it is between 0 and the compensation.
 */
export const checkDecision = (
  computed: Tiyn,
  amount: Tiyn,
  carrierShare: Tiyn,
): { ok: true } | { ok: false; problem: 'notPositive' | 'aboveRule' | 'carrierShare' } => {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, problem: 'notPositive' };
  if (amount > computed) return { ok: false, problem: 'aboveRule' };
  if (!Number.isSafeInteger(carrierShare) || carrierShare < 0 || carrierShare > amount)
    return { ok: false, problem: 'carrierShare' };
  return { ok: true };
};
