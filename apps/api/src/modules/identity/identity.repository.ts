import { and, desc, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
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

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
/**
 * In a throttle statement's RETURNING: its own commit does not wait for the disk. The counters are advisory; a
 * crash may forget the last few milliseconds of attempts, and in exchange an attempt costs no fsync of its own.
 */
const noFsyncWait = sql`set_config('synchronous_commit', 'off', true) as "commitMode"`;
/**
 * Locks a throttle's rows in key order before a statement updates them: parallel attempts on the same keys
 * then queue instead of deadlocking (the reservation's insert takes them in the same order).
 */
const lockedKeys = (keys: readonly string[]) =>
  sql`(select key from ${signInThrottles} where key in (${list(keys)}) order by key for update)`;

export const identityRepository = {
  findUserByPhone: async (db: Exec, phone: string, lock = false): Promise<UserRow | undefined> => {
    const query = db.select().from(users).where(eq(users.phone, phone));
    return (await (lock ? query.for('update') : query))[0];
  },

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

  insertSession: async (db: Exec, row: typeof sessions.$inferInsert): Promise<void> => {
    await db.insert(sessions).values(row);
  },

  findSessionByHash: async (db: Exec, tokenHash: string): Promise<SessionRow | undefined> =>
    (await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0],

  /** Marks a refresh token used; false when another request used it first or its session was revoked meanwhile. */
  useSession: async (tx: Tx, id: string): Promise<boolean> =>
    (
      await tx
        .update(sessions)
        .set({ usedAt: sql`now()` })
        .where(and(eq(sessions.id, id), isNull(sessions.usedAt), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id })
    ).length === 1,

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
    db: Exec,
    keys: readonly ThrottleKey[],
    times: { now: Date; forgetBefore: Date; staleBefore: Date },
  ): Promise<string[]> => {
    const forgotten = sql`(t.failed_at is null or t.failed_at < ${at(times.forgetBefore)})`;
    const failures = sql`(case when ${forgotten} then 0 else t.failures end)`;
    const inFlight = sql`(case when t.reserved_at < ${at(times.staleBefore)} then 0 else t.in_flight end)`;
    const values = sql.join(
      keys.map((k) => sql`(${k.key}, ${k.free}, 0, 1, ${at(times.now)}, ${at(times.now)})`),
      sql`, `,
    );
    const result = await db.execute(sql`
      insert into ${signInThrottles} as t (key, free, failures, in_flight, reserved_at, updated_at)
      values ${values}
      on conflict (key) do update set
        free = excluded.free,
        failures = ${failures},
        blocked_until = case when ${forgotten} then null else t.blocked_until end,
        failed_at = case when ${forgotten} then null else t.failed_at end,
        in_flight = ${inFlight} + 1,
        reserved_at = excluded.reserved_at,
        updated_at = excluded.updated_at
      where (${forgotten} or t.blocked_until is null or t.blocked_until <= ${at(times.now)})
        and ${inFlight} < greatest(excluded.free - ${failures}, 1)
      returning t.key, ${noFsyncWait}`);
    return rowsOf<{ key: string }>(result).map((r) => r.key);
  },

  /** A failed attempt: one more failure on each key, and a pause once a key has used its forgiven failures. */
  settleFailure: async (db: Exec, keys: readonly ThrottleKey[], now: Date): Promise<ThrottleRow[]> => {
    const delays = sql.join(
      keys.map((k) => sql`(${k.key}, ${`{${k.delays.join(',')}}`}::int[])`),
      sql`, `,
    );
    const result = await db.execute(sql`
      update ${signInThrottles} as t set
        failures = t.failures + 1,
        in_flight = greatest(t.in_flight - 1, 0),
        failed_at = ${at(now)},
        updated_at = ${at(now)},
        blocked_until = case when t.failures + 1 >= t.free
          then ${at(now)} + make_interval(secs => v.delays[least(t.failures + 2 - t.free, cardinality(v.delays))])
          else t.blocked_until end
      from (values ${delays}) as v(key, delays)
      where t.key = v.key and t.key in ${lockedKeys(keys.map((k) => k.key))}
      returning t.key, t.free, t.failures, t.in_flight as "inFlight", ${ms(sql`t.blocked_until`)} as "blockedUntil",
        ${ms(sql`t.failed_at`)} as "failedAt", ${ms(sql`t.reserved_at`)} as "reservedAt", ${noFsyncWait}`);
    return rowsOf<ThrottleRow>(result);
  },

  /** Gives back reserved attempts; the `cleared` keys also forget their failures and pauses (a right password). */
  settleAttempts: async (db: Exec, reserved: readonly string[], cleared: readonly string[], now: Date): Promise<void> => {
    const all = [...new Set([...reserved, ...cleared])];
    if (all.length === 0) return;
    const isReserved = reserved.length > 0 ? sql`key in (${list(reserved)})` : sql`false`;
    const isCleared = cleared.length > 0 ? sql`key in (${list(cleared)})` : sql`false`;
    await db.execute(sql`
      update ${signInThrottles} set
        in_flight = case when ${isReserved} then greatest(in_flight - 1, 0) else in_flight end,
        failures = case when ${isCleared} then 0 else failures end,
        blocked_until = case when ${isCleared} then null else blocked_until end,
        failed_at = case when ${isCleared} then null else failed_at end,
        updated_at = ${at(now)}
      where key in ${lockedKeys(all)}
      returning ${noFsyncWait}`);
  },

  throttleRows: async (db: Exec, keys: readonly string[]): Promise<ThrottleRow[]> =>
    rowsOf<ThrottleRow>(
      await db.execute(sql`
        select key, free, failures, in_flight as "inFlight", ${ms(sql`blocked_until`)} as "blockedUntil",
          ${ms(sql`failed_at`)} as "failedAt", ${ms(sql`reserved_at`)} as "reservedAt"
        from ${signInThrottles} where key in (${list(keys)})`),
    ),

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
