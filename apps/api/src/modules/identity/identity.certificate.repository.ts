import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { signatureChallenges } from './identity.tables.ts';

export type ChallengeRow = typeof signatureChallenges.$inferSelect;
export type ChallengeKind = 'registration' | 'verification';
type Exec = Db | Tx;

/** The one-time data to sign and the signature tokens of registration by certificate (identity.certificate.ts). */
export const certificateRepository = {
  insertChallenge: async (db: Exec, row: typeof signatureChallenges.$inferInsert): Promise<void> => {
    await db.insert(signatureChallenges).values(row);
  },

  findByNonce: async (db: Exec, nonceHash: string): Promise<ChallengeRow | undefined> =>
    (await db.select().from(signatureChallenges).where(eq(signatureChallenges.nonceHash, nonceHash)))[0],

  findByToken: async (db: Exec, tokenHash: string): Promise<ChallengeRow | undefined> =>
    (await db.select().from(signatureChallenges).where(eq(signatureChallenges.tokenHash, tokenHash)))[0],

  /** Takes a nonce once: of two parallel submissions one gets the row, the other nothing (and the signature is refused). */
  markSigned: async (tx: Tx, id: string, now: Date): Promise<boolean> =>
    (
      await tx
        .update(signatureChallenges)
        .set({ signedAt: now })
        .where(and(eq(signatureChallenges.id, id), isNull(signatureChallenges.signedAt), gt(signatureChallenges.expiresAt, now)))
        .returning({ id: signatureChallenges.id })
    ).length === 1,

  attachToken: async (
    tx: Tx,
    id: string,
    patch: Pick<ChallengeRow, 'signatureId' | 'entityType' | 'certificate' | 'tokenHash' | 'tokenExpiresAt'>,
  ): Promise<void> => {
    await tx.update(signatureChallenges).set(patch).where(eq(signatureChallenges.id, id));
  },

  /**
   * Binds a live, unspent token to the phone registering with it: the first phone keeps it (registering again with
   * the same phone — a new code — still works), any other phone is refused.
   */
  bindToken: async (db: Exec, id: string, phone: string, now: Date): Promise<boolean> =>
    (
      await db
        .update(signatureChallenges)
        .set({ tokenPhone: phone })
        .where(
          and(
            eq(signatureChallenges.id, id),
            isNull(signatureChallenges.tokenUsedAt),
            gt(signatureChallenges.tokenExpiresAt, now),
            or(isNull(signatureChallenges.tokenPhone), eq(signatureChallenges.tokenPhone, phone)),
          ),
        )
        .returning({ id: signatureChallenges.id })
    ).length === 1,

  /** Spends the token of a signature when its phone's SMS code confirms the account. */
  spendToken: async (tx: Tx, signatureId: string, phone: string, now: Date): Promise<boolean> =>
    (
      await tx
        .update(signatureChallenges)
        .set({ tokenUsedAt: now })
        .where(
          and(
            eq(signatureChallenges.signatureId, signatureId),
            eq(signatureChallenges.tokenPhone, phone),
            isNull(signatureChallenges.tokenUsedAt),
          ),
        )
        .returning({ id: signatureChallenges.id })
    ).length === 1,

  /** Forgets data to sign and tokens a day after they died (a few rows a call, by the expiry index). */
  prune: async (db: Exec, before: Date): Promise<void> => {
    await db.execute(sql`
      delete from ${signatureChallenges} where id in (
        select id from ${signatureChallenges}
        where ${lt(signatureChallenges.expiresAt, before)}
          and (${signatureChallenges.tokenExpiresAt} is null or ${lt(signatureChallenges.tokenExpiresAt, before)})
        limit 100)`);
  },
};
