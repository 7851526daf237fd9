import { describe, expect, it } from 'vitest';
import { almatyDate } from '../calendar/dates.ts';
import { createWorkCalendar } from '../calendar/work-calendar.ts';
import { lateDeliveryCredit } from '../pricing/after-delivery.ts';
import { lateDeliveryPenalty } from '../pricing/penalty.ts';
import {
  type ClaimOrder,
  type ClaimType,
  type CompensatedClaim,
  checkClaimedAmount,
  checkClaimFiling,
  checkDecision,
  claimCompensation,
  claimDaysLate,
  claimFilingDeadline,
  claimMaxCompensation,
  claimReviewDeadline,
  compensationPayoutDeadline,
  isClaimOverdue,
} from './claims.ts';

const calendar = createWorkCalendar();
const order = (over: Partial<ClaimOrder> = {}): ClaimOrder => ({
  deliveredOn: '2026-03-02',
  dueOn: '2026-03-03',
  cancelled: false,
  price: { totalAmount: 500_000, totalWithPromo: 500_000 },
  declaredValue: null,
  ...over,
});

describe('claim terms against the working-day calendar', () => {
  it.each([
    // delivered Mon 2 March 2026: 30 working days skip 9 March (8 March moved) and Nauryz 23–25 March → Fri 17 April
    ['delivered 2 Mar 2026', { deliveredOn: '2026-03-02', dueOn: '2026-02-27' }, '2026-04-17'],
    // nothing delivered: counted from the end of the promised range
    ['not delivered, due 2 Mar 2026', { deliveredOn: null, dueOn: '2026-03-02' }, '2026-04-17'],
    ['delivered 10 Nov 2026', { deliveredOn: '2026-11-10', dueOn: '2026-11-10' }, '2026-12-23'],
  ])('%s: file by %s', (_name, dates, deadline) => {
    expect(claimFilingDeadline(dates, calendar)).toBe(deadline);
  });

  it.each([
    ['2026-03-02', '2026-04-17'],
    ['2026-03-20', '2026-05-08'],
    ['2026-12-01', '2027-01-18'],
  ])('filed %s: reviewed by %s', (filed, by) => {
    expect(claimReviewDeadline(filed, calendar)).toBe(by);
  });

  it.each([
    // Fri 20 March 2026: Sat 21 – Wed 25 are off (Nauryz and its moved days) → Thu 26, Fri 27, Mon 30
    ['2026-03-20', '2026-03-30'],
    ['2026-03-02', '2026-03-05'],
    ['2026-02-20', '2026-02-25'],
  ])('decided %s: paid by %s', (decided, by) => {
    expect(compensationPayoutDeadline(decided, calendar)).toBe(by);
  });

  it.each([
    ['filed', '2026-04-17', '2026-04-17', false],
    ['filed', '2026-04-17', '2026-04-18', true],
    ['compensated', '2026-04-17', '2026-05-01', false],
    ['refused', '2026-04-17', '2026-05-01', false],
  ] as const)('a %s claim reviewed by %s is overdue on %s: %s', (status, by, today, overdue) => {
    expect(isClaimOverdue(status, by, today)).toBe(overdue);
  });
});

describe('filing a claim', () => {
  it.each<[string, ClaimType, Partial<ClaimOrder>, string, string]>([
    ['damage of a delivered parcel', 'damage', {}, '2026-03-10', 'ok'],
    ['shortage on the last day', 'shortage', {}, '2026-04-17', 'ok'],
    ['damage a day after the term', 'damage', {}, '2026-04-18', 'termOver'],
    ['loss of a delivered parcel', 'loss', {}, '2026-03-10', 'typeNotApplicable'],
    ['loss of an overdue parcel', 'loss', { deliveredOn: null, dueOn: '2026-03-02' }, '2026-03-03', 'ok'],
    ['loss while still in the promised range', 'loss', { deliveredOn: null, dueOn: '2026-03-02' }, '2026-03-02', 'notClaimable'],
    ['loss after the term counted from the range', 'loss', { deliveredOn: null, dueOn: '2026-03-02' }, '2026-04-20', 'termOver'],
    ['damage of a parcel not delivered', 'damage', { deliveredOn: null, dueOn: '2026-03-02' }, '2026-03-05', 'typeNotApplicable'],
    ['delay of a parcel delivered on time', 'delay', {}, '2026-03-05', 'typeNotApplicable'],
    ['delay of a parcel delivered late', 'delay', { deliveredOn: '2026-03-05', dueOn: '2026-03-03' }, '2026-03-06', 'ok'],
    ['delay of a parcel still travelling', 'delay', { deliveredOn: null, dueOn: '2026-03-03' }, '2026-03-06', 'ok'],
    ['anything on a cancelled order', 'damage', { cancelled: true }, '2026-03-05', 'notClaimable'],
  ])('%s', (_name, type, over, today, expected) => {
    const result = checkClaimFiling(type, order(over), today, calendar);
    expect(result.ok ? 'ok' : result.problem).toBe(expected);
  });
});

const promo: Partial<ClaimOrder> = { price: { totalAmount: 500_000, totalWithPromo: 400_000 } };
const free: Partial<ClaimOrder> = { price: { totalAmount: 500_000, totalWithPromo: 0 } };

describe('compensation rules (spec §9)', () => {
  it.each<[string, ClaimType, Partial<ClaimOrder>, string, number, number]>([
    ['insured loss pays the declared value', 'loss', { deliveredOn: null, declaredValue: 8_000_000 }, '2026-03-10', 0, 8_000_000],
    ['loss without declared value pays twice the fee', 'loss', { deliveredOn: null }, '2026-03-10', 0, 1_000_000],
    ['damage is capped by the declared value', 'damage', { declaredValue: 3_000_000 }, '2026-03-10', 0, 3_000_000],
    ['damage without declared value: twice the fee', 'damage', {}, '2026-03-10', 0, 1_000_000],
    ['shortage without declared value: twice the fee', 'shortage', {}, '2026-03-10', 0, 1_000_000],
    // 2 days late: 6 % of 5 000 ₸ = 300 ₸
    ['delay of 2 days: 6 % of the fee', 'delay', { deliveredOn: '2026-03-05' }, '2026-03-10', 0, 30_000],
    ['delay of 40 days: capped at the fee', 'delay', { deliveredOn: '2026-04-12' }, '2026-04-13', 0, 500_000],
    ['delay already credited automatically', 'delay', { deliveredOn: '2026-03-05' }, '2026-03-10', 30_000, 0],
    ['delay of a parcel still travelling counts to today', 'delay', { deliveredOn: null }, '2026-03-06', 0, 45_000],
    // A promo code took 1 000 ₸ off: every rule counts from the 4 000 ₸ paid.
    ['promo: loss pays twice the fee paid', 'loss', { deliveredOn: null, ...promo }, '2026-03-10', 0, 800_000],
    ['promo: damage capped at twice the fee paid', 'damage', promo, '2026-03-10', 0, 800_000],
    ['promo: delay of 2 days, 6 % of the fee paid', 'delay', { deliveredOn: '2026-03-05', ...promo }, '2026-03-10', 0, 24_000],
    ['promo: delay the credit paid from the fee paid', 'delay', { deliveredOn: '2026-03-05', ...promo }, '2026-03-10', 24_000, 0],
    [
      'promo: delay of 40 days, capped at the fee paid',
      'delay',
      { deliveredOn: '2026-04-12', ...promo },
      '2026-04-13',
      0,
      400_000,
    ],
    ['free by promo: a delay is worth nothing', 'delay', { deliveredOn: '2026-03-05', ...free }, '2026-03-10', 0, 0],
  ])('%s', (_name, type, over, today, credited, max) => {
    expect(claimMaxCompensation(type, order(over), today, credited)).toBe(max);
  });

  // The late-delivery credit and a delay claim count from one base: together they pay the days late once, 3 % a day
  // of what the customer paid (it was «3 % × days × the price before the promo − the credit», the same days twice).
  it.each([
    // tariff price, paid after the promo (tiyn), days late
    [500_000, 500_000, 2],
    [500_000, 400_000, 2],
    [500_000, 400_000, 5],
    [500_000, 450_001, 7],
    [500_000, 400_000, 40],
    [500_000, 0, 3],
  ])(
    'price %i, paid %i, %i days late: the credit and a delay claim pay the days once, from what was paid',
    (total, paid, days) => {
      const price = { totalAmount: total, totalWithPromo: paid };
      const dueOn = '2026-05-12';
      const deliveredAt = new Date(Date.UTC(2026, 4, 12 + days, 6));
      const credit = lateDeliveryCredit({ price, dueOn }, deliveredAt)?.amount ?? 0;
      const claimed = order({ price, dueOn, deliveredOn: almatyDate(deliveredAt) });
      const rest = claimMaxCompensation('delay', claimed, '2026-07-01', credit);
      expect(credit + rest).toBe(lateDeliveryPenalty(paid, days));
      expect(rest).toBe(0);
    },
  );

  // Earlier compensations of the same order come off the cap they drew on: a second damage claim after a compensated
  // one paid the whole cap again (a 4 100 ₸ parcel's damage, then its damage again, then its shortage: 24 600 ₸ for
  // a cap of 8 200 ₸).
  it.each<[string, ClaimType, Partial<ClaimOrder>, CompensatedClaim[], number, number]>([
    ['damage after nothing compensated', 'damage', {}, [], 0, 1_000_000],
    ['damage again after a damage paid in full', 'damage', {}, [{ type: 'damage', compensation: 1_000_000 }], 0, 0],
    ['shortage after a damage paid in part', 'shortage', {}, [{ type: 'damage', compensation: 300_000 }], 0, 700_000],
    [
      'damage after a damage and a shortage, both in part',
      'damage',
      { declaredValue: 3_000_000 },
      [
        { type: 'damage', compensation: 1_000_000 },
        { type: 'shortage', compensation: 500_000 },
      ],
      0,
      1_500_000,
    ],
    ['loss after a shortage paid', 'loss', { deliveredOn: null }, [{ type: 'shortage', compensation: 400_000 }], 0, 600_000],
    [
      'more paid than the cap (a cap lowered since): nothing, never below zero',
      'damage',
      {},
      [{ type: 'damage', compensation: 2_000_000 }],
      0,
      0,
    ],
    ['a delay does not eat the cargo cap', 'damage', {}, [{ type: 'delay', compensation: 30_000 }], 0, 1_000_000],
    [
      'a damage does not eat the delay cap',
      'delay',
      { deliveredOn: '2026-03-05' },
      [{ type: 'damage', compensation: 1_000_000 }],
      0,
      30_000,
    ],
    [
      'a delay after a delay paid in part',
      'delay',
      { deliveredOn: '2026-03-05' },
      [{ type: 'delay', compensation: 10_000 }],
      0,
      20_000,
    ],
    [
      'a delay after the credit and a delay claim',
      'delay',
      { deliveredOn: '2026-03-05' },
      [{ type: 'delay', compensation: 10_000 }],
      15_000,
      5_000,
    ],
  ])('%s', (_name, type, over, earlier, credited, max) => {
    expect(claimMaxCompensation(type, order(over), '2026-03-10', credited, earlier)).toBe(max);
  });

  it('counts calendar days late', () => {
    expect(claimDaysLate({ deliveredOn: '2026-03-05', dueOn: '2026-03-03' }, '2026-03-10')).toBe(2);
    expect(claimDaysLate({ deliveredOn: '2026-03-02', dueOn: '2026-03-03' }, '2026-03-10')).toBe(0);
  });

  it.each([
    [100, 1000, 'ok'],
    [1000, 1000, 'ok'],
    [1001, 1000, 'aboveRule'],
    [0, 1000, 'notPositive'],
    [-5, 1000, 'notPositive'],
    [10.5, 1000, 'notPositive'],
  ])('claimed %i with a maximum of %i: %s', (claimed, max, expected) => {
    const result = checkClaimedAmount(claimed, max);
    expect(result.ok ? 'ok' : result.problem).toBe(expected);
  });

  it('pays the rule, never more than claimed', () => {
    expect(claimCompensation(400, 1000)).toBe(400);
    expect(claimCompensation(1000, 800)).toBe(800);
  });

  it.each([
    [1000, 1000, 1000, 'ok'],
    [1000, 600, 0, 'ok'],
    [1000, 1001, 0, 'aboveRule'],
    [1000, 0, 0, 'notPositive'],
    [1000, 600, 601, 'carrierShare'],
    [1000, 600, -1, 'carrierShare'],
  ])('computed %i, decided %i, carrier %i: %s', (computed, amount, carrier, expected) => {
    const result = checkDecision(computed, amount, carrier);
    expect(result.ok ? 'ok' : result.problem).toBe(expected);
  });
});
