import type { Localized } from '../i18n/lang.ts';
import { addDays, daysBetween, type IsoDate, isIsoDate, isWeekend } from './dates.ts';
import KZ_CALENDAR_DATA from './kz-calendar.json' with { type: 'json' };

export type HolidayRule = { id: string; month: number; day: number; moves: boolean; name: Localized };
export type CalendarYear = { kurbanAit?: IsoDate; transfers: Array<{ dayOff: IsoDate; workingDay: IsoDate }> };
export type CalendarData = {
  holidays: HolidayRule[];
  kurbanAitName: Localized;
  years: Record<string, CalendarYear>;
};

export const KZ_CALENDAR: CalendarData = KZ_CALENDAR_DATA as CalendarData;

/** Why a day is not worked: a weekend, a holiday, a holiday's day off moved from a weekend, a Government transfer. */
export type DayOffKind = 'weekend' | 'holiday' | 'movedHoliday' | 'transfer';
export type DayOff = { date: IsoDate; kind: DayOffKind; holiday: Localized | null };

const MOVED_SUFFIX: Localized = { ru: 'перенесённый выходной', kk: 'ауыстырылған демалыс', en: 'moved day off' };
const TRANSFER_NAME: Localized = {
  ru: 'Перенос выходного дня',
  kk: 'Демалыс күнін ауыстыру',
  en: 'Day off moved by the Government',
};

const pad = (n: number) => String(n).padStart(2, '0');

export type WorkCalendar = {
  /** True when the calendar has the data of that year (Kurban Ait, transfers); other years follow the law only. */
  hasDataFor(year: number): boolean;
  isWorkingDay(date: IsoDate): boolean;
  /** The first working day after `date`. */
  nextWorkingDay(date: IsoDate): IsoDate;
  /** `date` itself when it is a working day, otherwise the next one. */
  workingDayOnOrAfter(date: IsoDate): IsoDate;
  /** The date `n` working days after `date` (n = 0 is `date`). */
  addWorkingDays(date: IsoDate, n: number): IsoDate;
  /** Every day from `from` to `to` (inclusive) that is not worked, with the reason. */
  nonWorkingDays(from: IsoDate, to: IsoDate): DayOff[];
  /** A name for a day off, in each language. */
  describe(day: DayOff): Localized | null;
};

const assertDate = (date: IsoDate) => {
  if (!isIsoDate(date)) throw new RangeError(`not a calendar date: ${String(date)}`);
};

/**
 * A calendar's walking over days from one answer, whether a day is off and why (`dayOff`, null for a working day):
 * the next working day, n working days on, the days off of a range. Both calendars below are this with their own
 * `dayOff`.
 */
const calendarOver = (
  dayOff: (date: IsoDate) => DayOff | null,
  own: Pick<WorkCalendar, 'hasDataFor' | 'describe'>,
): WorkCalendar => {
  /** The next working day, for dates already checked. */
  const following = (date: IsoDate): IsoDate => {
    let day = addDays(date, 1);
    while (dayOff(day)) day = addDays(day, 1);
    return day;
  };
  return {
    ...own,
    isWorkingDay(date) {
      assertDate(date);
      return dayOff(date) === null;
    },
    nextWorkingDay(date) {
      assertDate(date);
      return following(date);
    },
    workingDayOnOrAfter(date) {
      assertDate(date);
      return dayOff(date) ? following(date) : date;
    },
    addWorkingDays(date, n) {
      assertDate(date);
      if (!Number.isInteger(n) || n < 0 || n > 3_660)
        throw new RangeError(`working days must be a whole number from 0 to 3660, got ${n}`);
      let day = date;
      for (let i = 0; i < n; i++) day = following(day);
      return day;
    },
    nonWorkingDays(from, to) {
      assertDate(from);
      assertDate(to);
      const result: DayOff[] = [];
      for (let day = from, i = 0; day <= to && i <= 3_660; day = addDays(day, 1), i++) {
        const off = dayOff(day);
        if (off) result.push(off);
      }
      return result;
    },
  };
};

/**
 * Kazakhstan's five-day-week calendar from the law's holidays and the per-year data: a holiday on a weekend
 * moves to the next working day (except 7 January and Kurban Ait); Government transfers swap a working day
 * and a day off.
 */
export const createWorkCalendar = (data: CalendarData = KZ_CALENDAR): WorkCalendar => {
  const years = new Map<number, { off: Map<IsoDate, DayOff>; working: Set<IsoDate> }>();

  const yearOf = (year: number) => {
    const cached = years.get(year);
    if (cached) return cached;
    const off = new Map<IsoDate, DayOff>();
    const working = new Set<IsoDate>();
    const extra = data.years[String(year)];
    const holidays: Array<{ date: IsoDate; moves: boolean; name: Localized }> = data.holidays.map((h) => ({
      date: `${year}-${pad(h.month)}-${pad(h.day)}`,
      moves: h.moves,
      name: h.name,
    }));
    if (extra?.kurbanAit) holidays.push({ date: extra.kurbanAit, moves: false, name: data.kurbanAitName });
    holidays.sort((a, b) => a.date.localeCompare(b.date));
    for (const h of holidays) off.set(h.date, { date: h.date, kind: 'holiday', holiday: h.name });
    for (const h of holidays) {
      if (!h.moves || !isWeekend(h.date)) continue;
      let day = addDays(h.date, 1);
      while (isWeekend(day) || off.has(day)) day = addDays(day, 1);
      off.set(day, { date: day, kind: 'movedHoliday', holiday: h.name });
    }
    for (const t of extra?.transfers ?? []) {
      off.set(t.dayOff, { date: t.dayOff, kind: 'transfer', holiday: null });
      working.add(t.workingDay);
    }
    const computed = { off, working };
    years.set(year, computed);
    return computed;
  };

  // Every date's answer is kept: calculations ask about the same few weeks over and over.
  const known = new Map<IsoDate, DayOff | null>();
  const dayOff = (date: IsoDate): DayOff | null => {
    const cached = known.get(date);
    if (cached !== undefined) return cached;
    const year = yearOf(Number(date.slice(0, 4)));
    const answer =
      year.off.get(date) ??
      (isWeekend(date) && !year.working.has(date) ? { date, kind: 'weekend' as const, holiday: null } : null);
    if (known.size < 20_000) known.set(date, answer);
    return answer;
  };
  return calendarOver(dayOff, {
    hasDataFor: (year) => data.years[String(year)] !== undefined,
    describe(day) {
      if (day.kind === 'transfer') return TRANSFER_NAME;
      if (!day.holiday) return null;
      if (day.kind === 'movedHoliday') {
        const h = day.holiday;
        return { ru: `${h.ru}: ${MOVED_SUFFIX.ru}`, kk: `${h.kk}: ${MOVED_SUFFIX.kk}`, en: `${h.en}: ${MOVED_SUFFIX.en}` };
      }
      return day.holiday;
    },
  });
};

/** At most this many days in one calendar request (a year, leap years included). */
export const MAX_CALENDAR_RANGE_DAYS = 366;

export const calendarRangeProblem = (from: IsoDate, to: IsoDate): 'order' | 'tooLong' | null => {
  if (to < from) return 'order';
  return daysBetween(from, to) + 1 > MAX_CALENDAR_RANGE_DAYS ? 'tooLong' : null;
};

/** The days off between two dates as the calendar call answers them (the holiday's name in one language). */
export type DaysOffList = {
  from: IsoDate;
  to: IsoDate;
  /** False when a year in the range had no data beyond the law. */
  complete: boolean;
  days: ReadonlyArray<{ date: IsoDate; kind: DayOffKind; name: string | null }>;
};

/**
 * A calendar that answers from a list of days off (the server's, with the years an operator entered) within its
 * range, and from `outside` beyond it: a screen then offers no day the operator has made a day off, and still has
 * answers for days the list does not cover.
 */
export const calendarFromDaysOff = (list: DaysOffList, outside: WorkCalendar): WorkCalendar => {
  const off = new Map<IsoDate, DayOff>();
  for (const day of list.days) {
    const holiday = day.name === null ? null : { ru: day.name, kk: day.name, en: day.name };
    off.set(day.date, { date: day.date, kind: day.kind, holiday });
  }
  const covers = (date: IsoDate) => date >= list.from && date <= list.to;
  // Within the list, its days off (a day it does not name is worked, a Saturday made a working day too); beyond
  // it, `outside`'s answer.
  const dayOff = (date: IsoDate): DayOff | null => {
    if (covers(date)) return off.get(date) ?? null;
    if (outside.isWorkingDay(date)) return null;
    return outside.nonWorkingDays(date, date)[0] ?? { date, kind: 'weekend', holiday: null };
  };
  return calendarOver(dayOff, {
    hasDataFor: (year) =>
      list.complete && String(year) >= list.from.slice(0, 4) && String(year) <= list.to.slice(0, 4)
        ? true
        : outside.hasDataFor(year),
    describe: (day) => (covers(day.date) ? (day.kind === 'weekend' ? null : day.holiday) : outside.describe(day)),
  });
};
