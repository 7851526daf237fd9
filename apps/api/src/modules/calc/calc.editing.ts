import {
  MONEY_MESSAGES,
  type ReferenceCarrier,
  type ReferenceCarrierBody,
  type ReferenceService,
  type ReferenceServiceBody,
  type ReferenceTariff,
  TARIFF_BAND_MESSAGES,
  type TariffZoneBody,
} from '@jetkiz/contract';
import {
  bandsToBrackets,
  bracketsToBands,
  type Lang,
  percentToBasisPoints,
  type TariffBand,
  type TariffGridProblem,
  tariffGridProblems,
  tengeToTiyn,
  tiynToTenge,
  ZONES,
  type Zone,
} from '@jetkiz/domain';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldText } from '../../errors.ts';
import { bumpReferenceVersion, type Change } from '../reference/index.ts';
import { calcRepository as repo, type ServiceRow, type TariffGridRow } from './calc.repository.ts';

/** The own fleet's carrier code in `tariff_grids`. */
const OWN_FLEET = 'JETKIZ';

const zoneView = (row: TariffGridRow) => ({
  zone: row.zone as Zone,
  bands: bracketsToBands(row.brackets).map((b) => ({ ...b, price: tiynToTenge(b.price) })),
  perKgAbove: tiynToTenge(row.perKgAbove),
  daysMin: row.daysMin,
  daysMax: row.daysMax,
});

const tariffView = (rows: TariffGridRow[], lang: Lang): ReferenceTariff[] => {
  const byProduct = new Map<string, ReferenceTariff>();
  for (const row of rows) {
    const tariff = byProduct.get(row.product) ?? { product: row.product, name: row.name[lang], maxKg: row.maxKg, zones: [] };
    tariff.zones.push(zoneView(row));
    byProduct.set(row.product, tariff);
  }
  for (const tariff of byProduct.values()) tariff.zones.sort((a, b) => ZONES.indexOf(a.zone) - ZONES.indexOf(b.zone));
  return [...byProduct.values()];
};

const serviceView = (row: ServiceRow): ReferenceService => ({
  code: row.code,
  name: row.name,
  fixed: tiynToTenge(row.fixed),
  percentOfBase: row.basisPointsOfBase / 100,
  products: row.products,
});

/** Tenge from the wire to tiyn; a negative amount is kept negative so the grid check can name its row. */
const signedTiyn = (tenge: number): number | null => {
  const checked = tengeToTiyn(Math.abs(tenge));
  return checked.ok ? Math.sign(tenge) * checked.value : null;
};

/**
 * The console's edits of the own fleet's tariff grids and of additional services. A quote already given keeps its
 * price: its price is in its signed token and in `issued_quotes`, which an edit does not touch.
 */
export const createCalcEditing = (deps: { db: Db; changed: () => Promise<void>; carriers: () => ReferenceCarrier[] }) => {
  const { db, changed } = deps;
  const ownGrids = async () => (await repo.listGrids(db)).filter((row) => row.carrier === OWN_FLEET);

  return {
    listTariffs: async (lang: Lang) => tariffView(await ownGrids(), lang),

    async updateTariffZone(
      key: { product: string; zone: Zone },
      body: TariffZoneBody,
      lang: Lang,
    ): Promise<Change<ReferenceTariff> & { tariff: ReferenceTariff }> {
      const problems: TariffGridProblem[] = [];
      const bands: TariffBand[] = body.bands.map((band, row) => {
        const price = signedTiyn(band.price);
        if (price === null) problems.push({ row, problem: 'negativePrice' });
        return { ...band, price: price ?? 0 };
      });
      const perKgAbove = signedTiyn(body.perKgAbove);
      const fields: Record<string, FieldText> = {};
      for (const p of [...problems, ...tariffGridProblems(bands, perKgAbove ?? -1, Number.POSITIVE_INFINITY)]) {
        // The weight limit is the product's: checked below once the row is read.
        if (p.problem !== 'belowMaxKg') fields[`bands.${p.row}`] ??= TARIFF_BAND_MESSAGES[p.problem];
      }
      if (body.daysMax < body.daysMin) fields.daysMax = TARIFF_BAND_MESSAGES.emptyBand;
      const before = await db.transaction(async (tx) => {
        const row = await repo.findGridForUpdate(tx, OWN_FLEET, key.product, key.zone);
        if (!row) throw new AppError('REFERENCE_ITEM_NOT_FOUND');
        for (const p of tariffGridProblems(bands, perKgAbove ?? 0, row.maxKg)) {
          if (p.problem === 'belowMaxKg') fields[`bands.${p.row}`] ??= TARIFF_BAND_MESSAGES.belowMaxKg;
        }
        if (Object.keys(fields).length > 0) throw new AppError('TARIFF_GRID_INVALID', { fields });
        await repo.updateGridZone(
          tx,
          { carrier: OWN_FLEET, ...key },
          { brackets: bandsToBrackets(bands), perKgAbove: perKgAbove ?? 0, daysMin: body.daysMin, daysMax: body.daysMax },
        );
        await bumpReferenceVersion(tx);
        return row;
      });
      await changed();
      const tariff = tariffView(
        (await ownGrids()).filter((row) => row.product === key.product),
        lang,
      )[0] as ReferenceTariff;
      const beforeTariff = { ...tariff, zones: [zoneView(before)] };
      const afterZone = tariff.zones.find((z) => z.zone === key.zone);
      return { before: beforeTariff, after: { ...tariff, zones: afterZone ? [afterZone] : [] }, tariff };
    },

    listCarriers: () => deps.carriers(),

    async updateCarrier(code: string, body: ReferenceCarrierBody): Promise<Change<ReferenceCarrier>> {
      const before = deps.carriers().find((c) => c.code === code);
      if (!before) throw new AppError('REFERENCE_ITEM_NOT_FOUND');
      await db.transaction(async (tx) => {
        await repo.carrierSettingForUpdate(tx, code);
        await repo.upsertCarrierSetting(tx, code, body);
        await bumpReferenceVersion(tx);
      });
      await changed();
      return { before, after: deps.carriers().find((c) => c.code === code) ?? { ...before, ...body } };
    },

    listServices: async () => (await repo.listServices(db)).map(serviceView),

    async updateService(code: string, body: ReferenceServiceBody, _lang: Lang): Promise<Change<ReferenceService>> {
      const fixed = tengeToTiyn(body.fixed);
      if (!fixed.ok) throw new AppError('VALIDATION', { fields: { fixed: MONEY_MESSAGES[fixed.problem] } });
      const values = { name: body.name, fixed: fixed.value, basisPointsOfBase: percentToBasisPoints(body.percentOfBase) };
      const before = await db.transaction(async (tx) => {
        const row = await repo.findServiceForUpdate(tx, code);
        if (!row) throw new AppError('REFERENCE_ITEM_NOT_FOUND');
        await repo.updateService(tx, code, values);
        await bumpReferenceVersion(tx);
        return row;
      });
      await changed();
      return { before: serviceView(before), after: serviceView({ ...before, ...values }) };
    },
  };
};
export type CalcEditing = ReturnType<typeof createCalcEditing>;
