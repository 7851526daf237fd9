import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';

export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist', ...env });

/** A database as migrated and seeded by the global setup: a private PGlite copy, or the run's PostgreSQL. */
export const openTestDatabase = async (): Promise<Database> => {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) return openDatabase({ databaseUrl: postgresUrl, dataDir: '' });
  const snapshot = new Blob([await fs.readFile(inject('pgliteSnapshot'))]);
  return openDatabase({ dataDir: 'memory://', snapshot });
};

export type TestApp = { app: FastifyInstance; database: Database; close(): Promise<void> };

/** The whole application over a test database, for `app.inject` through real HTTP handling. */
export const buildTestApp = async (options: { jobs?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> => {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(options.env), database, jobs: options.jobs ?? false });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
