import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { referenceImports } from './schema.ts';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed-data');

export class SeedDataError extends Error {
  override name = 'SeedDataError';
}

export const readSeedFile = async (file: string): Promise<{ text: Buffer; checksum: string }> => {
  const text = await fs.readFile(path.join(seedDir, file));
  return { text, checksum: createHash('sha256').update(text).digest('hex') };
};

export const parseCsv = (text: Buffer): Record<string, string>[] =>
  parse(text, { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];

/** The checksum ledger of imported seed files (the table `reference_imports`, reached through db/schema.ts). */
const importLedger = {
  find: async (db: Db | Tx, name: string) => (await db.select().from(referenceImports).where(eq(referenceImports.name, name)))[0],
  save: async (tx: Tx, name: string, checksum: string, rows: number): Promise<void> => {
    await tx
      .insert(referenceImports)
      .values({ name, checksum, rows })
      .onConflictDoUpdate({ target: referenceImports.name, set: { checksum, rows, importedAt: sql`now()` } });
  },
};

/**
 * Imports a seed file when its checksum differs from the one recorded at the last import: one transaction,
 * so a reader never sees half of it. Answers whether it imported, and how many rows there are.
 */
export const importSeedFile = async <Row>(
  db: Db,
  file: string,
  toRows: (text: Buffer) => Row[],
  write: (tx: Tx, rows: Row[]) => Promise<void>,
): Promise<{ imported: boolean; rows: number }> => {
  const { text, checksum } = await readSeedFile(file);
  const previous = await importLedger.find(db, file);
  if (previous?.checksum === checksum) return { imported: false, rows: previous.rows };
  const rows = toRows(text);
  await db.transaction(async (tx) => {
    await write(tx, rows);
    await importLedger.save(tx, file, checksum, rows.length);
  });
  return { imported: true, rows: rows.length };
};
