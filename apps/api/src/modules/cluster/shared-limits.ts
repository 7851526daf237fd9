import type { FastifyBaseLogger } from 'fastify';
import type { SharedStore } from './shared-store.ts';

/** How often an instance adds its counts to the shared ones and learns the others'. */
export const SYNC_MS = 500;
/** Allowances up to this many a window are counted in the shared store on each request (exact). */
export const EXACT_UP_TO = 100;

type Entry = { shared: number; sending: number; pending: number; lastAt: number };

/** A key this instance saw within this long is refreshed at each sync even without new counts of its own. */
const FRESH_MS = 5_000;

/**
 * Fixed-window request limits that hold across API instances.
 *
 * `window(name, max, windowMs)` is for the hot public routes: a request costs a Map lookup; every SYNC_MS the
 * instance adds what it counted to the shared counter of each key (one statement for all keys) and learns the
 * total, also for the keys it saw in the last few seconds. An address can thus go over its allowance only by what
 * the instances let through within one sync (half a second) before each learns the others' counts. `exact(...)` asks the store on every request, for the small allowances of sign-in and the like
 * whose handlers cost far more than one round trip.
 */
export const createSharedLimits = (deps: { store: SharedStore; log: FastifyBaseLogger; now?: () => number }) => {
  const { store, log } = deps;
  const now = deps.now ?? Date.now;
  const windows: Array<() => Promise<void>> = [];
  let syncing: Promise<void> | undefined;
  const timer = setInterval(() => {
    syncing ??= Promise.all(windows.map((sync) => sync()))
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ err: error }, 'shared rate limits not synchronised'))
      .finally(() => {
        syncing = undefined;
      });
  }, SYNC_MS);
  timer.unref();

  const windowKey = (name: string, windowMs: number, key: string, at: number) => `rl:${name}:${Math.floor(at / windowMs)}:${key}`;

  return {
    /** A limit counted locally and added to the shared counters every SYNC_MS. */
    window(name: string, max: number, windowMs = 60_000) {
      let current = Math.floor(now() / windowMs);
      let entries = new Map<string, Entry>();
      const roll = (at: number) => {
        const id = Math.floor(at / windowMs);
        if (id !== current) {
          current = id;
          entries = new Map();
        }
      };
      const sync = async () => {
        roll(now());
        const window = current;
        const fresh = now() - FRESH_MS;
        const batch: Array<{ key: string; entry: Entry }> = [];
        for (const [key, entry] of entries) {
          if (entry.pending === 0 && (entry.lastAt < fresh || entry.shared > max)) continue;
          entry.sending = entry.pending;
          entry.pending = 0;
          batch.push({ key, entry });
        }
        if (batch.length === 0) return;
        try {
          const totals = await store.add(
            batch.map(({ key, entry }) => ({
              key: `rl:${name}:${window}:${key}`,
              by: entry.sending,
              ttlMs: windowMs * 2,
            })),
          );
          batch.forEach(({ entry }, i) => {
            entry.shared = Math.max(entry.shared + entry.sending, totals[i] ?? 0);
            entry.sending = 0;
          });
        } catch (error) {
          // Counted again at the next sync.
          for (const { entry } of batch) {
            entry.pending += entry.sending;
            entry.sending = 0;
          }
          throw error;
        }
      };
      windows.push(sync);
      return {
        /** True while `key` is within its allowance in this window (as far as this instance knows). */
        allow(key: string): boolean {
          roll(now());
          let entry = entries.get(key);
          if (!entry) {
            entry = { shared: 0, sending: 0, pending: 0, lastAt: 0 };
            entries.set(key, entry);
          }
          entry.pending++;
          entry.lastAt = now();
          return entry.shared + entry.sending + entry.pending <= max;
        },
        /** This window's count of `key` as far as known, and the milliseconds left of the window. */
        count(key: string): { current: number; ttl: number } {
          const at = now();
          roll(at);
          const entry = entries.get(key);
          return {
            current: entry ? entry.shared + entry.sending + entry.pending : 0,
            ttl: (current + 1) * windowMs - at,
          };
        },
        /** Adds this instance's counts at once (tests, shutdown). */
        flush: sync,
      };
    },

    /** A limit whose every request is counted in the shared store: the window's total so far, and ms left. */
    async exact(name: string, key: string, windowMs = 60_000): Promise<{ current: number; ttl: number }> {
      const at = now();
      const [total] = await store.add([{ key: windowKey(name, windowMs, key, at), by: 1, ttlMs: windowMs * 2 }]);
      return { current: total ?? 1, ttl: (Math.floor(at / windowMs) + 1) * windowMs - at };
    },

    async stop() {
      clearInterval(timer);
      await syncing;
      await Promise.all(windows.map((sync) => sync().catch(() => {})));
    },
  };
};

export type SharedLimits = ReturnType<typeof createSharedLimits>;
export type SharedWindow = ReturnType<SharedLimits['window']>;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteLimit = { max?: unknown; timeWindow?: unknown; routeInfo?: { method?: unknown; url?: unknown } };

/**
 * A @fastify/rate-limit store over the shared limits: each route (its method and path) counts apart, as the
 * plugin's own LocalStore does; a small allowance is counted exactly, a large one in batches.
 */
export const rateLimitStore = (limits: SharedLimits) =>
  class SharedRateLimitStore {
    private readonly name: string;
    private readonly windowMs: number;
    private readonly batched: SharedWindow | undefined;

    constructor(params: RouteLimit = {}) {
      const info = params.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : String(info.method ?? '');
      this.name = info.url ? `${method} ${String(info.url)}` : 'app';
      this.windowMs = typeof params.timeWindow === 'number' ? params.timeWindow : 60_000;
      const max = typeof params.max === 'number' ? params.max : 0;
      this.batched = max > EXACT_UP_TO ? limits.window(this.name, max, this.windowMs) : undefined;
    }

    incr(key: string, callback: IncrCallback) {
      if (this.batched) {
        this.batched.allow(key);
        callback(null, this.batched.count(key));
        return;
      }
      limits.exact(this.name, key, this.windowMs).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: IncrCallback) {
      callback(null, this.batched?.count(key) ?? { current: 0, ttl: 0 });
    }

    child(params: RouteLimit) {
      return new SharedRateLimitStore(params);
    }
  };
