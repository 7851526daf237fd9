import { almatyDate, BUSINESS_TIME_ZONE, type IsoDate } from './dates.ts';
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
