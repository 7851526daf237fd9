import { defineProject } from 'vitest/config';

/** API suites run on PGlite, or on PostgreSQL when TEST_DB=postgres and TEST_DATABASE_URL are set (scripts/test.ts). */
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
