import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // The files of a worker share one module graph, as the API's do: loading React, Mantine and the pages again for
    // each of ~30 files was most of the run (74 s isolated, ~21 s shared); setup-tests.ts clears what a test leaves.
    isolate: false,
  },
});
