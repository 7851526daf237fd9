import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { runSeeds } from '../src/db/seed.ts';
import { createScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory every test file starts from. */
    pgliteSnapshot: string;
    /** A fresh, migrated and seeded PostgreSQL database for this run, when TEST_DB=postgres. */
    postgresUrl: string;
  }
}

/** Migrates and seeds once per run; each test file then opens its own copy (PGlite) or the run's database. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!admin) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (or DATABASE_URL)');
    const { url, drop } = await createScratchDatabase(admin, 'jetkiz_test');
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    await runMigrations(database);
    await runSeeds(database.db);
    await database.close();
    project.provide('postgresUrl', url);
    project.provide('pgliteSnapshot', '');
    return drop;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  await runSeeds(database.db);
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite snapshot failed');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'jetkiz-api-test-'));
  const file = path.join(dir, 'snapshot.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresUrl', '');
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
