import { almatyDate, daysBetween, type IsoDate } from '../calendar/dates.ts';
import type { WorkCalendar } from '../calendar/work-calendar.ts';
import { percentOf, type Tiyn } from '../money/money.ts';
import { type OrderPrice, paidDeliveryFee } from './paid-fee.ts';
import { lateAmountDue, lateDeliveryPenalty } from './penalty.ts';

/**
 * Late delivery and the additional services ordered after an order was created (spec §9, issue 19).
 *
 * Days late are calendar days in Asia/Almaty: the parcel delivered on the Almaty day after the last day of its
 * promised range (`dueOn`) is 1 day late, whatever the hour; delivered on or before `dueOn` it is on time. The
 * spec says "per day", not "per working day", and the customer waits on weekends and holidays as well, so they count.
 * The credit is 3 % of what the customer paid for the delivery (`paidDeliveryFee`: the price after a promo code, the
 * same base a delay claim counts from) per day, at most 100 %.
 */
export const deliveryDaysLate = (dueOn: IsoDate | null, deliveredAt: Date): number => {
  if (!dueOn) return 0;
  return Math.max(0, daysBetween(dueOn, almatyDate(deliveredAt)));
};

export type LateDeliveryCredit = { daysLate: number; amount: Tiyn };

/** The late-delivery credit, or null when the parcel was on time (or cost nothing, so there is nothing to credit). */
export const lateDeliveryCredit = (
  order: { price: OrderPrice; dueOn: IsoDate | null },
  deliveredAt: Date,
): LateDeliveryCredit | null => {
  const daysLate = deliveryDaysLate(order.dueOn, deliveredAt);
  const amount = lateDeliveryPenalty(paidDeliveryFee(order.price), daysLate);
  return daysLate > 0 && amount > 0 ? { daysLate, amount } : null;
};

/** The services a customer or the operator may add to an order after it was created, with their reference codes. */
export const ADDITIONAL_SERVICES = ['SECOND_ATTEMPT', 'STORAGE', 'REPACKING'] as const;
export type AdditionalService = (typeof ADDITIONAL_SERVICES)[number];
export const isAdditionalService = (value: unknown): value is AdditionalService =>
  typeof value === 'string' && (ADDITIONAL_SERVICES as readonly string[]).includes(value);

/** Storage beyond the free days is ordered by the day: 1 to 30 days at a time. */
export const MAX_STORAGE_DAYS = 30;

/** Additional services are payable within 1 business day (spec §9). */
export const ADDITIONAL_SERVICE_PAY_WORKING_DAYS = 1;

/**
 * The last day (inclusive, Almaty) to pay an additional service ordered at `orderedAt`: the first working day after
 * the Almaty day it was ordered on (ordered on Friday evening or before Nauryz: due on the next working day).
 */
export const additionalServiceDueOn = (orderedAt: Date, calendar: WorkCalendar): IsoDate =>
  calendar.addWorkingDays(calendar.workingDayOnOrAfter(almatyDate(orderedAt)), ADDITIONAL_SERVICE_PAY_WORKING_DAYS);

/**
 * What an additional service costs when paid on `paidOn` (Almaty): its price, and from the day after its due day
 * (`additionalServiceDueOn`, 1 working day after it was ordered) the late-payment penalty of spec §9 — 3 % of the
 * price per calendar day, at most 100 % — counted as an act's penalty is (`lateAmountDue`). Shown before paying and
 * charged with the service.
 */
export const additionalServiceAmountDue = (
  amount: Tiyn,
  dueOn: IsoDate,
  paidOn: IsoDate,
): { amount: Tiyn; daysLate: number; penalty: Tiyn; total: Tiyn } => ({ amount, ...lateAmountDue(amount, dueOn, paidOn) });

/** Past its due day (Almaty) and still unpaid. */
export const additionalServiceOverdue = (dueOn: IsoDate, now: Date): boolean => almatyDate(now) > dueOn;

export type ServicePriceProblem = 'days' | 'notPriced';

/**
 * What an additional service costs: the reference's fixed price plus its percent of the order's price; storage is
 * per day, so times the days ordered. A service without a price in the reference cannot be ordered.
 */
export const additionalServiceAmount = (
  service: AdditionalService,
  price: { fixed: Tiyn; basisPointsOfBase: number },
  order: { fee: Tiyn },
  days = 1,
): { ok: true; amount: Tiyn; days: number } | { ok: false; problem: ServicePriceProblem } => {
  const count = service === 'STORAGE' ? days : 1;
  if (!Number.isInteger(count) || count < 1 || count > MAX_STORAGE_DAYS) return { ok: false, problem: 'days' };
  const once = price.fixed + percentOf(order.fee, price.basisPointsOfBase);
  if (!(once > 0)) return { ok: false, problem: 'notPriced' };
  return { ok: true, amount: once * count, days: count };
};

/**
 * A service's status as the order's stands: an unpaid charge of a cancelled order is void with it (the order will
 * never be handed over, so the service will never be done), and can no longer be paid.
 */
export const serviceStatusWith = <S extends string>(service: S, orderStatus: string): S | 'cancelled' =>
  service === 'unpaid' && orderStatus === 'cancelled' ? 'cancelled' : service;

/** Why an order is held: an additional service is ordered and not paid yet (before or past its due day). */
export const holdsOrder = (services: ReadonlyArray<{ status: string }>): boolean => services.some((s) => s.status === 'unpaid');

/**
 * When each service may be ordered, by the order's status: a second attempt and storage once the parcel is with the
 * carrier and not delivered; re-packing before it goes out for delivery (a paid order not yet handed over too).
 */
const ORDERABLE_AT: Record<AdditionalService, readonly string[]> = {
  SECOND_ATTEMPT: ['in_transit', 'arrived', 'out_for_delivery'],
  STORAGE: ['in_transit', 'arrived', 'out_for_delivery'],
  REPACKING: ['paid', 'sent', 'in_transit', 'arrived'],
};
export const additionalServiceOrderable = (service: AdditionalService, status: string): boolean =>
  ORDERABLE_AT[service].includes(status);
