import type { Lang } from '@jetkiz/domain';
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { OrdersContext } from './orders.context.ts';
import { orders } from './orders.tables.ts';

/**
 * What the acts of completed works (issue 17) read of orders: who had orders delivered in a period, and those orders
 * (number, day delivered, route, tariff, the amount the customer paid). Delivered means status `delivered` with its
 * `delivered_at` in [from, to).
 */
export type DeliveredOrder = {
  orderId: string;
  orderNumber: string;
  deliveredAt: Date;
  from: string;
  to: string;
  tariff: string;
  /** Tiyn: what the order cost the customer (after a promo code). */
  amount: number;
};

const inPeriod = (from: Date, to: Date) =>
  and(eq(orders.status, 'delivered'), gte(orders.deliveredAt, from), lt(orders.deliveredAt, to));

/** The next `limit` customers (by id, after `afterUserId`) with an order delivered in [from, to). */
export const deliveringCustomers = async (
  ctx: OrdersContext,
  period: { from: Date; to: Date },
  afterUserId: string | null,
  limit: number,
): Promise<string[]> => {
  const rows = await ctx.db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .where(and(inPeriod(period.from, period.to), afterUserId ? gt(orders.userId, afterUserId) : undefined))
    .orderBy(asc(orders.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
};

/** One customer's orders delivered in [from, to), oldest first, named in `lang`. */
export const deliveredOrders = async (
  ctx: OrdersContext,
  tx: Db | Tx,
  userId: string,
  period: { from: Date; to: Date },
  lang: Lang,
): Promise<DeliveredOrder[]> => {
  // The columns an act's line needs, not the whole row: with the parties' jsonb parsed, reading a company's 100
  // orders cost ~1.6 ms of CPU, these ~0.3 ms (node-postgres, 300 × 100 orders).
  const rows = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      deliveredAt: orders.deliveredAt,
      fromKato: orders.fromKato,
      toKato: orders.toKato,
      product: orders.product,
      tariffType: orders.tariffType,
      tariffName: orders.tariffName,
      totalWithPromo: orders.totalWithPromo,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), inPeriod(period.from, period.to)))
    .orderBy(asc(orders.deliveredAt), asc(orders.orderNumber));
  return rows.map((row) => ({
    orderId: row.id,
    orderNumber: row.orderNumber,
    deliveredAt: row.deliveredAt as Date,
    from: ctx.reference.localityName(row.fromKato, lang),
    to: ctx.reference.localityName(row.toKato, lang),
    tariff: ctx.tariffOf(row, lang),
    amount: row.totalWithPromo,
  }));
};
