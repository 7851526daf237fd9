import { describe, expect, it } from 'vitest';
import { earliestPickupDate, orderDates, pickupDateChoices } from './pickup.ts';
import { createWorkCalendar } from './work-calendar.ts';

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
