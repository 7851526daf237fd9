import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/dates.ts';
import { createWorkCalendar, KZ_CALENDAR } from '../calendar/work-calendar.ts';
import { calendarYearProblems, withCalendarYears } from './calendar-year-check.ts';
import { dashboardPeriod } from './dashboard-period.ts';
import { bandsToBrackets, bracketsToBands, type TariffBand, tariffGridProblems } from './tariff-grid-check.ts';

const band = (fromKg: number, toKg: number, price: number): TariffBand => ({ fromKg, toKg, price });

describe('tariffGridProblems', () => {
  it.each([
    ['good bands reaching maxKg', [band(0, 1, 100), band(1, 5, 200), band(5, 30, 300)], 0, 30, []],
    ['good bands with a per-kg price above', [band(0, 1, 100), band(1, 5, 200)], 50, 30, []],
    ['a gap between 5 and 10 kg', [band(0, 5, 100), band(10, 30, 200)], 0, 30, [{ row: 1, problem: 'gap' }]],
    ['an overlap', [band(0, 5, 100), band(4, 30, 200)], 0, 30, [{ row: 1, problem: 'overlap' }]],
    ['a negative price', [band(0, 5, 100), band(5, 30, -1)], 0, 30, [{ row: 1, problem: 'negativePrice' }]],
    ['a negative per-kg price', [band(0, 30, 100)], -5, 30, [{ row: 0, problem: 'negativePrice' }]],
    ['not from zero', [band(1, 30, 100)], 0, 30, [{ row: 0, problem: 'notFromZero' }]],
    ['an empty band', [band(0, 5, 100), band(5, 5, 200)], 10, 30, [{ row: 1, problem: 'emptyBand' }]],
    ['short of maxKg with nothing above', [band(0, 5, 100)], 0, 30, [{ row: 0, problem: 'belowMaxKg' }]],
    ['no bands at all', [], 0, 30, [{ row: 0, problem: 'belowMaxKg' }]],
    [
      'a gap and a negative price together',
      [band(0, 1, -100), band(2, 30, 200)],
      0,
      30,
      [
        { row: 0, problem: 'negativePrice' },
        { row: 1, problem: 'gap' },
      ],
    ],
  ])('%s', (_name, bands, perKgAbove, maxKg, expected) => {
    expect(tariffGridProblems(bands, perKgAbove, maxKg)).toEqual(expected);
  });

  it('turns bands into brackets and back', () => {
    const bands = [band(0, 1, 100), band(1, 5, 200)];
    expect(bandsToBrackets(bands)).toEqual([
      { upToKg: 1, price: 100 },
      { upToKg: 5, price: 200 },
    ]);
    expect(bracketsToBands(bandsToBrackets(bands))).toEqual(bands);
  });
});

describe('calendarYearProblems', () => {
  it.each([
    ['a good year', { kurbanAit: '2027-05-16', transfers: [{ dayOff: '2027-03-22', workingDay: '2027-03-13' }] }, []],
    ['Kurban Ait in another year', { kurbanAit: '2028-05-05', transfers: [] }, [{ field: 'kurbanAit', problem: 'outsideYear' }]],
    [
      'a transfer outside the year',
      { transfers: [{ dayOff: '2026-12-31', workingDay: '2027-01-09' }] },
      [{ field: 'transfers.0.dayOff', problem: 'outsideYear' }],
    ],
    ['a date that does not exist', { kurbanAit: '2027-02-30', transfers: [] }, [{ field: 'kurbanAit', problem: 'badDate' }]],
    [
      'a weekend made a day off, a weekday made a working day',
      { transfers: [{ dayOff: '2027-03-13', workingDay: '2027-03-22' }] },
      [
        { field: 'transfers.0.dayOff', problem: 'dayOffNotWorkday' },
        { field: 'transfers.0.workingDay', problem: 'workingDayNotWeekend' },
      ],
    ],
    [
      'the same date twice',
      {
        transfers: [
          { dayOff: '2027-03-22', workingDay: '2027-03-13' },
          { dayOff: '2027-03-22', workingDay: '2027-03-20' },
        ],
      },
      [{ field: 'transfers.1.dayOff', problem: 'repeated' }],
    ],
  ])('%s', (_name, data, expected) => {
    expect(calendarYearProblems(2027, data)).toEqual(expected);
  });

  it('an entered year drives the work calendar', () => {
    const calendar = createWorkCalendar(
      withCalendarYears(KZ_CALENDAR, { '2027': { transfers: [{ dayOff: '2027-03-24', workingDay: '2027-03-13' }] } }),
    );
    expect(calendar.isWorkingDay('2027-03-24')).toBe(false);
    expect(calendar.isWorkingDay('2027-03-13')).toBe(true);
    expect(calendar.hasDataFor(2027)).toBe(true);
  });
});

describe('dashboardPeriod', () => {
  it.each([
    ['a Wednesday', '2026-11-25', '2026-11-23'],
    ['a Monday', '2026-11-23', '2026-11-23'],
    ['a Sunday', '2026-11-29', '2026-11-23'],
    ['a week over the new year', '2027-01-01', '2026-12-28'],
  ])('%s', (_name, today, weekFrom) => {
    const period = dashboardPeriod(today);
    expect(period.weekFrom).toBe(weekFrom);
    expect(period.todayStart.toISOString()).toBe(`${addDays(today, -1)}T19:00:00.000Z`);
  });
});
