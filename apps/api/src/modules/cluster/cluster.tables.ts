import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Counters every API instance adds to (rate-limit windows): one row a key and window, gone after `expires_at`.
 * Unlogged: a crash may lose a minute of counts, which costs nothing, and no WAL is written for them.
 */
export const sharedCounters = pgTable(
  'shared_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shared_counters_expires_idx').on(t.expiresAt)],
);

/** Answers one instance computed and the others may reuse (the guest calculation), until `expires_at`; unlogged too. */
export const sharedCache = pgTable(
  'shared_cache',
  {
    key: text('key').primaryKey(),
    value: bytea('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shared_cache_expires_idx').on(t.expiresAt)],
);
