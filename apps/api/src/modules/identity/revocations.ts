import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { SharedStore } from '../cluster/index.ts';
import { identityRepository as repo } from './identity.repository.ts';

/** The channel sign-outs are told on when the instances share Redis. */
const CHANNEL = 'jetkiz:revoked';

/** Re-read this far back on each poll: a revocation committed late (a slow transaction) is still seen. */
const OVERLAP_MS = 30_000;

/**
 * Ended session families, known to every API instance within one poll: `app.authenticate` asks `isRevoked`
 * for each token from memory (no database round trip), and every instance reads the rows other instances
 * wrote since its last poll with one indexed query. A family stays listed for one access-token lifetime (a
 * revoked family issues no new tokens, so by then all of its tokens have expired), and the rows go with it.
 * With Redis shared (REDIS_URL), an ending is also published: the other instances refuse its tokens within
 * milliseconds, and the poll stays as the safety net for a lost message.
 */
export const createRevocations = (deps: {
  db: Db;
  pollMs: number;
  accessTokenTtlSeconds: number;
  log: FastifyBaseLogger;
  /** Extra work on a slow beat of the same timer (the throttle's pruning). */
  housekeeping?: () => Promise<void>;
  /** What the instances share; one that can publish tells the others of an ending at once. */
  shared?: SharedStore;
}) => {
  const { db, pollMs, log } = deps;
  const keepMs = (deps.accessTokenTtlSeconds + 60) * 1000;
  const revoked = new Map<string, number>();
  let since = new Date(Date.now() - keepMs);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastPrune = 0;

  const remember = (familyId: string, at: number) => {
    revoked.set(familyId, Math.max(revoked.get(familyId) ?? 0, at));
  };

  const poll = async () => {
    const rows = await repo.revocationsSince(db, since);
    for (const row of rows) remember(row.familyId, row.createdAt.getTime());
    const newest = rows.at(-1)?.createdAt.getTime();
    if (newest !== undefined && newest - OVERLAP_MS > since.getTime()) since = new Date(newest - OVERLAP_MS);
    const now = Date.now();
    for (const [familyId, at] of revoked) if (at < now - keepMs) revoked.delete(familyId);
    if (now - lastPrune > 60_000) {
      lastPrune = now;
      await repo.pruneRevocations(db, new Date(now - keepMs));
      await deps.housekeeping?.();
    }
  };

  const tick = () => {
    running = poll()
      .catch((error: unknown) => log.warn({ err: error }, 'session revocations not read'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    /** Reads the recent revocations once, then every `pollMs`. */
    async start() {
      const { shared } = deps;
      if (shared?.kind === 'redis' && shared.subscribe) {
        await shared.subscribe(CHANNEL, (message) => {
          for (const familyId of message.split(',')) if (familyId) remember(familyId, Date.now());
        });
      }
      await poll();
      timer = setInterval(() => {
        if (!running) tick();
      }, pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
    isRevoked: (familyId: string): boolean => revoked.has(familyId),
    /** Records ended families in the transaction that ends them. */
    record: (tx: Tx, userId: string, familyIds: readonly string[]) => repo.recordRevocations(tx, userId, familyIds),
    /** This instance stops their tokens at once, after the commit (the others on the Redis message or their next poll). */
    know(familyIds: readonly string[]) {
      for (const familyId of familyIds) remember(familyId, Date.now());
      if (deps.shared?.kind === 'redis' && familyIds.length > 0) {
        deps.shared
          .publish(CHANNEL, familyIds.join(','))
          .catch((error: unknown) => log.warn({ err: error }, 'session ending not published; the others poll it'));
      }
    },
  };
};

export type Revocations = ReturnType<typeof createRevocations>;
