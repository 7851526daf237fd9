import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/dates.ts';
import { createWorkCalendar } from '../calendar/work-calendar.ts';
import {
  additionalServiceAmount,
  additionalServiceAmountDue,
  additionalServiceDueOn,
  additionalServiceOrderable,
  additionalServiceOverdue,
  deliveryDaysLate,
  holdsOrder,
  lateDeliveryCredit,
  serviceStatusWith,
} from './after-delivery.ts';

const calendar = createWorkCalendar();

describe('late delivery: Almaty calendar days after the promised range', () => {
  it.each([
    // due on, delivered at (UTC), days late
    ['2026-05-12', '2026-05-12T17:59:00Z', 0], // 22:59 in Almaty on the due day
    ['2026-05-12', '2026-05-12T19:00:00Z', 1], // 00:00 on the 13th in Almaty (UTC+5)
    ['2026-05-12', '2026-05-14T06:00:00Z', 2],
    ['2026-05-12', '2026-05-01T06:00:00Z', 0], // early is on time
    ['2026-03-20', '2026-03-25T06:00:00Z', 5], // Nauryz days count: the customer waited them too
    [null, '2026-05-14T06:00:00Z', 0], // no promise recorded: never late
  ])('due %s, delivered %s → %i days late', (dueOn, at, days) => {
    expect(deliveryDaysLate(dueOn, new Date(at))).toBe(days);
  });

  it.each([
    // paid for a 5 000 ₸ delivery (tiyn, after a promo code), days late, credit (tiyn) — 3 % a day of what was paid,
    // capped at 100 %
    [500_000, 0, null],
    [500_000, 1, 15_000],
    [500_000, 2, 30_000],
    [500_000, 33, 495_000],
    [500_000, 34, 500_000],
    [500_000, 120, 500_000],
    [333, 1, 10], // rounded to whole tiyn
    [0, 5, null], // a free (fully promo) delivery credits nothing
    [400_000, 2, 24_000], // a promo code took 1 000 ₸ off: 6 % of the 4 000 ₸ paid, not of the 5 000 ₸ price
  ])('paid %i, %i days late → %s', (paid, days, amount) => {
    const deliveredAt = new Date(Date.UTC(2026, 4, 12 + days, 6));
    const price = { totalAmount: 500_000, totalWithPromo: paid };
    const credit = lateDeliveryCredit({ price, dueOn: '2026-05-12' }, deliveredAt);
    expect(credit?.amount ?? null).toBe(amount);
    if (credit) expect(credit.daysLate).toBe(days);
  });
});

describe('additional services: the late-payment penalty after the 1-working-day term (spec §9)', () => {
  it.each([
    // ordered at (UTC), paid on (Almaty), days late, penalty on a 700 ₸ service (tiyn): 3 % of the price per calendar
    // day after the due day, at most 100 %
    ['2026-05-12T06:00:00Z', '2026-05-12', 0, 0], // paid the day it was ordered
    ['2026-05-12T06:00:00Z', '2026-05-13', 0, 0], // paid on the due day (Wednesday)
    ['2026-05-12T06:00:00Z', '2026-05-14', 1, 2_100],
    ['2026-05-12T06:00:00Z', '2026-05-15', 2, 4_200], // two days late: 6 %
    ['2026-05-15T14:00:00Z', '2026-05-18', 0, 0], // ordered Friday evening: due Monday, paid Monday
    ['2026-05-14T06:00:00Z', '2026-05-18', 3, 6_300], // due Friday 15th: the weekend counts, as for an act
    ['2026-03-20T06:00:00Z', '2026-03-28', 2, 4_200], // before Nauryz: due Thursday 26 March
    ['2026-05-12T06:00:00Z', addDays('2026-05-13', 33), 33, 69_300], // 99 %
    ['2026-05-12T06:00:00Z', addDays('2026-05-13', 34), 34, 70_000], // 102 % capped at 100 %
    ['2026-05-12T06:00:00Z', addDays('2026-05-13', 40), 40, 70_000], // 120 % capped at 100 %
  ])('ordered %s, paid %s → %i days late, penalty %i', (orderedAt, paidOn, daysLate, penalty) => {
    const dueOn = additionalServiceDueOn(new Date(orderedAt), calendar);
    expect(additionalServiceAmountDue(70_000, dueOn, paidOn)).toEqual({
      amount: 70_000,
      daysLate,
      penalty,
      total: 70_000 + penalty,
    });
  });

  it('rounds the penalty half up to the tiyn, as an act’s', () => {
    expect(additionalServiceAmountDue(333, '2026-05-13', '2026-05-14').penalty).toBe(10);
    expect(additionalServiceAmountDue(123_455, '2026-04-02', '2026-04-03').penalty).toBe(3_704);
  });
});

describe('additional services: due within 1 working day', () => {
  it.each([
    ['2026-05-12T06:00:00Z', '2026-05-13'], // Tuesday → Wednesday
    ['2026-05-15T14:00:00Z', '2026-05-18'], // Friday 19:00 Almaty → Monday
    ['2026-05-16T06:00:00Z', '2026-05-19'], // Saturday: the term starts on Monday, due Tuesday
    ['2026-03-20T06:00:00Z', '2026-03-26'], // Friday before Nauryz (21–25 March 2026 off) → Thursday
    ['2026-05-15T19:30:00Z', '2026-05-19'], // Friday 23:30 UTC is Saturday 00:30 in Almaty
  ])('ordered %s → due %s', (at, due) => {
    expect(additionalServiceDueOn(new Date(at), calendar)).toBe(due);
  });

  it.each([
    ['2026-05-13', '2026-05-13T18:00:00Z', false],
    ['2026-05-13', '2026-05-13T19:00:00Z', true],
  ])('due %s, now %s → overdue %s', (due, now, overdue) => {
    expect(additionalServiceOverdue(due, new Date(now))).toBe(overdue);
  });

  it.each([
    ['SECOND_ATTEMPT', { fixed: 120_000, basisPointsOfBase: 0 }, 1, { ok: true, amount: 120_000, days: 1 }],
    ['SECOND_ATTEMPT', { fixed: 0, basisPointsOfBase: 5_000 }, 1, { ok: true, amount: 250_000, days: 1 }],
    ['STORAGE', { fixed: 30_000, basisPointsOfBase: 0 }, 3, { ok: true, amount: 90_000, days: 3 }],
    ['STORAGE', { fixed: 30_000, basisPointsOfBase: 0 }, 0, { ok: false, problem: 'days' }],
    ['STORAGE', { fixed: 30_000, basisPointsOfBase: 0 }, 31, { ok: false, problem: 'days' }],
    ['STORAGE', { fixed: 30_000, basisPointsOfBase: 0 }, 1.5, { ok: false, problem: 'days' }],
    ['REPACKING', { fixed: 70_000, basisPointsOfBase: 0 }, 9, { ok: true, amount: 70_000, days: 1 }],
    ['REPACKING', { fixed: 0, basisPointsOfBase: 0 }, 1, { ok: false, problem: 'notPriced' }],
  ] as const)('%s at %o for %i → %o', (service, price, days, result) => {
    expect(additionalServiceAmount(service, price, { fee: 500_000 }, days)).toEqual(result);
  });

  it('holds an order while a service is unpaid', () => {
    expect(holdsOrder([{ status: 'paid' }, { status: 'unpaid' }])).toBe(true);
    expect(holdsOrder([{ status: 'paid' }, { status: 'cancelled' }])).toBe(false);
    expect(holdsOrder([])).toBe(false);
  });

  it.each([
    ['unpaid', 'paid', 'unpaid'],
    ['unpaid', 'in_transit', 'unpaid'],
    ['unpaid', 'cancelled', 'cancelled'],
    ['paid', 'cancelled', 'paid'],
    ['cancelled', 'cancelled', 'cancelled'],
  ] as const)('a %s service of a %s order is %s', (service, order, expected) => {
    expect(serviceStatusWith(service, order)).toBe(expected);
  });
});

describe('additional services: when they may be ordered', () => {
  it.each([
    ['SECOND_ATTEMPT', 'arrived', true],
    ['SECOND_ATTEMPT', 'paid', false],
    ['SECOND_ATTEMPT', 'delivered', false],
    ['STORAGE', 'arrived', true],
    ['STORAGE', 'cancelled', false],
    ['REPACKING', 'paid', true],
    ['REPACKING', 'out_for_delivery', false],
    ['REPACKING', 'formed', false],
  ] as const)('%s at %s → %s', (service, status, ok) => {
    expect(additionalServiceOrderable(service, status)).toBe(ok);
  });
});
