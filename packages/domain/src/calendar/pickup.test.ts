import { describe, expect, it } from 'vitest';
import {
  checkPickupDate,
  earliestPickupDate,
  nextPickupDateChange,
  orderDates,
  type PickupCheck,
  pickupDateChoices,
} from './pickup.ts';
import { calendarFromDaysOff, createWorkCalendar, type DaysOffList, KZ_CALENDAR, type WorkCalendar } from './work-calendar.ts';

const calendar = createWorkCalendar();
/** An Almaty wall-clock time (UTC+5) as an instant. */
const at = (almaty: string) => new Date(`${almaty}:00+05:00`);

describe('earliest pickup date (cut-off and Asia/Almaty)', () => {
  it.each([
    ['Monday 08:59, before the cut-off: today', '2026-11-23T08:59', '2026-11-23'],
    ['Monday 09:00, at the cut-off: the next working day', '2026-11-23T09:00', '2026-11-24'],
    ['Monday 23:49: never today', '2026-11-23T23:49', '2026-11-24'],
    ['Tuesday 00:30 in Almaty (still Monday in UTC): Tuesday', '2026-11-24T00:30', '2026-11-24'],
    ['Friday 23:49: Monday', '2026-11-27T23:49', '2026-11-30'],
    ['Saturday morning: Monday', '2026-11-28T08:00', '2026-11-30'],
    ['the day before a holiday, 23:49: past Independence Day', '2026-12-15T23:49', '2026-12-17'],
    ['the day before a holiday, 08:00: that day', '2026-12-15T08:00', '2026-12-15'],
    ['on the holiday itself, early: the next working day', '2026-12-16T07:00', '2026-12-17'],
    ['New Year’s Eve 23:49: past 1–2 January and 2 January moved from Saturday to Monday', '2026-12-31T23:49', '2027-01-05'],
  ])('%s', (_name, now, expected) => {
    expect(earliestPickupDate(at(now), calendar)).toBe(expected);
  });

  it('offers working days only, the earliest first', () => {
    expect(pickupDateChoices(at('2026-12-15T23:49'), calendar, 4)).toEqual([
      '2026-12-17',
      '2026-12-18',
      '2026-12-21',
      '2026-12-22',
    ]);
  });
});

describe('whether a pickup date may be chosen (one rule with the earliest date)', () => {
  const ok = (value: string): PickupCheck => ({
    ok: true,
    value,
    wire: `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)} 10:00:00`,
  });
  const refused = (problem: string) => ({ ok: false, problem });
  it.each([
    ['Monday 08:59, today', '2026-11-23T08:59', '2026-11-23', ok('2026-11-23')],
    ['Monday 08:59, today in the send call’s format', '2026-11-23T08:59', '23.11.2026 10:00:00', ok('2026-11-23')],
    ['Monday 09:00, today: the cut-off has passed', '2026-11-23T09:00', '2026-11-23', refused('cutOffPassed')],
    ['Monday 18:00, today at 10:00', '2026-11-23T18:00', '23.11.2026 10:00:00', refused('cutOffPassed')],
    ['Monday 18:00, tomorrow', '2026-11-23T18:00', '2026-11-24', ok('2026-11-24')],
    ['Tuesday 00:30 (still Monday in UTC), that Tuesday', '2026-11-24T00:30', '2026-11-24', ok('2026-11-24')],
    ['Monday 08:00, yesterday (spec: later than the end of yesterday)', '2026-11-23T08:00', '2026-11-22', refused('past')],
    ['Monday 08:00, last Friday', '2026-11-23T08:00', '2026-11-20', refused('past')],
    ['Friday 23:30, Saturday', '2026-11-20T23:30', '2026-11-21', refused('nonWorkingDay')],
    ['Friday 23:30, Monday', '2026-11-20T23:30', '2026-11-23', ok('2026-11-23')],
    ['Saturday 08:00, that Saturday', '2026-11-21T08:00', '2026-11-21', refused('nonWorkingDay')],
    ['before Independence Day, the holiday', '2026-12-15T08:00', '2026-12-16', refused('nonWorkingDay')],
    ['the day before the holiday, 09:30: that day is gone', '2026-12-15T09:30', '2026-12-15', refused('cutOffPassed')],
    ['the day before the holiday, 09:30: the day after it', '2026-12-15T09:30', '2026-12-17', ok('2026-12-17')],
    ['New Year’s Eve 08:00: that day', '2026-12-31T08:00', '2026-12-31', ok('2026-12-31')],
    ['New Year’s Eve 23:49: 1 January', '2026-12-31T23:49', '2027-01-01', refused('nonWorkingDay')],
    ['New Year’s Eve 23:49: 2 January moved to Monday 4 January', '2026-12-31T23:49', '2027-01-04', refused('nonWorkingDay')],
    ['New Year’s Eve 23:49: the first working day of 2027', '2026-12-31T23:49', '2027-01-05', ok('2027-01-05')],
    ['30 days ahead', '2026-11-23T08:00', '2026-12-23', ok('2026-12-23')],
    ['31 days ahead', '2026-11-23T08:00', '2026-12-24', refused('tooFar')],
    ['not at 10:00', '2026-11-23T08:00', '24.11.2026 11:00:00', refused('format')],
    ['no such day', '2026-11-23T08:00', '31.02.2027', refused('format')],
    ['a word', '2026-11-23T08:00', 'tomorrow', refused('format')],
    ['nothing', '2026-11-23T08:00', null, refused('format')],
  ])('%s', (_name, now, date, expected) => {
    expect(checkPickupDate(date, at(now), calendar)).toEqual(expected);
  });

  it('accepts exactly the dates it offers, from the earliest on', () => {
    for (const now of ['2026-11-23T08:59', '2026-11-23T09:00', '2026-12-15T23:49', '2026-12-31T12:00', '2027-03-20T08:00']) {
      const choices = pickupDateChoices(at(now), calendar);
      for (const choice of choices) expect(checkPickupDate(choice, at(now), calendar).ok, `${now} ${choice}`).toBe(true);
      const earliest = earliestPickupDate(at(now), calendar);
      expect(choices[0]).toBe(earliest);
    }
  });

  it.each([
    ['before the cut-off: at the cut-off', '2026-11-23T08:10', '2026-11-23T09:00'],
    ['at the cut-off: at midnight', '2026-11-23T09:00', '2026-11-24T00:00'],
    ['in the evening: at midnight', '2026-11-23T23:59', '2026-11-24T00:00'],
    ['New Year’s Eve: at midnight of 1 January', '2026-12-31T18:00', '2027-01-01T00:00'],
    ['just after midnight: at the cut-off', '2026-11-24T00:00', '2026-11-24T09:00'],
  ])('the earliest date next changes %s', (_name, now, expected) => {
    expect(nextPickupDateChange(at(now))).toEqual(at(expected));
  });
});

describe('a calendar from the days off the server lists', () => {
  // The operator made Monday 7 December 2026 a day off (a transfer) and Saturday 12 December a working day.
  const list: DaysOffList = {
    from: '2026-12-01',
    to: '2027-11-30',
    complete: true,
    days: calendar
      .nonWorkingDays('2026-12-01', '2027-11-30')
      .filter((d) => d.date !== '2026-12-12')
      .map((d): DaysOffList['days'][number] => ({ date: d.date, kind: d.kind, name: null }))
      .concat([{ date: '2026-12-07', kind: 'transfer', name: 'Перенос выходного дня' }]),
  };
  const live: WorkCalendar = calendarFromDaysOff(list, calendar);

  it.each([
    ['a day the operator made a day off', '2026-12-07', false],
    ['a Saturday the operator made a working day', '2026-12-12', true],
    ['a holiday', '2026-12-16', false],
    ['a weekday before the list (the built-in calendar)', '2026-11-30', true],
    ['a Sunday after the list (the built-in calendar)', '2027-12-05', false],
  ])('%s', (_name, date, working) => {
    expect(live.isWorkingDay(date)).toBe(working);
  });

  it('the pickup rule goes by it: the day off is neither offered nor accepted', () => {
    expect(earliestPickupDate(at('2026-12-07T08:00'), live)).toBe('2026-12-08');
    expect(checkPickupDate('2026-12-07', at('2026-12-04T12:00'), live)).toEqual({ ok: false, problem: 'nonWorkingDay' });
    expect(pickupDateChoices(at('2026-12-04T12:00'), live, 5)).toEqual([
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
    ]);
  });

  it('counts working days across its end into the built-in calendar', () => {
    expect(live.addWorkingDays('2027-11-29', 2)).toBe('2027-12-01');
    expect(live.nonWorkingDays('2027-11-27', '2027-12-05').map((d) => d.date)).toEqual(
      calendar.nonWorkingDays('2027-11-27', '2027-12-05').map((d) => d.date),
    );
    expect(live.hasDataFor(2027)).toBe(true);
    expect(
      calendarFromDaysOff({ ...list, complete: false }, createWorkCalendar({ ...KZ_CALENDAR, years: {} })).hasDataFor(2027),
    ).toBe(false);
  });
});

describe('the dates an order shows', () => {
  const base = {
    status: 'formed',
    pickupDate: null,
    estimatedPickupDate: '2026-11-23',
    estimatedDeliveryFrom: '2026-11-25',
    estimatedDeliveryTo: '2026-11-27',
  };
  it.each([
    [
      'before the hand-over: the expected dates',
      base,
      { pickup: { date: '2026-11-23', booked: false }, delivery: { kind: 'expected', from: '2026-11-25', to: '2026-11-27' } },
    ],
    [
      'handed over for a later day: the pickup is that day and the range moves with it',
      { ...base, status: 'sent', pickupDate: '2026-11-24T10:00:00+05:00' },
      { pickup: { date: '2026-11-24', booked: true }, delivery: { kind: 'expected', from: '2026-11-26', to: '2026-11-30' } },
    ],
    [
      'handed over for the expected day: nothing moves',
      { ...base, status: 'in_transit', pickupDate: '2026-11-23' },
      { pickup: { date: '2026-11-23', booked: true }, delivery: { kind: 'expected', from: '2026-11-25', to: '2026-11-27' } },
    ],
    [
      'delivered: the delivery date, never a status word',
      { ...base, status: 'delivered', pickupDate: '2026-11-23', deliveredOn: '2026-11-26' },
      { pickup: { date: '2026-11-23', booked: true }, delivery: { kind: 'delivered', date: '2026-11-26' } },
    ],
    ['cancelled before the hand-over: no dates promised', { ...base, status: 'cancelled' }, { pickup: null, delivery: null }],
  ])('%s', (_name, order, expected) => {
    expect(orderDates(order, calendar)).toEqual(expected);
  });
});
