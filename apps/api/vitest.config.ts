import { defineProject } from 'vitest/config';

/** API suites run on PGlite, or on PostgreSQL when TEST_DB=postgres and TEST_DATABASE_URL are set (scripts/test.ts). */
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // On PGlite the files of a worker share one module graph: each file builds its apps over its own copy of the
    // database, and what modules keep at their top level is only a cache of work (parsed fonts, loaded libraries, a
    // dummy hash). Loading the whole API again for every file was a third of the run: 356 s isolated against 239 s
    // shared (the API on PGlite, 2 cores). On PostgreSQL every file uses the run's one database: shared there, a
    // calculation-limit test and the two-instance test failed (most likely one file's counters reaching another's:
    // the secrets the helper draws once per module name the shared store's keys), so each file stays isolated.
    isolate: process.env.TEST_DB === 'postgres',
    hookTimeout: 60_000,
  },
});
