import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insuranceFee, lossCompensation, MANDATORY_INSURANCE } from './insurance.ts';
import { lateDeliveryPenalty, latePaymentPenalty } from './penalty.ts';

describe('insurance and liability (spec §9)', () => {
  it.each([
    [null, 10_000],
    [undefined, 10_000],
    [0, 10_000],
    [1_999_999, 10_000],
    [2_000_000, 10_000],
    [10_000_000, 50_000],
    [12_345_600, 61_728],
    [Number.NaN, 10_000],
  ])('declared %s tiyn → insurance %i tiyn', (declared, fee) => {
    expect(insuranceFee(declared)).toBe(fee);
  });

  it('is never below the mandatory 100 ₸', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (v) => insuranceFee(v) >= MANDATORY_INSURANCE));
  });

  it('pays back twice the fee without a declared value, the declared value with one', () => {
    expect(lossCompensation(250_000, null)).toBe(500_000);
    expect(lossCompensation(250_000, 0)).toBe(500_000);
    expect(lossCompensation(250_000, 5_000_000)).toBe(5_000_000);
    expect(lossCompensation(-5, null)).toBe(0);
  });
});

describe('penalties: 3 % a day, at most 100 %', () => {
  it.each([
    [1_000_000, 0, 0],
    [1_000_000, 1, 30_000],
    [1_000_000, 10, 300_000],
    [1_000_000, 33, 990_000],
    [1_000_000, 34, 1_000_000],
    [1_000_000, 365, 1_000_000],
    [1_000_000, 2.9, 60_000],
    [1_000_000, -3, 0],
    [Number.NaN, 3, 0],
  ])('%i tiyn, %f days late → %i', (amount, days, penalty) => {
    expect(latePaymentPenalty(amount, days)).toBe(penalty);
    expect(lateDeliveryPenalty(amount, days)).toBe(penalty);
  });

  it('never exceeds the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 10_000 }),
        (a, d) => latePaymentPenalty(a, d) <= a,
      ),
    );
  });
});
