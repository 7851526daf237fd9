/**
 * How sign-in slows password guessing down without letting anyone lock the owner out.
 *
 * Every attempt counts against a few keys at once: the phone, the pair (phone, address) and the address; or,
 * from a device where the owner signed in before (a signed device cookie for that phone), that device alone.
 * Each key has failures it forgives; after them, each further failure pauses that key for a delay that
 * doubles up to a ceiling. An attempt reserves a place on its keys before the password is checked, so
 * parallel guesses cannot all pass: while a key has `free` failures left, at most that many attempts may be
 * under way on it at once, and afterwards only one, once its pause has run out.
 *
 * The address alone forgives many failures (a mobile carrier puts thousands of people behind one address),
 * and the owner's known device is not held by the phone's or the address's pause at all, so an attacker who
 * guesses from elsewhere slows only the guessing.
 */
export type ThrottleKind = 'phone' | 'pair' | 'address' | 'device';

export type ThrottleRule = {
  /** Failures forgiven before the first pause. */
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
};

export const SIGN_IN_THROTTLE = {
  kinds: {
    phone: { free: 10, firstDelaySeconds: 60, maxDelaySeconds: 3_600 },
    pair: { free: 5, firstDelaySeconds: 30, maxDelaySeconds: 3_600 },
    address: { free: 100, firstDelaySeconds: 60, maxDelaySeconds: 3_600 },
    device: { free: 5, firstDelaySeconds: 30, maxDelaySeconds: 3_600 },
  } satisfies Record<ThrottleKind, ThrottleRule>,
  /** Failures of a key this long ago are forgotten (and its row may be removed). */
  forgetAfterHours: 24,
  /** A reserved attempt never settled (its process died) stops counting after this long. */
  reservationSeconds: 60,
  /** What a caller is told to wait when a key is only busy with attempts under way. */
  busyRetrySeconds: 5,
} as const;

/** The pause that starts with the `failures`-th failure in a row (0: none yet). */
export const throttleDelaySeconds = (kind: ThrottleKind, failures: number): number => {
  const rule = SIGN_IN_THROTTLE.kinds[kind];
  if (failures < rule.free) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** (failures - rule.free));
};

/** The pauses after the `free`-th, (`free`+1)-th, … failure until the ceiling; the last one repeats. */
export const throttleDelays = (kind: ThrottleKind): number[] => {
  const rule = SIGN_IN_THROTTLE.kinds[kind];
  const delays: number[] = [];
  for (let n = rule.free; ; n++) {
    const delay = throttleDelaySeconds(kind, n);
    delays.push(delay);
    if (delay >= rule.maxDelaySeconds) return delays;
  }
};

/** How many attempts may be under way on a key at once after `failures` failures in a row. */
export const throttleConcurrency = (kind: ThrottleKind, failures: number): number =>
  Math.max(SIGN_IN_THROTTLE.kinds[kind].free - failures, 1);
