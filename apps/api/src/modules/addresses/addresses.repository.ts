import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsText } from '../../db/text-search.ts';
import { savedAddresses } from './addresses.tables.ts';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;

export const addressesRepository = {
  page: async (db: Db, userId: string, name: string | undefined, kato: string | undefined, page: number, size: number) => {
    const parts: SQL[] = [eq(savedAddresses.userId, userId)];
    if (name) parts.push(containsText(savedAddresses.name, name));
    if (kato) parts.push(eq(savedAddresses.kato, kato));
    const where = and(...parts) as SQL;
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(savedAddresses)
        .where(where)
        // In the order a person reads names with numbers: «Склад 2» before «Склад 10», where text order put «Склад 1,
        // 10, 11, 2»: by the text before the first number, then that number, then the whole name.
        .orderBy(
          sql`regexp_replace(${savedAddresses.name}, '[0-9].*$', '')`,
          sql`(substring(${savedAddresses.name} from '[0-9]+'))::numeric nulls first`,
          savedAddresses.name,
          savedAddresses.id,
        )
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(savedAddresses).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  save: async (
    db: Db,
    userId: string,
    id: number | undefined,
    values: Omit<typeof savedAddresses.$inferInsert, 'userId' | 'id'>,
  ) => {
    if (id !== undefined) {
      const [row] = await db
        .update(savedAddresses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
        .returning();
      return row;
    }
    const [row] = await db
      .insert(savedAddresses)
      .values({ ...values, userId })
      .returning();
    return row;
  },

  delete: async (db: Db, userId: string, id: number): Promise<boolean> =>
    (
      await db
        .delete(savedAddresses)
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
        .returning({ id: savedAddresses.id })
    ).length === 1,
};
