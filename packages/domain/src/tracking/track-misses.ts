import { addressKey } from '../net/address-key.ts';

/**
 * Public tracking against guessing: an address may ask for a few unknown numbers a day; after that each
 * further unknown number shuts it out for a while, the wait doubling up to an hour. Numbers that exist are
 * never counted (only the sequential numbers of old orders are, see isLegacyTrackNumber), so people who track
 * their own parcels never wait. A day without misses forgives the address.
 */
export const TRACK_MISS_POLICY = {
  /** Unknown numbers an address may ask for before it waits. */
  free: 5,
  firstWaitMs: 60_000,
  maxWaitMs: 60 * 60_000,
  /** The count starts again after this long without a miss. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

/** How long an address waits after its `misses`-th unknown number (counted since it was last forgiven). */
export const trackMissWaitMs = (misses: number): number => {
  const { free, firstWaitMs, maxWaitMs } = TRACK_MISS_POLICY;
  if (misses <= free) return 0;
  return Math.min(firstWaitMs * 2 ** Math.min(misses - free - 1, 30), maxWaitMs);
};

/** The key an address's misses are counted under: its network's (domain addressKey, an IPv6 address by its /64). */
export const trackMissKey = addressKey;
