/**
 * Cluster: what several API instances share — rate-limit counters, cached answers and a channel for sign-outs —
 * in PostgreSQL (unlogged tables `shared_counters`, `shared_cache`), in Redis when REDIS_URL is set, or in memory
 * on the embedded database. Owns those two tables.
 */

export { createReadRouting, READ_YOUR_WRITES_MS, type ReadRouting } from './read-routing.ts';
export {
  createSharedLimits,
  EXACT_UP_TO,
  rateLimitStore,
  type SharedLimits,
  type SharedWindow,
  SYNC_MS,
} from './shared-limits.ts';
export { memoryStore, namespaced, openSharedStore, postgresStore, redisStore, type SharedStore } from './shared-store.ts';
export { createSharedValues, type SharedValues } from './shared-values.ts';
