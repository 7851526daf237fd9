import { defineProject } from 'vitest/config';

/** Browser journeys in Debian's Chromium against the real system on a free port (one at a time: 2 cores). */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.journey.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A page reads its data after it shows: on a busy machine that takes more than vitest's default 1 s, so a
    // poll for what the page shows waits up to 15 s (a wrong value still fails, only later).
    expect: { poll: { timeout: 15_000 } },
  },
});
