import { describe, expect, it } from 'vitest';
import { TRACK_MISS_POLICY, trackMissWaitMs } from './track-misses.ts';

const MINUTE = 60_000;

describe('waits after unknown track numbers', () => {
  it.each([
    [0, 0],
    [1, 0],
    [5, 0],
    [6, 1 * MINUTE],
    [7, 2 * MINUTE],
    [8, 4 * MINUTE],
    [11, 32 * MINUTE],
    [12, 60 * MINUTE],
    [500, 60 * MINUTE],
    [Number.MAX_SAFE_INTEGER, 60 * MINUTE],
  ])('miss %i → wait %i ms', (misses, wait) => {
    expect(trackMissWaitMs(misses)).toBe(wait);
  });

  it('lets a patient guesser through about 730 unknown numbers in 30 days', () => {
    // The arithmetic of the note: after the free ones, one miss per wait, never forgiven while guessing.
    let minutes = 0;
    let misses = 0;
    while (minutes < 30 * 24 * 60) {
      misses++;
      minutes += trackMissWaitMs(misses) / MINUTE;
    }
    // 5 free, 6 waits growing 1 → 32 min, then one an hour.
    expect(misses).toBe(TRACK_MISS_POLICY.free + 6 + Math.ceil((30 * 24 * 60 - 63) / 60));
    expect(misses).toBe(730);
  });
});
