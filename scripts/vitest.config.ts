import { defineProject } from 'vitest/config';

/** Tests of the repository's own tools (the boundary check). */
export default defineProject({ test: { name: 'scripts', include: ['*.test.ts'] } });
