import { describe, expect, it } from 'vitest';
import { type BuiltChunk, consoleOnlyInFirstLoad } from '../../../scripts/console-apart.ts';

const SRC = '/w/apps/web/src';
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  [`${SRC}/main.tsx`]: {
    importedIds: ['/w/node_modules/react/index.js'],
    dynamicallyImportedIds: [`${SRC}/features/operator/index.ts`, `${SRC}/cabinet.tsx`],
  },
  [`${SRC}/cabinet.tsx`]: { importedIds: ['/w/node_modules/react-router/cabinet-only.js'], dynamicallyImportedIds: [] },
  [`${SRC}/features/operator/index.ts`]: { importedIds: ['/w/node_modules/charts/index.js'], dynamicallyImportedIds: [] },
};
const chunk = (fileName: string, moduleIds: string[], more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  moduleIds,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  ...more,
});
const check = (framework: string[]) =>
  consoleOnlyInFirstLoad(
    [
      chunk('index.js', [`${SRC}/main.tsx`], { isEntry: true, facadeModuleId: `${SRC}/main.tsx`, imports: ['framework.js'] }),
      chunk('framework.js', framework),
      chunk('operator.js', [`${SRC}/features/operator/index.ts`, '/w/node_modules/charts/index.js']),
    ],
    { importsOf: (id) => graph[id] ?? null },
  );

describe('the console stays out of the public first load', () => {
  it('passes when the first load holds only what public pages and the cabinet reach', () => {
    expect(
      check(['/w/node_modules/react/index.js', '/w/node_modules/react-router/cabinet-only.js', 'rolldown/runtime.js']),
    ).toEqual([]);
  });

  it("names a library only the console reaches that a shared chunk swept in, and the console's own files", () => {
    expect(
      check(['/w/node_modules/react/index.js', '/w/node_modules/charts/index.js', `${SRC}/features/operator/nav.ts`]),
    ).toEqual([
      { chunk: 'framework.js', id: '/w/node_modules/charts/index.js' },
      { chunk: 'framework.js', id: `${SRC}/features/operator/nav.ts` },
    ]);
  });
});
