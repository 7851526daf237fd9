import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SharedStore } from './shared-store.ts';

/** A caller who wrote within this long reads the primary: longer than a healthy replica ever lags. */
export const READ_YOUR_WRITES_MS = 5_000;

/**
 * Which database a caller's read goes to. Without a replica: the primary, always. With one: the replica, unless
 * the caller wrote within READ_YOUR_WRITES_MS — known to this instance from its own memory, and to the others
 * from a marker in the shared store that the write's answer waits for (so the next request, wherever the proxy
 * sends it, finds it). A read asks the shared store only when a replica exists and this instance has not seen
 * the caller write.
 */
export const createReadRouting = (deps: {
  primary: Db;
  replica: Db | undefined;
  store: SharedStore;
  log: FastifyBaseLogger;
  now?: () => number;
}) => {
  const { primary, replica, store, log } = deps;
  const now = deps.now ?? Date.now;
  const wroteAt = new Map<string, number>();
  const key = (userId: string) => `rw:${userId}`;
  let lastSweep = 0;
  const sweep = (at: number) => {
    if (at - lastSweep < READ_YOUR_WRITES_MS) return;
    lastSweep = at;
    for (const [userId, when] of wroteAt) if (at - when >= READ_YOUR_WRITES_MS) wroteAt.delete(userId);
  };
  return {
    replicated: replica !== undefined,
    /** Marks that `userId` just wrote (awaited before the write's answer goes out). */
    async wrote(userId: string): Promise<void> {
      if (!replica) return;
      const at = now();
      wroteAt.set(userId, at);
      sweep(at);
      await store
        .set(key(userId), Buffer.from('1'), READ_YOUR_WRITES_MS)
        .catch((error: unknown) => log.warn({ err: error }, 'read-your-writes marker not written'));
    },
    /** The database `userId`'s read goes to. */
    async reader(userId: string): Promise<Db> {
      if (!replica) return primary;
      const at = wroteAt.get(userId);
      if (at !== undefined && now() - at < READ_YOUR_WRITES_MS) return primary;
      if (store.kind === 'memory') return replica;
      const marked = await store.get(key(userId)).catch(() => Buffer.from('1'));
      return marked ? primary : replica;
    },
  };
};

export type ReadRouting = ReturnType<typeof createReadRouting>;
