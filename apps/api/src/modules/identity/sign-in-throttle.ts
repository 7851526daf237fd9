import { signInPausedMessage } from '@jetkiz/contract';
import { SIGN_IN_THROTTLE, type ThrottleKind, throttleDelays } from '@jetkiz/domain';
import type { Database, Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { identityRepository as repo, type ThrottleKey, type ThrottleRow } from './identity.repository.ts';

const DELAYS = {
  phone: throttleDelays('phone'),
  pair: throttleDelays('pair'),
  address: throttleDelays('address'),
  device: throttleDelays('device'),
} as const satisfies Record<ThrottleKind, number[]>;

/** The key of a kind; the phone comes first in the phone's own keys, so a recovery can forget them all. */
export const throttleKey = (kind: ThrottleKind, id: string): ThrottleKey & { kind: ThrottleKind } => ({
  kind,
  key: `${kind === 'address' ? 'ip' : kind}:${id}`,
  free: SIGN_IN_THROTTLE.kinds[kind].free,
  delays: DELAYS[kind],
});

export type SignInAttempt = {
  /** Keys reserved, sorted (parallel attempts lock their rows in one order). */
  readonly keys: ReadonlyArray<ThrottleKey & { kind: ThrottleKind }>;
};

/**
 * The sign-in throttle of domain SIGN_IN_THROTTLE, kept in `sign_in_throttles` so that it holds across
 * parallel requests and API instances: an attempt is reserved on all its keys in one statement before the
 * password is checked, then settled as a failure (which may start a pause) or a success (which forgets the
 * phone's failures).
 */
export const createSignInThrottle = (deps: { db: Db; prepared: Database['prepared']; now: () => number }) => {
  const { db, prepared, now } = deps;
  const { forgetAfterHours, reservationSeconds, busyRetrySeconds } = SIGN_IN_THROTTLE;

  /** How long until every key would take an attempt again. */
  const waitSeconds = (rows: ThrottleRow[], at: number): number => {
    let wait: number = busyRetrySeconds;
    for (const row of rows) {
      const forgotten = row.failedAt === null || row.failedAt < at - forgetAfterHours * 3_600_000;
      if (!forgotten && row.blockedUntil !== null && row.blockedUntil > at) {
        wait = Math.max(wait, (row.blockedUntil - at) / 1000);
      }
    }
    return Math.ceil(wait);
  };

  return {
    /** Reserves an attempt, or refuses with 429 and how long to wait. */
    async reserve(keys: Array<ThrottleKey & { kind: ThrottleKind }>): Promise<SignInAttempt> {
      const sorted = [...new Map(keys.map((k) => [k.key, k])).values()].sort((a, b) => (a.key < b.key ? -1 : 1));
      const at = now();
      const reserved = await repo.reserveAttempts(prepared, sorted, {
        now: new Date(at),
        forgetBefore: new Date(at - forgetAfterHours * 3_600_000),
        staleBefore: new Date(at - reservationSeconds * 1000),
      });
      if (reserved.length === sorted.length) return { keys: sorted };
      await repo.settleAttempts(prepared, reserved, [], new Date(at));
      const seconds = waitSeconds(
        await repo.throttleRows(
          prepared,
          sorted.map((k) => k.key),
        ),
        at,
      );
      throw new AppError('IDENTITY_TOO_MANY_ATTEMPTS', {
        localized: signInPausedMessage(seconds),
        retryAfterSeconds: seconds,
      });
    },

    /** A wrong password: answers whether this failure began the phone's first pause (the owner is told once). */
    async failed(attempt: SignInAttempt): Promise<{ phonePauseBegan: boolean }> {
      const rows = await repo.settleFailure(prepared, attempt.keys, new Date(now()));
      const phone = attempt.keys.find((k) => k.kind === 'phone');
      return { phonePauseBegan: rows.some((r) => r.key === phone?.key && r.failures === r.free) };
    },

    /**
     * The right password: gives the attempt back and forgets the failures of its keys but the address's. A known
     * device forgets only its own: the phone's pause, which others caused, goes on for new devices.
     */
    succeeded: (attempt: SignInAttempt) =>
      repo.settleAttempts(
        prepared,
        attempt.keys.map((k) => k.key),
        attempt.keys.filter((k) => k.kind !== 'address').map((k) => k.key),
        new Date(now()),
      ),

    /** Gives the attempt back without a verdict (the check itself failed). */
    release: (attempt: SignInAttempt) =>
      repo.settleAttempts(
        prepared,
        attempt.keys.map((k) => k.key),
        [],
        new Date(now()),
      ),

    /** A recovered password ends every pause of the phone. */
    clearPhone: (phone: string) => repo.clearPhoneThrottles(db, phone),

    prune: () => repo.pruneThrottles(db, new Date(now() - forgetAfterHours * 3_600_000)),
  };
};

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
