import type { CalendarYear } from '@jetkiz/domain';
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { calendarYears, localities, referenceVersion, streetTypes, terminals } from './reference.tables.ts';

/** What the locality index is built from (not the row's timestamps: 15,000 of each would stay in memory). */
export type LocalityRow = Omit<typeof localities.$inferSelect, 'createdAt' | 'updatedAt'>;
export type NewLocalityRow = typeof localities.$inferInsert;
export type StreetTypeRow = typeof streetTypes.$inferSelect;
export type NewStreetTypeRow = typeof streetTypes.$inferInsert;
export type TerminalRow = typeof terminals.$inferSelect;
export type NewTerminalRow = typeof terminals.$inferInsert;

const BATCH = 1_000;

export const referenceRepository = {
  listLocalities: (db: Db | Tx): Promise<LocalityRow[]> =>
    db
      .select({
        kato: localities.kato,
        parentKato: localities.parentKato,
        level: localities.level,
        typeCode: localities.typeCode,
        nameRu: localities.nameRu,
        nameKk: localities.nameKk,
        kind: localities.kind,
      })
      .from(localities),

  async upsertLocalities(tx: Tx, rows: NewLocalityRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(localities)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: localities.kato,
          set: {
            parentKato: sql`excluded.parent_kato`,
            level: sql`excluded.level`,
            typeCode: sql`excluded.type_code`,
            nameRu: sql`excluded.name_ru`,
            nameKk: sql`excluded.name_kk`,
            kind: sql`excluded.kind`,
            updatedAt: sql`now()`,
          },
        });
    }
  },

  /** Removes the codes a new classifier edition no longer has. */
  deleteLocalitiesExcept: async (tx: Tx, keep: string[]): Promise<void> => {
    await tx.delete(localities).where(notInArray(localities.kato, keep));
  },

  listStreetTypes: (db: Db | Tx): Promise<StreetTypeRow[]> => db.select().from(streetTypes).orderBy(asc(streetTypes.id)),

  upsertStreetTypes: async (tx: Tx, rows: NewStreetTypeRow[]): Promise<void> => {
    await tx
      .insert(streetTypes)
      .values(rows)
      .onConflictDoUpdate({
        target: streetTypes.id,
        set: {
          code: sql`excluded.code`,
          nameRu: sql`excluded.name_ru`,
          abbrRu: sql`excluded.abbr_ru`,
          nameKk: sql`excluded.name_kk`,
          abbrKk: sql`excluded.abbr_kk`,
          nameEn: sql`excluded.name_en`,
          abbrEn: sql`excluded.abbr_en`,
          updatedAt: sql`now()`,
        },
      });
  },

  listTerminals: (db: Db | Tx): Promise<TerminalRow[]> => db.select().from(terminals).orderBy(asc(terminals.id)),

  upsertTerminals: async (tx: Tx, rows: NewTerminalRow[]): Promise<void> => {
    await tx
      .insert(terminals)
      .values(rows)
      .onConflictDoUpdate({
        target: terminals.id,
        set: {
          code: sql`excluded.code`,
          kato: sql`excluded.kato`,
          address: sql`excluded.address`,
          hours: sql`excluded.hours`,
          maxWeightKg: sql`excluded.max_weight_kg`,
          maxSideCm: sql`excluded.max_side_cm`,
          updatedAt: sql`now()`,
        },
      });
  },

  findTerminalForUpdate: async (tx: Tx, id: number): Promise<TerminalRow | undefined> =>
    (await tx.select().from(terminals).where(eq(terminals.id, id)).for('update'))[0],

  updateTerminal: async (
    tx: Tx,
    id: number,
    values: Pick<NewTerminalRow, 'address' | 'hours' | 'maxWeightKg' | 'maxSideCm' | 'active'>,
  ): Promise<TerminalRow | undefined> =>
    (
      await tx
        .update(terminals)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(terminals.id, id))
        .returning()
    )[0],

  listCalendarYears: (db: Db | Tx): Promise<Array<{ year: number; data: CalendarYear }>> =>
    db.select({ year: calendarYears.year, data: calendarYears.data }).from(calendarYears),

  upsertCalendarYear: async (tx: Tx, year: number, data: CalendarYear): Promise<void> => {
    await tx
      .insert(calendarYears)
      .values({ year, data })
      .onConflictDoUpdate({ target: calendarYears.year, set: { data, updatedAt: sql`now()` } });
  },

  /** The stamp of the editable reference data: one indexed row, cheap to read every few seconds. */
  readVersion: async (db: Db | Tx): Promise<number> =>
    (await db.select({ version: referenceVersion.version }).from(referenceVersion).where(eq(referenceVersion.id, 1)))[0]
      ?.version ?? 0,

  /** Raises the stamp inside an edit's transaction, so other instances reload only once the edit is committed. */
  bumpVersion: async (tx: Tx): Promise<number> =>
    (
      await tx
        .insert(referenceVersion)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({
          target: referenceVersion.id,
          set: { version: sql`${referenceVersion.version} + 1`, updatedAt: sql`now()` },
        })
        .returning({ version: referenceVersion.version })
    )[0]?.version ?? 0,
};
