import fs from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db as BossDb } from 'pg-boss';
import { redactUrl } from '../config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories take `Db | Tx` as their first argument so transactions stay visible. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL, when not embedded. */
  url?: string;
  /** The embedded instance, when embedded (tests snapshot it). */
  pglite?: PGlite;
  db: Db;
  /** What pg-boss runs on: the same PGlite instance, or its own pool on the same PostgreSQL. */
  boss: { db: BossDb } | { connectionString: string };
  /** Runs plain SQL (migrations, checks). */
  execute(sqlText: string): Promise<void>;
  /**
   * A hot read as a named prepared statement (planned once per connection): for the few public reads whose
   * budget is that of a bare SELECT. Everything else goes through Drizzle.
   */
  prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  ping(): Promise<boolean>;
  /** The PostgreSQL pool's connections (the monitoring); none for the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The streaming replica (DATABASE_REPLICA_URL) the read-heavy routes read from, when there is one. */
  replica?: { db: Db; prepared: Database['prepared']; poolStats(): { total: number; idle: number; waiting: number } };
  close(): Promise<void>;
};

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** A pool on a PostgreSQL that answers, or DatabaseUnavailableError naming it (password hidden). */
const connectPool = async (url: string): Promise<pg.Pool> => {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`cannot connect to PostgreSQL at ${redactUrl(url)}: ${reason}`);
  }
  pool.on('error', () => {});
  return pool;
};

/** PGlite in `dataDir` (or in memory for `memory://`), or PostgreSQL when a URL is given. */
export const openDatabase = async (options: {
  databaseUrl?: string | undefined;
  /** A streaming replica of `databaseUrl` for reads that may lag a moment. */
  replicaUrl?: string | undefined;
  dataDir: string;
  /** A `dumpDataDir()` snapshot to start an in-memory database from (tests). */
  snapshot?: Blob;
}): Promise<Database> => {
  if (options.databaseUrl) {
    const pool = await connectPool(options.databaseUrl);
    const replicaPool = options.replicaUrl
      ? await connectPool(options.replicaUrl).catch(async (error: unknown) => {
          await pool.end();
          throw error;
        })
      : undefined;
    const stats = (p: pg.Pool) => () => ({ total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount });
    const preparedOn =
      (p: pg.Pool) =>
      async <T>(name: string, text: string, values: unknown[]) =>
        (await p.query({ name, text, values })).rows as T[];
    return {
      ...(replicaPool && {
        replica: {
          db: drizzlePg(replicaPool, { schema }) as unknown as Db,
          prepared: preparedOn(replicaPool),
          poolStats: stats(replicaPool),
        },
      }),
      kind: 'postgres',
      url: options.databaseUrl,
      db: drizzlePg(pool, { schema }) as unknown as Db,
      boss: { connectionString: options.databaseUrl },
      execute: async (sqlText) => {
        await pool.query(sqlText);
      },
      prepared: preparedOn(pool),
      ping: async () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      poolStats: stats(pool),
      close: async () => {
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) await fs.mkdir(options.dataDir, { recursive: true });
  // The embedded database's engine and adapters load only when it is used: a process on PostgreSQL never holds them.
  const [{ PGlite }, { drizzle: drizzlePglite }, { fromPglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('pg-boss'),
  ]);
  const pglite = new PGlite({
    ...(inMemory ? {} : { dataDir: options.dataDir }),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  await pglite.waitReady;
  return {
    kind: 'pglite',
    pglite,
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    boss: { db: fromPglite(pglite) },
    execute: async (sqlText) => {
      await pglite.exec(sqlText);
    },
    prepared: async <T>(_name: string, text: string, values: unknown[]) => (await pglite.query<T>(text, values)).rows,
    ping: async () =>
      pglite.query('select 1').then(
        () => true,
        () => false,
      ),
    close: () => pglite.close(),
  };
};

/**
 * A Drizzle statement built once for each database handle and run as a named prepared statement: PostgreSQL parses
 * and plans it once a connection instead of on every call, and Drizzle does not build its SQL again. For the
 * statements every sign-in runs, where parsing and planning were ~30 % of PostgreSQL's CPU (`perf record` under
 * `npm run bench`'s sign-in load). A transaction is a handle of its own; its statement is built once for it.
 */
export const preparedPerHandle = <P>(build: (db: Db | Tx) => P): ((db: Db | Tx) => P) => {
  const built = new WeakMap<Db | Tx, P>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
};
