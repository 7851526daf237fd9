import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, almatyDate, isIsoDate, isWeekend } from './dates.ts';
import {
  AVR_TERMS,
  almatyDayRange,
  avrAcceptanceWorkingDays,
  avrDeemedAcceptedAfter,
  avrIssueDeadline,
  avrRefusalDeadline,
  avrSigningDeadline,
  deliveryDateRange,
  deliveryWorkingDays,
  formatDay,
  formatPickupDate,
  isWinterDispatch,
  parsePickupDate,
} from './deadlines.ts';
import { calendarRangeProblem, createWorkCalendar, KZ_CALENDAR } from './work-calendar.ts';

const calendar = createWorkCalendar();
/** The official lists name the weekdays off; a holiday on a weekend shows up as the day it moved to. */
const holidaysOf = (year: number) =>
  calendar
    .nonWorkingDays(`${year}-01-01`, `${year}-12-31`)
    .map((d) => d.date)
    .filter((date) => !isWeekend(date));

describe('Kazakhstan working-day calendar', () => {
  it('gives the official days off of 2025 (five-day week)', () => {
    expect(holidaysOf(2025)).toEqual(
      [
        '01-01',
        '01-02',
        '01-03',
        '01-07',
        '03-10',
        '03-21',
        '03-24',
        '03-25',
        '05-01',
        '05-07',
        '05-09',
        '06-06',
        '07-07',
        '09-01',
        '10-27',
        '12-16',
      ].map((d) => `2025-${d}`),
    );
  });

  it('gives the official days off of 2026 (five-day week)', () => {
    expect(holidaysOf(2026)).toEqual(
      [
        '01-01',
        '01-02',
        '01-07',
        '03-09',
        '03-23',
        '03-24',
        '03-25',
        '05-01',
        '05-07',
        '05-11',
        '05-27',
        '07-06',
        '08-31',
        '10-26',
        '12-16',
      ].map((d) => `2026-${d}`),
    );
  });

  it('moves a weekend holiday but not 7 January or Kurban Ait, and honours Government transfers', () => {
    expect(calendar.isWorkingDay('2025-01-05')).toBe(true); // Sunday worked for 3 January
    expect(calendar.isWorkingDay('2025-01-03')).toBe(false);
    const nauryz = calendar.nonWorkingDays('2026-03-21', '2026-03-25');
    expect(nauryz.map((d) => d.kind)).toEqual(['holiday', 'holiday', 'holiday', 'movedHoliday', 'movedHoliday']);
    expect(calendar.describe(nauryz[3] as (typeof nauryz)[number])?.ru).toBe('Наурыз мейрамы: перенесённый выходной');
    const christmasOnSunday = createWorkCalendar({ ...KZ_CALENDAR, years: {} });
    expect(christmasOnSunday.isWorkingDay('2029-01-08')).toBe(true); // 7 Jan 2029 is a Sunday: not moved
    const kurbanOnSaturday = createWorkCalendar({
      ...KZ_CALENDAR,
      years: { '2027': { kurbanAit: '2027-05-15', transfers: [] } },
    });
    expect(kurbanOnSaturday.isWorkingDay('2027-05-17')).toBe(true);
    expect(calendar.hasDataFor(2026)).toBe(true);
    expect(calendar.hasDataFor(2031)).toBe(false);
  });

  it.each([
    ['2026-11-20', 0, '2026-11-20'],
    ['2026-11-20', 1, '2026-11-23'],
    ['2026-03-20', 1, '2026-03-26'],
    ['2026-12-15', 1, '2026-12-17'],
    ['2025-12-31', 1, '2026-01-05'],
  ])('%s + %i working days → %s', (date, n, expected) => {
    expect(calendar.addWorkingDays(date, n)).toBe(expected);
  });

  it('counts working days one by one and refuses nonsense', () => {
    expect(calendar.nextWorkingDay('2026-05-08')).toBe('2026-05-12');
    expect(calendar.workingDayOnOrAfter('2026-05-09')).toBe('2026-05-12');
    expect(calendar.workingDayOnOrAfter('2026-05-12')).toBe('2026-05-12');
    expect(() => calendar.addWorkingDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => calendar.addWorkingDays('2026-02-10', -1)).toThrow(RangeError);
    expect(() => calendar.addWorkingDays('2026-02-10', Number.NaN)).toThrow(RangeError);
    expect(calendarRangeProblem('2026-01-01', '2026-12-31')).toBeNull();
    expect(calendarRangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(calendarRangeProblem('2026-01-01', '2027-01-02')).toBe('tooLong');
    expect(calendarRangeProblem('2026-02-01', '2026-01-01')).toBe('order');
  });

  it('always lands on a working day, never before the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 730 }), fc.integer({ min: 1, max: 30 }), (offset, n) => {
        const start = addDays('2025-01-01', offset);
        const end = calendar.addWorkingDays(start, n);
        return end > start && calendar.isWorkingDay(end) && calendar.addWorkingDays(start, n - 1) < end;
      }),
    );
  });
});

describe('winter, delivery windows and AVR terms', () => {
  it.each([
    ['2026-10-31', false],
    ['2026-11-01', true],
    ['2027-01-15', true],
    ['2027-03-15', true],
    ['2027-03-16', false],
    ['2026-07-01', false],
  ])('dispatch on %s is winter: %s', (date, winter) => {
    expect(isWinterDispatch(date)).toBe(winter);
    expect(deliveryWorkingDays(3, date)).toBe(winter ? 4 : 3);
  });

  it('shows a tariff of 2–4 days as a date range from the pickup date', () => {
    expect(deliveryDateRange('2026-07-01', 2, 4, calendar)).toEqual({ from: '2026-07-03', to: '2026-07-08' });
    expect(deliveryDateRange('2026-11-23', 2, 4, calendar)).toEqual({ from: '2026-11-26', to: '2026-11-30' });
  });

  it('issues an act within 20 calendar days after month end; refusal within 3 working days, signing within 5; deemed accepted after both', () => {
    expect(AVR_TERMS).toEqual({
      issueWithinCalendarDays: 20,
      refuseWithinWorkingDays: 3,
      signWithinWorkingDays: 5,
      payWithinWorkingDays: 1,
    });
    expect(avrIssueDeadline(2026, 2)).toBe('2026-03-20');
    expect(avrIssueDeadline(2026, 12)).toBe('2027-01-20');
    expect(avrRefusalDeadline('2026-03-20', calendar)).toBe('2026-03-30');
    expect(avrSigningDeadline('2026-03-20', calendar)).toBe('2026-04-01');
    expect(avrDeemedAcceptedAfter('2026-03-20', calendar)).toBe('2026-04-01');
    // The other reading of the offer: 3 working days to sign or refuse.
    expect(avrDeemedAcceptedAfter('2026-03-20', calendar, { ...AVR_TERMS, signWithinWorkingDays: 3 })).toBe('2026-03-30');
  });

  it.each([
    // refuse, sign → the term the system waits for (the offer quotes it)
    [3, 5, 5],
    [3, 3, 3],
    [5, 3, 5],
  ])('refusal in %i and signing in %i working days: deemed accepted after %i', (refuse, sign, accepted) => {
    const terms = { ...AVR_TERMS, refuseWithinWorkingDays: refuse, signWithinWorkingDays: sign };
    expect(avrAcceptanceWorkingDays(terms)).toBe(accepted);
    expect(avrDeemedAcceptedAfter('2026-03-20', calendar, terms)).toBe(calendar.addWorkingDays('2026-03-20', accepted));
  });

  it('waits, by default, for the 5-day signing term', () => {
    expect(avrAcceptanceWorkingDays()).toBe(AVR_TERMS.signWithinWorkingDays);
    expect(avrAcceptanceWorkingDays()).toBe(5);
  });
});

describe('pickup date', () => {
  // 18:30 UTC is 23:30 in Almaty (UTC+5): still Friday 20 November there.
  const now = new Date('2026-11-20T18:30:00Z');

  it('uses Almaty time (UTC+5)', () => {
    expect(almatyDate(now)).toBe('2026-11-20');
    expect(almatyDate(new Date('2026-11-20T19:00:00Z'))).toBe('2026-11-21');
  });

  it('formats and parses the wire format of the send call', () => {
    expect(formatPickupDate('2026-01-05')).toBe('05.01.2026 10:00:00');
    expect(parsePickupDate('05.01.2026 10:00:00')).toBe('2026-01-05');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (offset) => {
        const date = addDays('2020-01-01', offset);
        return isIsoDate(date) && parsePickupDate(formatPickupDate(date)) === date;
      }),
    );
  });
});

describe('list filter days', () => {
  it.each([
    ['2026-11-20', '2026-11-19T19:00:00.000Z', '2026-11-20T19:00:00.000Z'],
    ['20.11.2026 00:00:00', '2026-11-19T19:00:00.000Z', '2026-11-20T19:00:00.000Z'],
    ['20.11.2026 23:59:59', '2026-11-19T19:00:00.000Z', '2026-11-20T19:00:00.000Z'],
    ['20.11.2026', '2026-11-19T19:00:00.000Z', '2026-11-20T19:00:00.000Z'],
  ])('%s covers the Almaty day', (value, from, to) => {
    expect(almatyDayRange(value)).toEqual({ from: new Date(from), to: new Date(to) });
  });
  it.each(['2026-02-30', '31.02.2026', 'tomorrow', ''])('%j is not a day', (value) => {
    expect(almatyDayRange(value)).toBeNull();
  });
});

it('writes a day as DD.MM.YYYY', () => {
  expect(formatDay('2026-01-05')).toBe('05.01.2026');
});
