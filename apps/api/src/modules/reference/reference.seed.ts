import { classifyLocality, isKatoCode, KATO_LEVELS, type KatoLevel, type KatoRow, resolveKatoParent } from '@jetkiz/domain';
import type { Db } from '../../db/client.ts';
import { importSeedFile, parseCsv, SeedDataError } from '../../db/seed-file.ts';
import { type NewLocalityRow, type NewStreetTypeRow, type NewTerminalRow, referenceRepository } from './reference.repository.ts';

export { SeedDataError };

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

/** `seed-data/kato.csv` (the official classifier), when it changed. */
export const seedLocalities = (db: Db) =>
  importSeedFile(
    db,
    'kato.csv',
    (text) => toLocalityRows(parseCsv(text)),
    async (tx, rows) => {
      await referenceRepository.upsertLocalities(tx, rows);
      await referenceRepository.deleteLocalitiesExcept(
        tx,
        rows.map((row) => row.kato),
      );
    },
  );

export const seedStreetTypes = (db: Db) =>
  importSeedFile(
    db,
    'street-types.csv',
    (text): NewStreetTypeRow[] =>
      parseCsv(text).map((r) => ({
        id: Number(r.id),
        code: r.code ?? '',
        nameRu: r.name_ru ?? '',
        abbrRu: r.abbr_ru ?? '',
        nameKk: r.name_kk ?? '',
        abbrKk: r.abbr_kk ?? '',
        nameEn: r.name_en ?? '',
        abbrEn: r.abbr_en ?? '',
      })),
    (tx, rows) => referenceRepository.upsertStreetTypes(tx, rows),
  );

export const seedTerminals = (db: Db) =>
  importSeedFile(
    db,
    'terminals.csv',
    (text): NewTerminalRow[] =>
      parseCsv(text).map((r, i) => {
        if (!isKatoCode(r.kato)) throw new SeedDataError(`terminals.csv line ${i + 2}: bad KATO ${r.kato}`);
        return {
          id: Number(r.id),
          code: r.code ?? '',
          kato: r.kato,
          address: { ru: r.address_ru ?? '', kk: r.address_kk ?? '', en: r.address_en ?? '' },
          hours: { ru: r.hours_ru ?? '', kk: r.hours_kk ?? '', en: r.hours_en ?? '' },
          maxWeightKg: Number(r.max_weight_kg),
          maxSideCm: Number(r.max_side_cm),
        };
      }),
    (tx, rows) => referenceRepository.upsertTerminals(tx, rows),
  );
