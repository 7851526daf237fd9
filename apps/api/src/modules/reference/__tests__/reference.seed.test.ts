import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/helper.ts';
import type { Database } from '../../../db/client.ts';
import { runSeeds } from '../../../db/seed.ts';
import { toLocalityRows } from '../reference.seed.ts';

const csv = path.resolve(import.meta.dirname, '../../../../seed-data/kato.csv');

describe('KATO import', () => {
  it('keeps codes as strings and finds a parent for every row below an oblast', async () => {
    const records = parse(await fs.readFile(csv), { columns: true }) as Record<string, string>[];
    const rows = toLocalityRows(records);
    expect(rows).toHaveLength(15_594);
    expect(rows.filter((r) => r.level === 'oblast')).toHaveLength(20);
    expect(rows.filter((r) => r.level !== 'oblast' && r.parentKato === null)).toEqual([]);
    expect(rows.find((r) => r.kato === '103230100')?.parentKato).toBe('103230000');
    expect(rows.filter((r) => r.kind === 'regional_centre')).toHaveLength(17);
    expect(rows.filter((r) => r.kind === 'republic_city')).toHaveLength(3);
  });

  it('refuses a malformed row rather than importing half', () => {
    expect(() => toLocalityRows([{ kato: '12', level: 'oblast', type_code: '0', name_ru: 'x', name_kk: 'x' }])).toThrow(/line 2/);
  });

  describe('on a seeded database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => {
      await database.close();
    });

    it('does nothing on the next start when the files have not changed', async () => {
      const again = await runSeeds(database.db);
      expect(Object.values(again).every((result) => !result.imported)).toBe(true);
      expect(again.localities).toEqual({ imported: false, rows: 15_594 });
      expect(again.streetTypes).toEqual({ imported: false, rows: 13 });
      expect(again.terminals).toEqual({ imported: false, rows: 20 });
    });
  });
});
