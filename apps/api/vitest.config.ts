import { defineProject } from 'vitest/config';

/** API suites run on PGlite, or on PostgreSQL when TEST_DB=postgres and TEST_DATABASE_URL are set (scripts/test.ts). */
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    testTimeout: 30_000,
    // The files of a worker share one module graph: each file builds its apps over its own database (a PGlite copy,
    // or the run's PostgreSQL with its own secrets, drawn by test/setup-file.ts, naming its keys in the shared store),
    // and what modules keep at their top level is only a cache of work (parsed fonts, loaded libraries, a dummy hash).
    // Loading the whole API again for every file was a third of each run on 2 cores: on PGlite 356 s isolated against
    // 239 s shared, on PostgreSQL 338 s against 217 s.
    isolate: false,
    hookTimeout: 60_000,
  },
});
