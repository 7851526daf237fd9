import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, signInFailures, smsBudgetCounters, smsCodes, users } from './identity.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type CodePurpose = 'registration' | 'recovery';

type Exec = Db | Tx;

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

  /** Marks a refresh token used; false when another request used it first. */
  useSession: async (tx: Tx, id: string): Promise<boolean> =>
    (
      await tx
        .update(sessions)
        .set({ usedAt: sql`now()` })
        .where(and(eq(sessions.id, id), isNull(sessions.usedAt)))
        .returning({ id: sessions.id })
    ).length === 1,

  revokeFamily: async (db: Exec, familyId: string): Promise<void> => {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  },

  revokeUserSessions: async (db: Exec, userId: string, exceptFamily?: string): Promise<void> => {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptFamily ? ne(sessions.familyId, exceptFamily) : undefined,
        ),
      );
  },

  recordFailure: async (db: Exec, keys: string[], at: Date): Promise<void> => {
    await db.insert(signInFailures).values(keys.map((key) => ({ key, failedAt: at })));
  },

  /** Failures since a moment, for each key, in one query. */
  failuresSince: async (db: Exec, keys: string[], since: Date): Promise<Map<string, number>> => {
    const rows = await db
      .select({ key: signInFailures.key, n: count() })
      .from(signInFailures)
      .where(and(inArray(signInFailures.key, keys), gt(signInFailures.failedAt, since)))
      .groupBy(signInFailures.key);
    return new Map(rows.map((r) => [r.key, r.n]));
  },

  clearFailures: async (db: Exec, keys: string[]): Promise<void> => {
    await db.delete(signInFailures).where(inArray(signInFailures.key, keys));
  },
};
