import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, throttleConcurrency, throttleDelaySeconds, throttleDelays } from './sign-in-throttle.ts';

describe('sign-in throttle', () => {
  it.each([
    ['pair', 0, 0],
    ['pair', 4, 0],
    ['pair', 5, 30],
    ['pair', 6, 60],
    ['pair', 7, 120],
    ['pair', 11, 1_920],
    ['pair', 12, 3_600],
    ['pair', 40, 3_600],
    ['phone', 9, 0],
    ['phone', 10, 60],
    ['phone', 11, 120],
    ['address', 99, 0],
    ['address', 100, 60],
    ['device', 5, 30],
  ] as const)('%s after %i failures pauses %i s', (kind, failures, seconds) => {
    expect(throttleDelaySeconds(kind, failures)).toBe(seconds);
  });

  it('lists the doubling pauses up to the ceiling', () => {
    expect(throttleDelays('pair')).toEqual([30, 60, 120, 240, 480, 960, 1_920, 3_600]);
    expect(throttleDelays('phone')).toEqual([60, 120, 240, 480, 960, 1_920, 3_600]);
  });

  it.each([
    ['pair', 0, 5],
    ['pair', 3, 2],
    ['pair', 5, 1],
    ['pair', 9, 1],
    ['address', 0, 100],
  ] as const)('%s after %i failures lets %i attempts run at once', (kind, failures, n) => {
    expect(throttleConcurrency(kind, failures)).toBe(n);
  });

  it('forgives many more failures per address than per phone', () => {
    const { kinds } = SIGN_IN_THROTTLE;
    expect(kinds.address.free).toBeGreaterThanOrEqual(5 * kinds.phone.free);
    expect(kinds.pair.free).toBeLessThanOrEqual(kinds.phone.free);
  });
});
