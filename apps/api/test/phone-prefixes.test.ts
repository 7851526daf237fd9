import fs from 'node:fs';
import path from 'node:path';
import { checkPhone } from '@jetkiz/domain';
import { describe, expect, it } from 'vitest';

/**
 * API suites share one PostgreSQL database, and registering a phone that already has an account answers like a
 * new one without texting a code (issue 12): two test files on one phone prefix fail each other. Each file's
 * `fixtures(…, 'PREFIX')` must be its own, not the start of another's, and in a mobile operator's range.
 */
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

describe('test phone prefixes', () => {
  it('are unique to one test file', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const owners = new Map<string, Set<string>>();
    for (const file of [...filesUnder(path.join(root, 'src')), ...filesUnder(path.join(root, 'test'))]) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/fixtures\([^,()]*(?:\(\))?[^,]*,\s*'(\d+)'/g)) {
        const prefix = match[1] as string;
        owners.set(prefix, (owners.get(prefix) ?? new Set()).add(path.relative(root, file)));
      }
    }
    const shared = [...owners]
      .filter(([, files]) => files.size > 1)
      .map(([prefix, files]) => `${prefix}: ${[...files].join(', ')}`);
    const prefixes = [...owners.keys()];
    const nested = prefixes.flatMap((a) => prefixes.filter((b) => a !== b && b.startsWith(a)).map((b) => `${a} starts ${b}`));
    const invalid = prefixes.filter((prefix) => !checkPhone(prefix.padEnd(11, '5')).ok);
    expect(owners.size).toBeGreaterThan(10);
    expect({ shared, nested, invalid }).toEqual({ shared: [], nested: [], invalid: [] });
  });
});
