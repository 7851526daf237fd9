import { addDays, almatyDate, BUSINESS_TIME_ZONE, type IsoDate, isIsoDate } from './dates.ts';
import { formatPickupDate, parsePickupDate } from './deadlines.ts';
import type { WorkCalendar } from './work-calendar.ts';

/**
 * Pickups happen at 10:00 Almaty time (spec §9); a courier for today's 10:00 must be booked by this time.
 * After it, today is no longer offered: at 23:49 the earliest pickup is the next working day.
 */
export const SAME_DAY_PICKUP_CUTOFF = '09:00';

const almatyClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** «HH:MM» in Almaty at the instant `now`. */
export const almatyTime = (now: Date): string => almatyClock.format(now);

/**
 * The one rule for the first pickup date any screen, document or message offers: today (Almaty) while it is a
 * working day before the cut-off, otherwise the next working day.
 */
export const earliestPickupDate = (now: Date, calendar: WorkCalendar): IsoDate => {
  const today = almatyDate(now);
  if (calendar.isWorkingDay(today) && almatyTime(now) < SAME_DAY_PICKUP_CUTOFF) return today;
  return calendar.nextWorkingDay(today);
};

/** How far ahead a pickup can be booked (calendar days from today, Almaty). */
export const PICKUP_MAX_DAYS_AHEAD = 30;

/**
 * Why a pickup date is refused: not a date at 10:00; before today (spec §5: it must be later than the end of
 * yesterday); today once the cut-off has passed; not a working day; more than 30 days ahead.
 */
export type PickupProblem = 'format' | 'past' | 'cutOffPassed' | 'nonWorkingDay' | 'tooFar';
export type PickupCheck = { ok: true; value: IsoDate; wire: string } | { ok: false; problem: PickupProblem };

/**
 * Whether a pickup date («23.11.2026 10:00:00», the date alone, or YYYY-MM-DD) may be chosen at `now`: the same
 * rule as `earliestPickupDate` — never before it, so today only before the cut-off — a working day, and at most
 * 30 days ahead. The send calls, the resume of a lapsed booking and the web's choices all ask this.
 */
export const checkPickupDate = (date: unknown, now: Date, calendar: WorkCalendar): PickupCheck => {
  const iso = isIsoDate(date) ? date : parsePickupDate(date);
  if (iso === null) return { ok: false, problem: 'format' };
  const today = almatyDate(now);
  if (iso < today) return { ok: false, problem: 'past' };
  if (iso > addDays(today, PICKUP_MAX_DAYS_AHEAD)) return { ok: false, problem: 'tooFar' };
  if (!calendar.isWorkingDay(iso)) return { ok: false, problem: 'nonWorkingDay' };
  if (iso < earliestPickupDate(now, calendar)) return { ok: false, problem: 'cutOffPassed' };
  return { ok: true, value: iso, wire: formatPickupDate(iso) };
};

/**
 * The next instant after `now` at which the earliest pickup date can change: the cut-off or midnight (Almaty,
 * UTC+5), whichever comes first. A screen that offers dates works them out again then.
 */
export const nextPickupDateChange = (now: Date): Date => {
  const today = almatyDate(now);
  const cutOff = new Date(`${today}T${SAME_DAY_PICKUP_CUTOFF}:00+05:00`);
  return cutOff.getTime() > now.getTime() ? cutOff : new Date(`${addDays(today, 1)}T00:00:00+05:00`);
};

/** The pickup dates to choose from, earliest first (the earliest is the default). */
export const pickupDateChoices = (now: Date, calendar: WorkCalendar, count = 10): IsoDate[] => {
  const days: IsoDate[] = [];
  let next = earliestPickupDate(now, calendar);
  while (days.length < count) {
    days.push(next);
    next = calendar.nextWorkingDay(next);
  }
  return days;
};

/** What an order says about its dates, as every screen shows them. */
export type OrderDatesInput = {
  status: string;
  /** The pickup date the order was handed over with (null before the hand-over). */
  pickupDate: string | null;
  estimatedPickupDate: string;
  estimatedDeliveryFrom: string;
  estimatedDeliveryTo: string;
  /** The day the parcel was delivered (Almaty), when it was. */
  deliveredOn?: string | null | undefined;
};
export type OrderDates = {
  /** `booked`: the date the order was handed over with; otherwise the expected one. */
  pickup: { date: IsoDate; booked: boolean } | null;
  delivery: { kind: 'delivered'; date: IsoDate } | { kind: 'expected'; from: IsoDate; to: IsoDate } | null;
};

const day = (value: string | null | undefined): IsoDate | null => (value ? value.slice(0, 10) : null);

/** Working days from `a` to `b` (0 when b is not after a). */
const workingDaysBetween = (a: IsoDate, b: IsoDate, calendar: WorkCalendar): number => {
  let n = 0;
  for (let d = a; d < b && n < 400; n++) d = calendar.nextWorkingDay(d);
  return n;
};

/**
 * The dates of an order without contradictions: once handed over, the expected pickup is the booked pickup date
 * and the delivery range keeps its length in working days from it; a delivered order shows the day it was
 * delivered; a cancelled one expects nothing.
 */
export const orderDates = (order: OrderDatesInput, calendar: WorkCalendar): OrderDates => {
  if (order.status === 'cancelled' || order.status === 'cancellation_requested') {
    const booked = day(order.pickupDate);
    return { pickup: booked ? { date: booked, booked: true } : null, delivery: null };
  }
  const estimated = day(order.estimatedPickupDate) as IsoDate;
  const booked = day(order.pickupDate);
  const pickup = booked ?? estimated;
  const delivered = day(order.deliveredOn);
  if (order.status === 'delivered' && delivered) {
    return { pickup: { date: pickup, booked: booked !== null }, delivery: { kind: 'delivered', date: delivered } };
  }
  const from = day(order.estimatedDeliveryFrom) as IsoDate;
  const to = day(order.estimatedDeliveryTo) as IsoDate;
  if (pickup === estimated) {
    return { pickup: { date: pickup, booked: booked !== null }, delivery: { kind: 'expected', from, to } };
  }
  return {
    pickup: { date: pickup, booked: true },
    delivery: {
      kind: 'expected',
      from: calendar.addWorkingDays(pickup, workingDaysBetween(estimated, from, calendar)),
      to: calendar.addWorkingDays(pickup, workingDaysBetween(estimated, to, calendar)),
    },
  };
};

/** An instant's day in Almaty (for «delivered on» from a status time). */
export const almatyDayOf = (instant: string): IsoDate => almatyDate(new Date(instant));
