import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyLocality, isKatoCode, KATO_LEVELS, type KatoLevel, type KatoRow, resolveKatoParent } from '@jetkiz/domain';
import { parse } from 'csv-parse/sync';
import type { Db } from '../../db/client.ts';
import { type NewLocalityRow, type NewStreetTypeRow, referenceRepository } from './reference.repository.ts';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../seed-data');

export class SeedDataError extends Error {
  override name = 'SeedDataError';
}

const readCsv = async (file: string): Promise<{ records: Record<string, string>[]; checksum: string }> => {
  const text = await fs.readFile(path.join(seedDir, file));
  const records = parse(text, { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  return { records, checksum: createHash('sha256').update(text).digest('hex') };
};

/** Turns the classifier's rows into table rows: the parent comes from the code, the kind from the domain rule. */
export const toLocalityRows = (records: Record<string, string>[]): NewLocalityRow[] => {
  const rows: KatoRow[] = records.map((record, i) => {
    const kato = record.kato ?? '';
    const level = record.level as KatoLevel;
    const typeCode = Number(record.type_code);
    if (!isKatoCode(kato) || !KATO_LEVELS.includes(level) || !Number.isInteger(typeCode)) {
      throw new SeedDataError(`kato.csv line ${i + 2}: bad row ${JSON.stringify(record)}`);
    }
    return { kato, level, typeCode, nameRu: record.name_ru ?? '', nameKk: record.name_kk ?? '' };
  });
  const codes = new Set(rows.map((row) => row.kato));
  return rows.map((row) => ({
    ...row,
    parentKato: row.level === 'oblast' ? null : resolveKatoParent(row.kato, (code) => codes.has(code)),
    kind: classifyLocality(row),
  }));
};

/** Imports `seed-data/kato.csv` when it differs from what the database holds; one transaction, so never half. */
export const seedLocalities = async (db: Db): Promise<{ imported: boolean; rows: number }> => {
  const { records, checksum } = await readCsv('kato.csv');
  const previous = await referenceRepository.findImport(db, 'kato');
  if (previous?.checksum === checksum) return { imported: false, rows: previous.rows };
  const rows = toLocalityRows(records);
  await db.transaction(async (tx) => {
    await referenceRepository.upsertLocalities(tx, rows);
    await referenceRepository.deleteLocalitiesExcept(
      tx,
      rows.map((row) => row.kato),
    );
    await referenceRepository.saveImport(tx, 'kato', checksum, rows.length);
  });
  return { imported: true, rows: rows.length };
};

export const seedStreetTypes = async (db: Db): Promise<{ imported: boolean; rows: number }> => {
  const { records, checksum } = await readCsv('street-types.csv');
  const previous = await referenceRepository.findImport(db, 'street-types');
  if (previous?.checksum === checksum) return { imported: false, rows: previous.rows };
  const rows: NewStreetTypeRow[] = records.map((r) => ({
    id: Number(r.id),
    code: r.code ?? '',
    nameRu: r.name_ru ?? '',
    abbrRu: r.abbr_ru ?? '',
    nameKk: r.name_kk ?? '',
    abbrKk: r.abbr_kk ?? '',
    nameEn: r.name_en ?? '',
    abbrEn: r.abbr_en ?? '',
  }));
  await db.transaction(async (tx) => {
    await referenceRepository.upsertStreetTypes(tx, rows);
    await referenceRepository.saveImport(tx, 'street-types', checksum, rows.length);
  });
  return { imported: true, rows: rows.length };
};
