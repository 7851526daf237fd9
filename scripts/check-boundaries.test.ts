import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBreaks, formatBreak, importsOf, judge } from './check-boundaries.ts';

/** A small tree of the repository's shape; each file's imports are what the rules are tried on. */
const FIXTURE: Record<string, string> = {
  'apps/api/src/modules/alpha/index.ts': "export { alphaService } from './alpha.service.ts';\n",
  'apps/api/src/modules/alpha/alpha.service.ts': [
    "import { betaService } from '../beta/index.ts';",
    "import { betaRepository } from '../beta/beta.repository.ts';",
    'import {',
    '  type BetaRow,',
    '  betaRows,',
    "} from '../beta/beta.tables.ts';",
    "import { own } from './alpha.repository.ts';",
    "import { folder } from '../beta';",
    'export const alphaService = { betaService, betaRepository, own, folder };',
    '',
  ].join('\n'),
  'apps/api/src/modules/alpha/alpha.tables.ts': "import { betaRows } from '../beta/beta.tables.ts';\n",
  'apps/api/src/modules/alpha/__tests__/alpha.test.ts': [
    "import { own } from '../alpha.repository.ts';",
    "import { betaRows } from '../../beta/beta.tables.ts';",
    "import { tables } from '../../../db/schema.ts';",
    "const later = () => import('../../beta/beta.service.ts');",
    '',
  ].join('\n'),
  'apps/api/src/modules/beta/index.ts': "export * from './beta.service.ts';\n",
  'apps/api/src/db/schema.ts':
    "export * from '../modules/alpha/alpha.tables.ts';\nexport * from '../modules/beta/beta.tables.ts';\n",
  'apps/api/src/db/seed.ts':
    "import { seedBeta } from '../modules/beta/beta.seed.ts';\nimport { beta } from '../modules/beta/index.ts';\n",
  'apps/api/src/plugins/auth.ts': "// comment\nimport { verify } from '../modules/alpha/tokens.ts';\n",
  'apps/api/src/adapters/sms/index.ts': "import type { Rows } from '../../modules/beta/beta.tables.ts';\n",
  'apps/api/test/helper.ts':
    "import { buildApp } from '../src/app.ts';\nimport { alpha } from '../src/modules/alpha/index.ts';\n",
  'bench/src/payments.ts': "import { sign } from '../../apps/api/src/modules/alpha/tokens.ts';\nimport fastify from 'fastify';\n",
  'apps/web/src/features/orders/components/handover.tsx': [
    "import { TrackTimeline } from '../../tracking/components/track-timeline.tsx';",
    "import { Milestones } from '../../tracking/index.ts';",
    "import { useOrder } from '../api/orders.ts';",
    "import { paths } from '../../../config/paths.ts';",
    '',
  ].join('\n'),
  'apps/web/src/features/tracking/index.ts': "export { TrackTimeline } from './components/track-timeline.tsx';\n",
  'apps/web/src/app/routes/order.tsx': "import { OrderCard } from '../../features/orders/components/order-card.tsx';\n",
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
for (const [file, text] of Object.entries(FIXTURE)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('check-boundaries', () => {
  it('finds exactly the breaks of the fixture tree, each with file, line and rule', () => {
    const found = findBreaks(root).map((b) => `${b.file}:${b.line} ${b.rule} ${b.specifier}`);
    expect(found.sort()).toEqual(
      [
        'apps/api/src/modules/alpha/alpha.service.ts:2 module-internals ../beta/beta.repository.ts',
        'apps/api/src/modules/alpha/alpha.service.ts:6 module-internals ../beta/beta.tables.ts',
        'apps/api/src/modules/alpha/__tests__/alpha.test.ts:2 module-internals ../../beta/beta.tables.ts',
        'apps/api/src/modules/alpha/__tests__/alpha.test.ts:4 module-internals ../../beta/beta.service.ts',
        'apps/api/src/db/seed.ts:1 outside-internals ../modules/beta/beta.seed.ts',
        'apps/api/src/plugins/auth.ts:2 outside-internals ../modules/alpha/tokens.ts',
        'apps/api/src/adapters/sms/index.ts:1 outside-internals ../../modules/beta/beta.tables.ts',
        'bench/src/payments.ts:1 outside-internals ../../apps/api/src/modules/alpha/tokens.ts',
        'apps/web/src/features/orders/components/handover.tsx:1 web-feature-internals ../../tracking/components/track-timeline.tsx',
      ].sort(),
    );
  });

  it('prints a break as file:line, rule and the way to fix it', () => {
    const [first] = findBreaks(root).filter((b) => b.file === 'apps/api/src/plugins/auth.ts');
    expect(first && formatBreak(first)).toBe(
      'apps/api/src/plugins/auth.ts:2  outside-internals  \'../modules/alpha/tokens.ts\' → code outside the modules reaches into module "alpha"; import modules/alpha/index.ts',
    );
  });

  it.each([
    ['apps/api/src/modules/a/a.tables.ts', 'apps/api/src/modules/b/b.tables.ts', null],
    ['apps/api/src/modules/a/a.service.ts', 'apps/api/src/modules/b/b.tables.ts', 'module-internals'],
    ['apps/api/src/db/schema.ts', 'apps/api/src/modules/b/b.tables.ts', null],
    ['apps/api/src/db/schema.ts', 'apps/api/src/modules/b/b.service.ts', 'outside-internals'],
    ['apps/api/src/db/client.ts', 'apps/api/src/modules/b/b.tables.ts', 'outside-internals'],
    ['apps/api/src/app.ts', 'apps/api/src/modules/b/index.ts', null],
    ['apps/api/src/app.ts', 'apps/api/src/modules/b', null],
    ['apps/api/src/modules/a/__tests__/x.test.ts', 'apps/api/src/modules/a/a.repository.ts', null],
    ['apps/api/src/modules/a/x.test.ts', 'apps/api/src/modules/b/b.repository.ts', 'module-internals'],
    ['apps/web/src/features/a/x.tsx', 'apps/web/src/features/b/index.tsx', null],
    ['apps/web/src/features/a/x.tsx', 'apps/web/src/features/b/lib/y.ts', 'web-feature-internals'],
    ['apps/web/src/app/routes/r.tsx', 'apps/web/src/features/b/lib/y.ts', null],
  ])('%s → %s: %s', (file, target, rule) => {
    expect(judge(file, target)?.rule ?? null).toBe(rule);
  });

  it('reads multi-line, type-only, re-export, side-effect and dynamic imports with their lines', () => {
    const text = [
      "import type { A } from './a.ts';",
      'import {',
      '  b,',
      "} from './b.ts';",
      "export * from './c.ts';",
      "import './d.css';",
      "const e = await import('./e.ts');",
      "export const f = 'from ./not-an-import.ts';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { specifier: './a.ts', line: 1 },
      { specifier: './b.ts', line: 4 },
      { specifier: './c.ts', line: 5 },
      { specifier: './d.css', line: 6 },
      { specifier: './e.ts', line: 7 },
    ]);
  });
});
