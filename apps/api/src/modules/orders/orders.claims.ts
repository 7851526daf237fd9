import type { OrderFamily } from '@jetkiz/contract';
import { almatyDate, type Lang, type OrderPrice } from '@jetkiz/domain';
import { eq } from 'drizzle-orm';
import type { Auth } from '../identity/index.ts';
import type { OrdersContext } from './orders.context.ts';
import type { OrderRow } from './orders.repository.ts';
import { orders } from './orders.tables.ts';

/**
 * What the claims module (issue 19) reads of an order: who owns it, its carrier, its dates (delivered, the last day
 * of the promised range), its fee and declared value, and what an e-mail about it names.
 */
export type OrderForClaim = {
  id: string;
  userId: string;
  kind: string;
  orderNumber: string;
  trackNumber: string;
  fromKato: string;
  toKato: string;
  from: string;
  to: string;
  carrier: string;
  carrierName: string;
  cancelled: boolean;
  /** Almaty date of delivery; null while not delivered. */
  deliveredOn: string | null;
  /** The last day of the promised range (Almaty). */
  dueOn: string;
  /** Tiyn: the order's price and what was paid for it; the claims rules count from the latter (`paidDeliveryFee`). */
  price: OrderPrice;
  /** Tiyn: what was paid, as the e-mails about the order name it. */
  totalWithPromo: number;
  declaredValue: number | null;
  /** Tiyn: the automatic late-delivery credit already paid for this order (0 when none): a delay claim pays the rest. */
  lateCredit: number;
};

const toClaimView = (ctx: OrdersContext, row: OrderRow, lang: Lang): OrderForClaim => ({
  id: row.id,
  userId: row.userId,
  kind: row.kind,
  orderNumber: row.orderNumber,
  trackNumber: row.trackNumber,
  fromKato: row.fromKato,
  toKato: row.toKato,
  from: ctx.reference.localityName(row.fromKato, lang),
  to: ctx.reference.localityName(row.toKato, lang),
  carrier: row.carrier,
  carrierName: row.carrierName,
  cancelled: row.status === 'cancelled',
  deliveredOn: row.status === 'delivered' && row.deliveredAt ? almatyDate(row.deliveredAt) : null,
  dueOn: row.dueOn ?? row.estimatedDeliveryTo,
  price: { totalAmount: row.totalAmount, totalWithPromo: row.totalWithPromo },
  totalWithPromo: row.totalWithPromo,
  declaredValue: row.declaredValue,
  lateCredit: row.lateCredit ?? 0,
});

/** The caller's order for a claim: a person's on person paths, a company's (priority ones too) on jur paths; else 404. */
export const orderForClaim = async (ctx: OrdersContext, auth: Auth, family: OrderFamily, id: string, lang: Lang) =>
  toClaimView(ctx, family === 'person' ? await ctx.ownOrder(auth, family, id) : await ctx.customersOrder(auth, family, id), lang);

/** Any order by id (the console, the payout job); undefined when there is none. */
export const orderForClaimById = async (ctx: OrdersContext, id: string, lang: Lang) => {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  return row ? toClaimView(ctx, row, lang) : undefined;
};
