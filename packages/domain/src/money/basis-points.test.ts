import { describe, expect, it } from 'vitest';
import { percentToBasisPoints } from './basis-points.ts';
import { percentOf } from './money.ts';

describe('percentToBasisPoints', () => {
  it.each([
    [0, 0],
    [20, 2_000],
    [0.5, 50],
    ['12.5', 1_250],
    [100, 10_000],
    [0.015, 2],
  ])('%s %% → %i basis points', (percent, basisPoints) => {
    expect(percentToBasisPoints(percent)).toBe(basisPoints);
  });

  it('gives percentOf the share people wrote: 20 % of 12 000 ₸ is 2 400 ₸', () => {
    expect(percentOf(1_200_000, percentToBasisPoints(20))).toBe(240_000);
  });
});
