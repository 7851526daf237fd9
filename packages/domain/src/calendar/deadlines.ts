import { addDays, type IsoDate, isIsoDate, lastDayOfMonth } from './dates.ts';
import type { WorkCalendar } from './work-calendar.ts';

/** Winter: dispatches from 1 November to 15 March take one working day longer (spec §9). */
export const WINTER_EXTRA_WORKING_DAYS = 1;

export const isWinterDispatch = (date: IsoDate): boolean => {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return month >= 11 || month <= 2 || (month === 3 && day <= 15);
};

/** A carrier's days for a route, plus the winter day when the parcel leaves in winter. */
export const deliveryWorkingDays = (baseDays: number, dispatchDate: IsoDate): number =>
  baseDays + (isWinterDispatch(dispatchDate) ? WINTER_EXTRA_WORKING_DAYS : 0);

/** The delivery window for a tariff of `minDays`–`maxDays` working days from the pickup date. */
export const deliveryDateRange = (
  pickupDate: IsoDate,
  minDays: number,
  maxDays: number,
  calendar: WorkCalendar,
): { from: IsoDate; to: IsoDate } => ({
  from: calendar.addWorkingDays(pickupDate, deliveryWorkingDays(minDays, pickupDate)),
  to: calendar.addWorkingDays(pickupDate, deliveryWorkingDays(maxDays, pickupDate)),
});

/**
 * The terms of the acts of completed works (spec §9), in one setting. The offer states two readings: one clause
 * gives 3 working days to sign or refuse, another 5 to sign (and 3 to refuse). Both are this one setting with
 * different values: the default is the second reading ({ sign 5, refuse 3 }); the first is { sign 3, refuse 3 }.
 * An act can be refused until the refusal term ends and signed until the signing term ends; one neither signed
 * nor refused when both have ended is deemed accepted (so with the default, days 4–5 are for signing only).
 * A post-paid act is due `payWithinWorkingDays` after that; the late-payment penalty runs from the day after.
 */
export const AVR_TERMS = {
  issueWithinCalendarDays: 20,
  refuseWithinWorkingDays: 3,
  signWithinWorkingDays: 5,
  payWithinWorkingDays: 1,
} as const;
export type AvrTerms = {
  issueWithinCalendarDays: number;
  refuseWithinWorkingDays: number;
  signWithinWorkingDays: number;
  /** Spec §9 'additional services are payable within 1 business day': counted from the end of the acceptance term. */
  payWithinWorkingDays: number;
};
/** The first reading of the offer: 3 working days to sign or refuse. */
export const AVR_TERMS_SIGN_OR_REFUSE_IN_3: AvrTerms = { ...AVR_TERMS, signWithinWorkingDays: 3 };

/** The last day to issue the act for a month: 20 calendar days after the month ends. */
export const avrIssueDeadline = (year: number, month: number, terms: AvrTerms = AVR_TERMS): IsoDate =>
  addDays(lastDayOfMonth(year, month), terms.issueWithinCalendarDays);

/** The day the monthly job issues the acts of a month: the first working day after the month ends. */
export const avrIssueDay = (year: number, month: number, calendar: WorkCalendar): IsoDate =>
  calendar.nextWorkingDay(lastDayOfMonth(year, month));

/**
 * Whether the act of a month may be issued on `today` (Almaty): never before the month has ended; after the
 * 20-day term it is still issued (the services were rendered) but late, which the operator is shown.
 */
export const avrIssueCheck = (
  year: number,
  month: number,
  today: IsoDate,
  terms: AvrTerms = AVR_TERMS,
): 'monthNotOver' | 'late' | 'inTime' =>
  today <= lastDayOfMonth(year, month) ? 'monthNotOver' : today > avrIssueDeadline(year, month, terms) ? 'late' : 'inTime';

/** The last day to refuse an act (inclusive, Almaty). */
export const avrRefusalDeadline = (issued: IsoDate, calendar: WorkCalendar, terms: AvrTerms = AVR_TERMS): IsoDate =>
  calendar.addWorkingDays(issued, terms.refuseWithinWorkingDays);

/** The last day to sign an act (inclusive, Almaty). */
export const avrSigningDeadline = (issued: IsoDate, calendar: WorkCalendar, terms: AvrTerms = AVR_TERMS): IsoDate =>
  calendar.addWorkingDays(issued, terms.signWithinWorkingDays);

/**
 * The acceptance term the system applies, in working days from the issue: the longer of the two (with the default
 * terms the 5-day signing term), so neither a signature nor a refusal in time is lost. The offer quotes it.
 */
export const avrAcceptanceWorkingDays = (terms: AvrTerms = AVR_TERMS): number =>
  Math.max(terms.refuseWithinWorkingDays, terms.signWithinWorkingDays);

/**
 * The last day of the acceptance term: an act neither signed nor refused by the end of this day is deemed
 * accepted the next day.
 */
export const avrDeemedAcceptedAfter = (issued: IsoDate, calendar: WorkCalendar, terms: AvrTerms = AVR_TERMS): IsoDate =>
  calendar.addWorkingDays(issued, avrAcceptanceWorkingDays(terms));

/** The day a post-paid act is due: `payWithinWorkingDays` working days after the acceptance term. */
export const avrPaymentDueDate = (issued: IsoDate, calendar: WorkCalendar, terms: AvrTerms = AVR_TERMS): IsoDate =>
  calendar.addWorkingDays(avrDeemedAcceptedAfter(issued, calendar, terms), terms.payWithinWorkingDays);

/** Every day that matters for an act issued on `issued`. */
export type AvrDeadlines = { issued: IsoDate; refuseBy: IsoDate; signBy: IsoDate; deemedAcceptedAfter: IsoDate; payBy: IsoDate };
export const avrDeadlines = (issued: IsoDate, calendar: WorkCalendar, terms: AvrTerms = AVR_TERMS): AvrDeadlines => ({
  issued,
  refuseBy: avrRefusalDeadline(issued, calendar, terms),
  signBy: avrSigningDeadline(issued, calendar, terms),
  deemedAcceptedAfter: avrDeemedAcceptedAfter(issued, calendar, terms),
  payBy: avrPaymentDueDate(issued, calendar, terms),
});

/** Pickups happen at 10:00 Almaty time (spec §9). */
export const PICKUP_TIME = '10:00:00';
/** 2026-11-23 → «23.11.2026», the way Kazakh documents and screens write a day. */
export const formatDay = (date: IsoDate): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** 2026-11-23 → «23.11.2026 10:00:00», the format of the send call. */
export const formatPickupDate = (date: IsoDate): string => `${formatDay(date)} ${PICKUP_TIME}`;

/** «23.11.2026 10:00:00» (or the date alone) → 2026-11-23; null when it is not a real date at 10:00. */
export const parsePickupDate = (input: unknown): IsoDate | null => {
  if (typeof input !== 'string') return null;
  const m = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}:\d{2}:\d{2}))?$/.exec(input.trim());
  if (!m) return null;
  if (m[4] !== undefined && m[4] !== PICKUP_TIME) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : null;
};

/**
 * A list filter's day (spec §7: startDate «with 00:00:00», endDate «with 23:59:59»; ISO dates accepted too) as
 * the Almaty instants it covers: from its first moment, to the next day's first (exclusive). Null: not a date.
 */
export const almatyDayRange = (value: string): { from: Date; to: Date } | null => {
  const text: string = value.trim();
  const iso = /^\d{4}-/.test(text) ? (isIsoDate(text) ? text : null) : parsePickupDate(text.replace(/ \d{2}:\d{2}:\d{2}$/, ''));
  if (!iso) return null;
  const from = new Date(`${iso}T00:00:00+05:00`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
};
