import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SharedStore } from './shared-store.ts';

/**
 * Values one instance worked out and the others may reuse for a while (the guest calculation's answer). Meant to
 * sit behind a local cache: it is asked only on a local miss, so a hot repeated request never leaves the process.
 * Keys are hashed (a request body can be long); the value carries the time it was made, so a reader knows its age.
 */
export const createSharedValues = (deps: { store: SharedStore; name: string; log: FastifyBaseLogger }) => {
  const { store, name, log } = deps;
  // On the embedded database there is one instance: its local cache is all there is to share.
  const shared = store.kind !== 'memory';
  const keyOf = (key: string) => `${name}:${createHash('sha256').update(key).digest('base64url')}`;
  return {
    shared,
    /** The value and when it was made, if another instance made it within its life. */
    async get(key: string): Promise<{ at: number; value: Buffer } | undefined> {
      if (!shared) return undefined;
      try {
        const stored = await store.get(keyOf(key));
        if (!stored || stored.length < 8) return undefined;
        return { at: stored.readDoubleBE(0), value: stored.subarray(8) };
      } catch (error) {
        log.warn({ err: error }, 'shared cache not read');
        return undefined;
      }
    },
    /**
     * Offers a value to the other instances, before the caller's answer goes out (so the next request finds it
     * wherever the proxy sends it); a store that fails costs the others a computation, never the answer.
     */
    async put(key: string, at: number, value: Buffer, ttlMs: number): Promise<void> {
      if (!shared || ttlMs <= 0) return;
      const stored = Buffer.allocUnsafe(8 + value.length);
      stored.writeDoubleBE(at, 0);
      value.copy(stored, 8);
      await store.set(keyOf(key), stored, ttlMs).catch((error: unknown) => log.warn({ err: error }, 'shared cache not written'));
    },
  };
};

export type SharedValues = ReturnType<typeof createSharedValues>;
