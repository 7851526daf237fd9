import { type Localized, TARIFF_TYPES, type TariffType, ZONES, type Zone } from '@jetkiz/domain';
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

const tiyn = (tenge: number) => Math.round(tenge * 100);

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
            brackets: rate.brackets.map(([upToKg, tenge]) => ({ upToKg, price: tiyn(tenge) })),
            perKgAbove: tiyn(rate.perKgAbove),
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
        fixed: tiyn(Number(r.fixed_tenge)),
        basisPointsOfBase: Math.round(Number(r.percent_of_base) * 100),
        products: (r.products ?? '').split(';').filter(Boolean),
      })),
    (tx, rows) => calcRepository.upsertServices(tx, rows),
  );
