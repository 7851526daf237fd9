import {
  type Localized,
  percentToBasisPoints,
  TARIFF_TYPES,
  type TariffType,
  type Tiyn,
  tengeToTiyn,
  ZONES,
  type Zone,
} from '@jetkiz/domain';
import type { Db } from '../../db/client.ts';
import { importSeedFile, parseCsv, SeedDataError } from '../../db/seed-file.ts';
import { calcRepository } from './calc.repository.ts';

type GridFile = {
  carrier: string;
  products: Array<{
    product: string;
    type: TariffType;
    name: Localized;
    maxKg: number;
    zones: Partial<Record<Zone, { brackets: Array<[number, number]>; perKgAbove: number; daysMin: number; daysMax: number }>>;
  }>;
};

/** Tenge written in a seed file to tiyn, through the domain's one conversion; a malformed amount stops the import. */
const tiyn = (tenge: unknown, file: string): Tiyn => {
  const checked = tengeToTiyn(tenge);
  if (!checked.ok) throw new SeedDataError(`${file}: ${String(tenge)} is not an amount of tenge (${checked.problem})`);
  return checked.value;
};

/** The own fleet's grid from `seed-data/jetkiz-tariffs.json` (tenge in the file, tiyn in the table). */
export const seedOwnTariffs = (db: Db) =>
  importSeedFile(
    db,
    'jetkiz-tariffs.json',
    (text) => {
      const file = JSON.parse(text.toString()) as GridFile;
      return file.products.flatMap((p) => {
        if (!TARIFF_TYPES.includes(p.type)) throw new SeedDataError(`jetkiz-tariffs.json: unknown type ${p.type}`);
        return Object.entries(p.zones).map(([zone, rate]) => {
          if (!ZONES.includes(zone as Zone) || !rate) throw new SeedDataError(`jetkiz-tariffs.json: bad zone ${zone}`);
          return {
            carrier: file.carrier,
            product: p.product,
            type: p.type,
            name: p.name,
            maxKg: p.maxKg,
            zone,
            brackets: rate.brackets.map(([upToKg, tenge]) => ({ upToKg, price: tiyn(tenge, 'jetkiz-tariffs.json') })),
            perKgAbove: tiyn(rate.perKgAbove, 'jetkiz-tariffs.json'),
            daysMin: rate.daysMin,
            daysMax: rate.daysMax,
          };
        });
      });
    },
    (tx, rows) => calcRepository.replaceGrids(tx, rows[0]?.carrier ?? 'JETKIZ', rows),
  );

const localized = (r: Record<string, string>, prefix: string): Localized => ({
  ru: r[`${prefix}_ru`] ?? '',
  kk: r[`${prefix}_kk`] ?? '',
  en: r[`${prefix}_en`] ?? '',
});

export const seedProducts = (db: Db) =>
  importSeedFile(
    db,
    'products.csv',
    (text) =>
      parseCsv(text).map((r) => ({
        id: Number(r.id),
        code: r.code ?? '',
        type: r.type ?? '',
        name: localized(r, 'name'),
        note: localized(r, 'note'),
      })),
    (tx, rows) => calcRepository.upsertProducts(tx, rows),
  );

export const seedServices = (db: Db) =>
  importSeedFile(
    db,
    'services.csv',
    (text) =>
      parseCsv(text).map((r) => ({
        code: r.code ?? '',
        name: localized(r, 'name'),
        fixed: tiyn(r.fixed_tenge, 'services.csv'),
        basisPointsOfBase: percentToBasisPoints(r.percent_of_base ?? ''),
        products: (r.products ?? '').split(';').filter(Boolean),
      })),
    (tx, rows) => calcRepository.upsertServices(tx, rows),
  );
