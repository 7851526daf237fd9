import type { Localized } from '@jetkiz/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  carrierProductNames,
  carrierSettings,
  contractRates,
  issuedQuotes,
  products,
  services,
  tariffGrids,
} from './calc.tables.ts';

export type TariffGridRow = typeof tariffGrids.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type CarrierSettingRow = typeof carrierSettings.$inferSelect;

export const calcRepository = {
  listGrids: (db: Db | Tx): Promise<TariffGridRow[]> => db.select().from(tariffGrids),
  listProducts: (db: Db | Tx): Promise<ProductRow[]> => db.select().from(products).orderBy(products.id),
  listServices: (db: Db | Tx): Promise<ServiceRow[]> => db.select().from(services).orderBy(services.code),

  replaceGrids: async (tx: Tx, carrier: string, rows: (typeof tariffGrids.$inferInsert)[]): Promise<void> => {
    await tx.delete(tariffGrids).where(eq(tariffGrids.carrier, carrier));
    if (rows.length > 0) await tx.insert(tariffGrids).values(rows);
  },
  upsertProducts: async (tx: Tx, rows: (typeof products.$inferInsert)[]): Promise<void> => {
    await tx
      .insert(products)
      .values(rows)
      .onConflictDoUpdate({
        target: products.id,
        set: {
          code: sql`excluded.code`,
          type: sql`excluded.type`,
          name: sql`excluded.name`,
          note: sql`excluded.note`,
          updatedAt: sql`now()`,
        },
      });
  },
  upsertServices: async (tx: Tx, rows: (typeof services.$inferInsert)[]): Promise<void> => {
    await tx
      .insert(services)
      .values(rows)
      .onConflictDoUpdate({
        target: services.code,
        set: {
          name: sql`excluded.name`,
          fixed: sql`excluded.fixed`,
          basisPointsOfBase: sql`excluded.basis_points_of_base`,
          products: sql`excluded.products`,
          updatedAt: sql`now()`,
        },
      });
  },

  /**
   * Records computed quotes; one already there runs on to the later expiry. Rows go in their keys' order, as in
   * `saveProductNames`: two instances writing the same rows at once then lock them in one order, never each waiting
   * for the other's.
   */
  recordIssued: async (db: Db | Tx, rows: Array<{ digest: string; price: number; expiresAt: Date }>): Promise<void> => {
    await db
      .insert(issuedQuotes)
      .values([...rows].sort((a, b) => (a.digest < b.digest ? -1 : a.digest > b.digest ? 1 : 0)))
      .onConflictDoUpdate({
        target: issuedQuotes.digest,
        set: {
          expiresAt: sql`greatest(${issuedQuotes.expiresAt}, excluded.expires_at)`,
          updatedAt: sql`now()`,
        },
      });
  },
  /** Whether a quote with this digest and price was computed and is recorded until at least `until`. */
  wasIssued: async (db: Db | Tx, digest: string, price: number, until: Date): Promise<boolean> =>
    (
      await db
        .select({ digest: issuedQuotes.digest })
        .from(issuedQuotes)
        .where(and(eq(issuedQuotes.digest, digest), eq(issuedQuotes.price, price), gte(issuedQuotes.expiresAt, until)))
    ).length > 0,
  pruneIssued: async (db: Db | Tx, before: Date): Promise<number> =>
    (await db.delete(issuedQuotes).where(lt(issuedQuotes.expiresAt, before)).returning({ digest: issuedQuotes.digest })).length,

  /** Keeps the names carriers gave their products (the latest wins); rows in their keys' order (`recordIssued`). */
  saveProductNames: async (db: Db | Tx, rows: Array<{ carrier: string; product: string; name: Localized }>): Promise<void> => {
    await db
      .insert(carrierProductNames)
      .values([...rows].sort((a, b) => `${a.carrier}|${a.product}`.localeCompare(`${b.carrier}|${b.product}`, 'en')))
      .onConflictDoUpdate({
        target: [carrierProductNames.carrier, carrierProductNames.product],
        set: { name: sql`excluded.name`, updatedAt: sql`now()` },
      });
  },
  findProductName: async (db: Db | Tx, carrier: string, product: string): Promise<Localized | undefined> =>
    (
      await db
        .select({ name: carrierProductNames.name })
        .from(carrierProductNames)
        .where(and(eq(carrierProductNames.carrier, carrier), eq(carrierProductNames.product, product)))
    )[0]?.name,

  findDiscount: async (db: Db | Tx, userId: string): Promise<number> =>
    (await db.select().from(contractRates).where(eq(contractRates.userId, userId)))[0]?.discountBasisPoints ?? 0,
  setDiscount: async (db: Db | Tx, userId: string, basisPoints: number): Promise<void> => {
    await db
      .insert(contractRates)
      .values({ userId, discountBasisPoints: basisPoints })
      .onConflictDoUpdate({ target: contractRates.userId, set: { discountBasisPoints: basisPoints, updatedAt: sql`now()` } });
  },

  findGridForUpdate: async (tx: Tx, carrier: string, product: string, zone: string): Promise<TariffGridRow | undefined> =>
    (
      await tx
        .select()
        .from(tariffGrids)
        .where(and(eq(tariffGrids.carrier, carrier), eq(tariffGrids.product, product), eq(tariffGrids.zone, zone)))
        .for('update')
    )[0],
  updateGridZone: async (
    tx: Tx,
    key: { carrier: string; product: string; zone: string },
    values: Pick<TariffGridRow, 'brackets' | 'perKgAbove' | 'daysMin' | 'daysMax'>,
  ): Promise<void> => {
    await tx
      .update(tariffGrids)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(tariffGrids.carrier, key.carrier), eq(tariffGrids.product, key.product), eq(tariffGrids.zone, key.zone)));
  },
  findServiceForUpdate: async (tx: Tx, code: string): Promise<ServiceRow | undefined> =>
    (await tx.select().from(services).where(eq(services.code, code)).for('update'))[0],
  updateService: async (
    tx: Tx,
    code: string,
    values: Pick<ServiceRow, 'name' | 'fixed' | 'basisPointsOfBase'>,
  ): Promise<void> => {
    await tx
      .update(services)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(services.code, code));
  },

  listCarrierSettings: (db: Db | Tx): Promise<CarrierSettingRow[]> => db.select().from(carrierSettings),
  carrierSettingForUpdate: async (tx: Tx, code: string): Promise<CarrierSettingRow | undefined> =>
    (await tx.select().from(carrierSettings).where(eq(carrierSettings.code, code)).for('update'))[0],
  upsertCarrierSetting: async (tx: Tx, code: string, values: { enabled: boolean; timeoutMs: number | null }): Promise<void> => {
    await tx
      .insert(carrierSettings)
      .values({ code, ...values })
      .onConflictDoUpdate({ target: carrierSettings.code, set: { ...values, updatedAt: sql`now()` } });
  },
};
