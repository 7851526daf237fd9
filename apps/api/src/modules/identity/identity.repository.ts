import { and, desc, eq, gt, isNotNull, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, type Db, preparedPerHandle, type Tx } from '../../db/client.ts';
import { sessionRevocations, sessions, signInThrottles, smsBudgetCounters, smsCodes, users } from './identity.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type CodePurpose = 'registration' | 'recovery';

type Exec = Db | Tx;

/** A throttle key with its kind's forgiven failures and pauses (domain SIGN_IN_THROTTLE). */
export type ThrottleKey = { key: string; free: number; delays: readonly number[] };
export type ThrottleRow = {
  key: string;
  free: number;
  failures: number;
  inFlight: number;
  blockedUntil: number | null;
  failedAt: number | null;
  reservedAt: number;
};

/** What runs a named prepared statement on the pool (Database.prepared). */
type Prepared = Database['prepared'];

const phonePlaceholder = sql.placeholder('phone');
const userByPhone = preparedPerHandle((db) =>
  db.select().from(users).where(eq(users.phone, phonePlaceholder)).prepare('identity_user_by_phone'),
);
const userByPhoneLocked = preparedPerHandle((db) =>
  db.select().from(users).where(eq(users.phone, phonePlaceholder)).for('update').prepare('identity_user_by_phone_locked'),
);
const sessionInsert = preparedPerHandle((db) =>
  db
    .insert(sessions)
    .values({
      userId: sql.placeholder('userId'),
      familyId: sql.placeholder('familyId'),
      tokenHash: sql.placeholder('tokenHash'),
      expiresAt: sql.placeholder('expiresAt'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('identity_session_insert'),
);

/**
 * The throttle's statements: one text whatever the number of keys (they come as arrays), so that each is a named
 * prepared statement. In a reservation `$4` is the moment before which failures are forgotten and `$5` the one
 * before which a reservation no longer counts.
 */
const FORGOTTEN = '(t.failed_at is null or t.failed_at < $4::timestamptz)';
const FAILURES = `(case when ${FORGOTTEN} then 0 else t.failures end)`;
const IN_FLIGHT = '(case when t.reserved_at < $5::timestamptz then 0 else t.in_flight end)';
/**
 * In a throttle statement's RETURNING: its own commit does not wait for the disk. The counters are advisory; a
 * crash may forget the last few milliseconds of attempts, and in exchange an attempt costs no fsync of its own.
 */
const NO_FSYNC_WAIT = `set_config('synchronous_commit', 'off', true) as "commitMode"`;
/** A moment as milliseconds since 1970, or null. */
const MS = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
/**
 * `$1` the keys, sorted by the caller, `$2` their forgiven failures, `$3` now, `$4` and `$5` above. Rows go in as
 * the keys come: parallel attempts lock the same rows in one order.
 */
const RESERVE_ATTEMPTS = `
  insert into sign_in_throttles as t (key, free, failures, in_flight, reserved_at, updated_at)
    select u.key, u.free, 0, 1, $3::timestamptz, $3::timestamptz from unnest($1::text[], $2::int[]) as u(key, free)
  on conflict (key) do update set
    free = excluded.free,
    failures = ${FAILURES},
    blocked_until = case when ${FORGOTTEN} then null else t.blocked_until end,
    failed_at = case when ${FORGOTTEN} then null else t.failed_at end,
    in_flight = ${IN_FLIGHT} + 1,
    reserved_at = excluded.reserved_at,
    updated_at = excluded.updated_at
  where (${FORGOTTEN} or t.blocked_until is null or t.blocked_until <= $3::timestamptz)
    and ${IN_FLIGHT} < greatest(excluded.free - ${FAILURES}, 1)
  returning t.key, ${NO_FSYNC_WAIT}`;
/** `$1` the keys, `$2` each key's pauses in seconds (an array's text), `$3` now. */
const SETTLE_FAILURE = `
  update sign_in_throttles as t set
    failures = t.failures + 1,
    in_flight = greatest(t.in_flight - 1, 0),
    failed_at = $3::timestamptz,
    updated_at = $3::timestamptz,
    blocked_until = case when t.failures + 1 >= t.free
      then $3::timestamptz + make_interval(secs => v.delays[least(t.failures + 2 - t.free, cardinality(v.delays))])
      else t.blocked_until end
  from (select u.key, u.delays::int[] as delays from unnest($1::text[], $2::text[]) as u(key, delays)) as v
  where t.key = v.key and t.key = any($1::text[])
    and t.key in (select key from sign_in_throttles where key = any($1::text[]) order by key for update)
  returning t.key, t.free, t.failures, t.in_flight as "inFlight", ${MS('t.blocked_until')} as "blockedUntil",
    ${MS('t.failed_at')} as "failedAt", ${MS('t.reserved_at')} as "reservedAt", ${NO_FSYNC_WAIT}`;
/**
 * `$1` the keys given back, `$2` the keys whose failures are forgotten, `$3` both, `$4` now. The settlements lock
 * their rows in key order before they update them: parallel attempts on the same keys then queue instead of
 * deadlocking (the reservation's insert takes them in the same order). The keys also bound the rows updated
 * outside the lock's subquery: a plan made for any keys (PostgreSQL's generic plan of a prepared statement) then
 * reads the index, not the whole table, which with only the subquery it did (a hash join over a full scan).
 */
const SETTLE_ATTEMPTS = `
  update sign_in_throttles set
    in_flight = case when key = any($1::text[]) then greatest(in_flight - 1, 0) else in_flight end,
    failures = case when key = any($2::text[]) then 0 else failures end,
    blocked_until = case when key = any($2::text[]) then null else blocked_until end,
    failed_at = case when key = any($2::text[]) then null else failed_at end,
    updated_at = $4::timestamptz
  where key = any($3::text[])
    and key in (select key from sign_in_throttles where key = any($3::text[]) order by key for update)
  returning ${NO_FSYNC_WAIT}`;

/** `$1` the keys. */
const THROTTLE_ROWS = `
  select key, free, failures, in_flight as "inFlight", ${MS('blocked_until')} as "blockedUntil",
    ${MS('failed_at')} as "failedAt", ${MS('reserved_at')} as "reservedAt"
  from sign_in_throttles where key = any($1::text[])`;

/** The throttle's statement texts, for the test that holds their plans to the index. */
export const THROTTLE_STATEMENTS = { RESERVE_ATTEMPTS, SETTLE_FAILURE, SETTLE_ATTEMPTS, THROTTLE_ROWS } as const;

export const identityRepository = {
  findUserByPhone: async (db: Exec, phone: string, lock = false): Promise<UserRow | undefined> =>
    (await (lock ? userByPhoneLocked : userByPhone)(db).execute({ phone }))[0],

  findUserById: async (db: Exec, id: string): Promise<UserRow | undefined> =>
    (await db.select().from(users).where(eq(users.id, id)))[0],

  /** Inserts unless the phone exists; answers the row either way (ten parallel registrations make one). */
  insertUserIfNew: async (tx: Tx, row: NewUserRow): Promise<{ user: UserRow; created: boolean }> => {
    const inserted = await tx.insert(users).values(row).onConflictDoNothing({ target: users.phone }).returning();
    if (inserted[0]) return { user: inserted[0], created: true };
    const existing = await identityRepository.findUserByPhone(tx, row.phone, true);
    if (!existing) throw new Error('user vanished during registration');
    return { user: existing, created: false };
  },

  updateUser: async (db: Exec, id: string, patch: Partial<NewUserRow>): Promise<UserRow> => {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error(`no user ${id}`);
    return row;
  },

  /** An organisation's users: the owner first, then the employees in the order they were invited. */
  organizationUsers: async (db: Exec, organizationId: string): Promise<UserRow[]> =>
    db
      .select()
      .from(users)
      .where(or(eq(users.id, organizationId), eq(users.organizationId, organizationId)))
      .orderBy(sql`${users.organizationId} is not null`, users.createdAt, users.id),

  /** An employee of the organisation (never the owner), locked when asked. */
  findEmployee: async (db: Exec, organizationId: string, id: string, lock = false): Promise<UserRow | undefined> => {
    const query = db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
    return (await (lock ? query.for('update') : query))[0];
  },

  deleteUser: async (db: Exec, id: string): Promise<void> => {
    await db.delete(users).where(eq(users.id, id));
  },

  /**
   * Serialises code requests of one phone until the transaction ends, whether or not it has an account (two
   * parallel requests must not both pass the cooldown).
   */
  lockPhoneCodes: async (tx: Tx, phone: string): Promise<void> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms_codes:${phone}`}))`);
  },

  /** Adds one to each budget counter of a window, atomically (an upsert); answers each counter's new value. */
  chargeSmsBudget: async (tx: Tx, keys: string[], windowStart: Date): Promise<Map<string, number>> => {
    const rows = await tx
      .insert(smsBudgetCounters)
      .values(keys.map((key) => ({ key, windowStart, count: 1 })))
      .onConflictDoUpdate({
        target: [smsBudgetCounters.key, smsBudgetCounters.windowStart],
        set: { count: sql`${smsBudgetCounters.count} + 1` },
      })
      .returning({ key: smsBudgetCounters.key, count: smsBudgetCounters.count });
    return new Map(rows.map((r) => [r.key, r.count]));
  },

  codesSentSince: async (db: Exec, phone: string, purpose: CodePurpose, since: Date): Promise<Date[]> =>
    (
      await db
        .select({ createdAt: smsCodes.createdAt })
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), gt(smsCodes.createdAt, since)))
    ).map((r) => r.createdAt),

  insertCode: async (tx: Tx, row: typeof smsCodes.$inferInsert): Promise<SmsCodeRow> => {
    const [code] = await tx.insert(smsCodes).values(row).returning();
    if (!code) throw new Error('code not stored');
    return code;
  },

  deleteCode: async (db: Exec, id: string): Promise<void> => {
    await db.delete(smsCodes).where(eq(smsCodes.id, id));
  },

  /** The newest code of a phone for a purpose (a new request kills the older ones), locked: tries count one by one. */
  latestCode: async (tx: Tx, phone: string, purpose: CodePurpose): Promise<SmsCodeRow | undefined> =>
    (
      await tx
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1)
        .for('update')
    )[0],

  countWrongTry: async (tx: Tx, id: string): Promise<void> => {
    await tx
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, id));
  },

  consumeCode: async (tx: Tx, id: string): Promise<void> => {
    await tx.update(smsCodes).set({ consumedAt: sql`now()` }).where(eq(smsCodes.id, id));
  },

  insertSession: async (
    db: Exec,
    row: Pick<typeof sessions.$inferInsert, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt' | 'createdAt'>,
  ): Promise<void> => {
    await sessionInsert(db).execute(row);
  },

  findSessionByHash: async (db: Exec, tokenHash: string): Promise<SessionRow | undefined> =>
    (await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0],

  /**
   * Marks a refresh token used; false when another request used it first, or its session family was ended meanwhile.
   * The family, not only the row: a refresh that marked its token used just before the family ended stores the next
   * token after the ending, in a row the ending never saw, and that row must not carry the session on.
   */
  useSession: async (tx: Tx, id: string): Promise<boolean> => {
    const ended = alias(sessions, 'ended');
    return (
      (
        await tx
          .update(sessions)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(sessions.id, id),
              isNull(sessions.usedAt),
              isNull(sessions.revokedAt),
              notExists(
                tx
                  .select({ id: ended.id })
                  .from(ended)
                  .where(and(eq(ended.familyId, sessions.familyId), isNotNull(ended.revokedAt))),
              ),
            ),
          )
          .returning({ id: sessions.id })
      ).length === 1
    );
  },

  revokeFamily: async (db: Exec, familyId: string): Promise<void> => {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  },

  /** Ends the user's sessions (but one family); answers the families it ended. */
  revokeUserSessions: async (db: Exec, userId: string, exceptFamily?: string): Promise<string[]> => {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptFamily ? ne(sessions.familyId, exceptFamily) : undefined,
        ),
      )
      .returning({ familyId: sessions.familyId });
    return [...new Set(rows.map((r) => r.familyId))];
  },

  /**
   * Reserves an attempt on every key in one statement, or on none that is paused or busy: answers the keys it
   * reserved (fewer than asked means refused; the caller gives those back). Failures older than `forgetBefore`
   * are forgotten, reservations older than `staleBefore` no longer count.
   */
  reserveAttempts: async (
    prepared: Prepared,
    keys: readonly ThrottleKey[],
    times: { now: Date; forgetBefore: Date; staleBefore: Date },
  ): Promise<string[]> =>
    (
      await prepared<{ key: string }>('identity_throttle_reserve', RESERVE_ATTEMPTS, [
        keys.map((k) => k.key),
        keys.map((k) => k.free),
        times.now.toISOString(),
        times.forgetBefore.toISOString(),
        times.staleBefore.toISOString(),
      ])
    ).map((r) => r.key),

  /** A failed attempt: one more failure on each key, and a pause once a key has used its forgiven failures. */
  settleFailure: async (prepared: Prepared, keys: readonly ThrottleKey[], now: Date): Promise<ThrottleRow[]> =>
    prepared<ThrottleRow>('identity_throttle_failure', SETTLE_FAILURE, [
      keys.map((k) => k.key),
      keys.map((k) => `{${k.delays.join(',')}}`),
      now.toISOString(),
    ]),

  /** Gives back reserved attempts; the `cleared` keys also forget their failures and pauses (a right password). */
  settleAttempts: async (
    prepared: Prepared,
    reserved: readonly string[],
    cleared: readonly string[],
    now: Date,
  ): Promise<void> => {
    const all = [...new Set([...reserved, ...cleared])];
    if (all.length === 0) return;
    await prepared('identity_throttle_settle', SETTLE_ATTEMPTS, [reserved, cleared, all, now.toISOString()]);
  },

  throttleRows: async (prepared: Prepared, keys: readonly string[]): Promise<ThrottleRow[]> =>
    prepared<ThrottleRow>('identity_throttle_rows', THROTTLE_ROWS, [keys]),

  /** Forgets every pause of a phone: its own, its pairs with addresses and its known devices. */
  clearPhoneThrottles: async (db: Exec, phone: string): Promise<void> => {
    await db
      .delete(signInThrottles)
      .where(
        or(
          eq(signInThrottles.key, `phone:${phone}`),
          sql`${signInThrottles.key} like ${`pair:${phone}|%`}`,
          sql`${signInThrottles.key} like ${`device:${phone}|%`}`,
        ),
      );
  },

  pruneThrottles: async (db: Exec, before: Date): Promise<void> => {
    await db.delete(signInThrottles).where(lt(signInThrottles.updatedAt, before));
  },

  recordRevocations: async (db: Exec, userId: string, familyIds: readonly string[]): Promise<void> => {
    if (familyIds.length === 0) return;
    await db.insert(sessionRevocations).values(familyIds.map((familyId) => ({ familyId, userId })));
  },

  /** Families revoked after a moment (the database's clock), oldest first. */
  revocationsSince: async (db: Exec, since: Date): Promise<Array<{ familyId: string; createdAt: Date }>> =>
    db
      .select({ familyId: sessionRevocations.familyId, createdAt: sessionRevocations.createdAt })
      .from(sessionRevocations)
      .where(gt(sessionRevocations.createdAt, since))
      .orderBy(sessionRevocations.createdAt),

  pruneRevocations: async (db: Exec, before: Date): Promise<void> => {
    await db.delete(sessionRevocations).where(lt(sessionRevocations.createdAt, before));
  },
};
