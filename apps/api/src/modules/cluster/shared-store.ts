import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';

/**
 * What several API instances share: counters with a life (rate-limit windows), short-lived values (cached answers)
 * and a channel of events (sign-outs). PostgreSQL by default, Redis when REDIS_URL is set, memory on the embedded
 * database (one process is the only instance there is).
 */
export type SharedStore = {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Adds each `by` to its key's counter (made with a life of `ttlMs` when new); the totals, in the same order. */
  add(entries: ReadonlyArray<{ key: string; by: number; ttlMs: number }>): Promise<number[]>;
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, value: Buffer, ttlMs: number): Promise<void>;
  /** Tells every instance (this one too, when it listens) a short text on a channel. */
  publish(channel: string, message: string): Promise<void>;
  /** Hears a channel; undefined when this store cannot (PostgreSQL: the instances poll instead). */
  subscribe?(channel: string, listener: (message: string) => void): Promise<void>;
  close(): Promise<void>;
};

const PRUNE_MS = 60_000;

/** One process alone: plain maps. */
export const memoryStore = (now: () => number = Date.now): SharedStore => {
  const counters = new Map<string, { count: number; until: number }>();
  const values = new Map<string, { value: Buffer; until: number }>();
  const listeners = new Map<string, Array<(message: string) => void>>();
  const timer = setInterval(() => {
    const at = now();
    for (const [key, entry] of counters) if (entry.until <= at) counters.delete(key);
    for (const [key, entry] of values) if (entry.until <= at) values.delete(key);
  }, PRUNE_MS);
  timer.unref();
  return {
    kind: 'memory',
    async add(entries) {
      const at = now();
      return entries.map(({ key, by, ttlMs }) => {
        const entry = counters.get(key);
        if (!entry || entry.until <= at) {
          counters.set(key, { count: by, until: at + ttlMs });
          return by;
        }
        entry.count += by;
        return entry.count;
      });
    },
    async get(key) {
      const entry = values.get(key);
      return entry && entry.until > now() ? entry.value : undefined;
    },
    async set(key, value, ttlMs) {
      values.set(key, { value, until: now() + ttlMs });
    },
    async publish(channel, message) {
      for (const listener of listeners.get(channel) ?? []) listener(message);
    },
    async subscribe(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    async close() {
      clearInterval(timer);
    },
  };
};

/**
 * The application's PostgreSQL: unlogged tables `shared_counters` and `shared_cache`, each call one statement.
 * Keys are sorted so two instances adding the same keys lock their rows in one order.
 */
export const postgresStore = (database: Database, log: FastifyBaseLogger): SharedStore => {
  const prune = async () => {
    await database.execute('delete from shared_counters where expires_at < now()');
    await database.execute('delete from shared_cache where expires_at < now()');
  };
  const timer = setInterval(() => {
    prune().catch((error: unknown) => log.warn({ err: error }, 'shared counters not pruned'));
  }, PRUNE_MS);
  timer.unref();
  return {
    kind: 'postgres',
    async add(entries) {
      if (entries.length === 0) return [];
      const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const rows = await database.prepared<{ key: string; count: number }>(
        'shared_counters_add',
        `insert into shared_counters (key, count, expires_at)
           select k, n, now() + t * interval '1 millisecond' from unnest($1::text[], $2::int[], $3::int[]) as u(k, n, t)
         on conflict (key) do update set
           count = case when shared_counters.expires_at <= now() then excluded.count
                        else shared_counters.count + excluded.count end,
           expires_at = case when shared_counters.expires_at <= now() then excluded.expires_at
                             else shared_counters.expires_at end
         returning key, count`,
        [sorted.map((e) => e.key), sorted.map((e) => e.by), sorted.map((e) => e.ttlMs)],
      );
      const totals = new Map(rows.map((row) => [row.key, Number(row.count)]));
      return entries.map((e) => totals.get(e.key) ?? e.by);
    },
    async get(key) {
      const rows = await database.prepared<{ value: Uint8Array }>(
        'shared_cache_get',
        'select value from shared_cache where key = $1 and expires_at > now()',
        [key],
      );
      const value = rows[0]?.value;
      return value ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : undefined;
    },
    async set(key, value, ttlMs) {
      await database.prepared(
        'shared_cache_set',
        `insert into shared_cache (key, value, expires_at) values ($1, $2, now() + $3 * interval '1 millisecond')
         on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`,
        [key, value, ttlMs],
      );
    },
    // No listening connection is kept: the sign-outs are read by each instance's poll of their table.
    async publish() {},
    async close() {
      clearInterval(timer);
    },
  };
};

/** Redis (REDIS_URL): INCRBY with a PEXPIRE set once per key, SET PX, and PUBLISH on a second connection. */
export const redisStore = async (url: string, log: FastifyBaseLogger): Promise<SharedStore> => {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 5_000 };
  // ioredis loads only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const client = new Redis(url, options);
  client.on('error', (error) => log.warn({ err: error }, 'redis'));
  await client.connect();
  let subscriber: Redis | undefined;
  const listeners = new Map<string, Array<(message: string) => void>>();
  return {
    kind: 'redis',
    async add(entries) {
      if (entries.length === 0) return [];
      const pipeline = client.pipeline();
      for (const { key, by, ttlMs } of entries) pipeline.incrby(key, by).pexpire(key, ttlMs, 'NX');
      const results = (await pipeline.exec()) ?? [];
      return entries.map((_, i) => {
        const [error, total] = results[i * 2] ?? [new Error('no answer')];
        if (error) throw error;
        return Number(total);
      });
    },
    async get(key) {
      return (await client.getBuffer(key)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await client.set(key, value, 'PX', ttlMs);
    },
    async publish(channel, message) {
      await client.publish(channel, message);
    },
    async subscribe(channel, listener) {
      if (!subscriber) {
        subscriber = new Redis(url, options);
        subscriber.on('error', (error) => log.warn({ err: error }, 'redis subscriber'));
        subscriber.on('message', (heard: string, message: string) => {
          for (const each of listeners.get(heard) ?? []) each(message);
        });
        await subscriber.connect();
      }
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      await subscriber.subscribe(channel);
    },
    async close() {
      subscriber?.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
};

/**
 * The store with every key and channel under `namespace`: one deployment's instances (which share their keys) meet
 * there, and another deployment on the same database or Redis (a staging copy, parallel test suites) never reads
 * their counters or their signed answers.
 */
export const namespaced = (store: SharedStore, namespace: string): SharedStore => ({
  kind: store.kind,
  add: (entries) => store.add(entries.map((e) => ({ ...e, key: `${namespace}:${e.key}` }))),
  get: (key) => store.get(`${namespace}:${key}`),
  set: (key, value, ttlMs) => store.set(`${namespace}:${key}`, value, ttlMs),
  publish: (channel, message) => store.publish(`${namespace}:${channel}`, message),
  ...(store.subscribe && {
    subscribe: (channel: string, listener: (message: string) => void) =>
      store.subscribe?.(`${namespace}:${channel}`, listener) ?? Promise.resolve(),
  }),
  close: () => store.close(),
});

/** The store this deployment shares: Redis when given, else PostgreSQL, else (embedded) memory. */
export const openSharedStore = async (
  options: {
    redisUrl: string | undefined;
    database: Database;
    /** Names this deployment (a digest of keys its instances share): see `namespaced`. */
    namespace: string;
  },
  log: FastifyBaseLogger,
): Promise<SharedStore> => {
  if (options.redisUrl) return namespaced(await redisStore(options.redisUrl, log), options.namespace);
  if (options.database.kind === 'postgres') return namespaced(postgresStore(options.database, log), options.namespace);
  return memoryStore();
};
