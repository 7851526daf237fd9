import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderServices } from './orders.tables.ts';

/** The additional services of orders (issue 19): `order_services`, read and written in the caller's transaction. */
export type ServiceRow = typeof orderServices.$inferSelect;
export const servicesRepository = {
  of: (db: Db | Tx, orderId: string): Promise<ServiceRow[]> =>
    db.select().from(orderServices).where(eq(orderServices.orderId, orderId)).orderBy(asc(orderServices.orderedAt)),
  find: async (tx: Tx, orderId: string, id: string): Promise<ServiceRow | undefined> => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const rows = await tx
      .select()
      .from(orderServices)
      .where(and(eq(orderServices.id, id), eq(orderServices.orderId, orderId)))
      .for('update');
    return rows[0];
  },
  /** Inserts the charge unless the same service is already unpaid on the order; answers the row that stands. */
  insert: async (tx: Tx, values: typeof orderServices.$inferInsert): Promise<{ row: ServiceRow; created: boolean }> => {
    const [created] = await tx.insert(orderServices).values(values).onConflictDoNothing().returning();
    if (created) return { row: created, created: true };
    const [open] = await tx
      .select()
      .from(orderServices)
      .where(
        and(
          eq(orderServices.orderId, values.orderId),
          eq(orderServices.service, values.service),
          eq(orderServices.status, 'unpaid'),
        ),
      );
    if (!open) throw new Error('order service neither inserted nor found');
    return { row: open, created: false };
  },
  set: async (tx: Tx, id: string, values: Partial<typeof orderServices.$inferInsert>): Promise<ServiceRow> => {
    const [row] = await tx
      .update(orderServices)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(orderServices.id, id))
      .returning();
    if (!row) throw new Error(`no order service ${id}`);
    return row;
  },
};
