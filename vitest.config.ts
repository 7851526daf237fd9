import { defineConfig } from 'vitest/config';

/** One runner for every workspace; `npm test` picks the projects (scripts/test.ts). */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      'sandbox/vitest.config.ts',
      'e2e/vitest.config.ts*',
    ],
  },
});
