import { defineProject } from 'vitest/config';

/** Browser journeys in Debian's Chromium against the real system on a free port (one at a time: 2 cores). */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.journey.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
