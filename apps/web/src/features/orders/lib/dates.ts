import {
  addDays,
  almatyDate,
  almatyDayOf,
  calendarFromDaysOff,
  createWorkCalendar,
  type IsoDate,
  nextPickupDateChange,
  type OrderDates,
  type OrderDatesInput,
  orderDates,
  pickupDateChoices,
  type WorkCalendar,
} from '@jetkiz/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { date } from '../../../lib/format.ts';
import { onServerClockChange, serverNow } from '../../../lib/server-clock.ts';
import { getWorkCalendarQueryOptions } from '../api/orders.ts';

/**
 * The calendar built into the code (the law's holidays and the years shipped with it): only while the server's
 * calendar loads, if it fails, and for days beyond the range it was asked for.
 */
const builtInCalendar = createWorkCalendar();

/**
 * The days the server's calendar is asked for: from the first of last month (the dates of recent orders) for a
 * year. Fixed for a month, so every screen shares one cached answer.
 */
export const calendarRange = (now: Date): { from: IsoDate; to: IsoDate } => {
  const today = almatyDate(now);
  const month = Number(today.slice(5, 7));
  const from =
    month === 1 ? `${Number(today.slice(0, 4)) - 1}-12-01` : `${today.slice(0, 5)}${String(month - 1).padStart(2, '0')}-01`;
  return { from, to: addDays(from, 365) };
};

/**
 * Kazakhstan's working-day calendar as the server keeps it — with the years and days off the operator enters in
 * the console — so a screen never offers a day the API would refuse. The built-in one stands in until it loads.
 */
export const useWorkCalendar = (): WorkCalendar => {
  const { from, to } = calendarRange(serverNow());
  const { data } = useQuery(getWorkCalendarQueryOptions(from, to));
  return useMemo(() => (data ? calendarFromDaysOff(data, builtInCalendar) : builtInCalendar), [data]);
};

/**
 * The moment the pickup dates are worked out from: it moves on by itself when the same-day cut-off or midnight
 * passes (a page left open from the morning), and when the tab comes back (a timer sleeps with the laptop).
 * `refresh` moves it to now, for a submit or a refusal.
 */
export const usePickupClock = (): { now: Date; refresh: () => void } => {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const wait = Math.max(0, nextPickupDateChange(now).getTime() - serverNow().getTime());
    const timer = setTimeout(() => setNow(serverNow()), wait);
    return () => clearTimeout(timer);
  }, [now]);
  useEffect(() => {
    // Only a passed boundary changes anything: focusing the tab at 10:15 keeps the same choices.
    const wake = () => setNow((shown) => (nextPickupDateChange(shown).getTime() <= serverNow().getTime() ? serverNow() : shown));
    const onVisible = () => document.visibilityState === 'visible' && wake();
    window.addEventListener('focus', wake);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', wake);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  // An answer found the server's clock elsewhere than this computer's (lib/server-clock): perhaps the page's first.
  useEffect(() => onServerClockChange(() => setNow(serverNow())), []);
  const refresh = useCallback(() => setNow(serverNow()), []);
  return { now, refresh };
};

/**
 * The pickup dates a screen offers now, by the domain's one rule (cut-off, Asia/Almaty, the server's working
 * days), kept current: the earliest first.
 */
export const usePickupDates = () => {
  const calendar = useWorkCalendar();
  const { now, refresh } = usePickupClock();
  const choices = useMemo(() => pickupDateChoices(now, calendar), [now, calendar]);
  return { calendar, choices, earliest: choices[0] as IsoDate, refresh };
};

/**
 * A calendar date (YYYY-MM-DD) or an instant (its day in Almaty) as every date is written: «23.11.2026», in English
 * too (lib/format's `date`).
 */
export const displayDate = (value: string) => date(value);

/** What an order's page needs for its dates: the detail's own fields when the API gives them. */
type OrderDatesSource = OrderDatesInput & {
  history?: ReadonlyArray<{ status: string; at: string }>;
  expectedPickupDate?: string | undefined;
  expectedDeliveryFrom?: string | undefined;
  expectedDeliveryTo?: string | undefined;
  deliveredDate?: string | null | undefined;
};

/**
 * An order's dates as every orders screen shows them: the API's expected dates (counted by the server with the
 * same rule) where the answer carries them, otherwise the domain's `orderDates`. A delivered order shows its
 * delivery day, never a status word; a cancelled one expects nothing.
 */
export const orderDatesOf = (order: OrderDatesSource, calendar: WorkCalendar): OrderDates => {
  const delivered = order.history?.find((h) => h.status === 'delivered');
  const deliveredOn = order.deliveredDate ?? (delivered ? almatyDayOf(delivered.at) : null);
  const dates = orderDates({ ...order, deliveredOn }, calendar);
  const pickup =
    dates.pickup && order.expectedPickupDate ? { ...dates.pickup, date: order.expectedPickupDate.slice(0, 10) } : dates.pickup;
  const delivery =
    dates.delivery?.kind === 'expected' && order.expectedDeliveryFrom && order.expectedDeliveryTo
      ? { kind: 'expected' as const, from: order.expectedDeliveryFrom.slice(0, 10), to: order.expectedDeliveryTo.slice(0, 10) }
      : dates.delivery;
  return { pickup, delivery };
};
