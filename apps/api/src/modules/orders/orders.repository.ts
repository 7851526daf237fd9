import { randomInt } from 'node:crypto';
import { drawTrackNumber } from '@jetkiz/domain';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { containsText, escapeLike } from '../../db/text-search.ts';
import { courierRequests, orderNumberSeq, orderStatusHistory, orders } from './orders.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type CourierRow = typeof courierRequests.$inferSelect;

export type OrderFilter = {
  userId: string;
  kind: 'standard' | 'priority';
  status?: string | undefined;
  q?: string | undefined;
  /** Instants, inclusive from, exclusive to. */
  from?: Date | undefined;
  to?: Date | undefined;
  productSign?: number | undefined;
  deliveryType?: number | undefined;
};

const REPORT_COLUMNS = {
  id: orders.id,
  createdAt: orders.createdAt,
  orderNumber: orders.orderNumber,
  trackNumber: orders.trackNumber,
  status: orders.status,
  fromKato: orders.fromKato,
  toKato: orders.toKato,
  receiverName: orders.receiverName,
  receiverPhone: orders.receiverPhone,
  placeCnt: orders.placeCnt,
  chargeableWeight: orders.chargeableWeight,
  totalAmount: orders.totalAmount,
  totalWithPromo: orders.totalWithPromo,
  // The priority registry's own columns (spec §7: report F_9).
  productSign: orders.productSign,
  deliveryType: orders.deliveryType,
  clientDate: orders.clientDate,
};
export type ReportRow = Pick<OrderRow, keyof typeof REPORT_COLUMNS>;

/** The WHERE of a registry: always one user's orders of one kind. */
const whereOf = (f: OrderFilter): SQL => {
  const parts: SQL[] = [eq(orders.userId, f.userId), eq(orders.kind, f.kind)];
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.from) parts.push(gte(orders.createdAt, f.from));
  if (f.to) parts.push(lt(orders.createdAt, f.to));
  if (f.productSign) parts.push(eq(orders.productSign, f.productSign));
  if (f.deliveryType) parts.push(eq(orders.deliveryType, f.deliveryType));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    const digits = f.q.replace(/\D/g, '');
    const match = [ilike(orders.orderNumber, like), ilike(orders.trackNumber, like), containsText(orders.receiverName, f.q)];
    if (digits.length >= 4) match.push(ilike(orders.receiverPhone, `%${escapeLike(digits)}%`));
    parts.push(or(...match) as SQL);
  }
  return and(...parts) as SQL;
};

/** The operator console's filter (issue 18): over every customer's orders. */
export type OperatorFilter = {
  status?: string | undefined;
  carrier?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** KATO region (two digits) of the sender or the receiver. */
  region?: string | undefined;
  /** Late on this Almaty day: open and due before it. */
  lateOn?: string | undefined;
  /** An order number, a track number or a carrier's number, exactly. */
  q?: string | undefined;
};

const operatorWhere = (f: OperatorFilter): SQL | undefined => {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.carrier) parts.push(eq(orders.carrier, f.carrier));
  if (f.from) parts.push(gte(orders.createdAt, f.from));
  if (f.to) parts.push(lt(orders.createdAt, f.to));
  // The region is not here: operatorIds reads each side of it from its own index.
  if (f.lateOn) {
    parts.push(sql`${orders.status} not in ('delivered', 'cancelled')`, sql`${orders.dueOn} < ${f.lateOn}::date`);
  }
  if (f.q) {
    const q = f.q.trim();
    parts.push(
      or(
        eq(orders.orderNumber, q.toUpperCase()),
        eq(orders.trackNumber, q.toUpperCase()),
        eq(orders.carrierTrackingNumber, q),
      ) as SQL,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
};

/**
 * The ids of a page of the console's list, newest first, and how many match (counted up to `cap` + 1). Only the list
 * indexes are read (an index-only scan: they carry status, carrier and due day, migration 0016), so a rare combination
 * of filters does not read the table row by row to find few or none. By region (sender's or receiver's) each side is
 * read in order from its own index and merged, so only the rows up to the page are read — an OR of the two would
 * gather every order of the region and sort them.
 */
const operatorIds = async (db: Db, filter: OperatorFilter, page: number, size: number, cap: number) => {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  if (!filter.region) {
    const where = operatorWhere(filter);
    const [ids, counted] = await Promise.all([
      db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size)
        .offset(page * size),
      db.execute(
        sql`select count(*)::int as n from (select 1 from ${orders} ${where ? sql`where ${where}` : sql``} limit ${cap + 1}) t`,
      ),
    ]);
    return { ids: ids.map((r) => r.id), n: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0) };
  }
  const rest = operatorWhere({ ...filter, region: undefined });
  const and_ = rest ? sql`and ${rest}` : sql``;
  // The count needs no order: either side past the cap makes the union past it, and two sides under it are whole.
  const side = (column: typeof orders.fromKato | typeof orders.toKato, limit: number, ordered = true) =>
    sql`(select ${orders.id}, ${orders.createdAt} from ${orders} where left(${column}, 2) = ${filter.region} ${and_}
         ${ordered ? sql`order by ${orders.createdAt} desc, ${orders.id} desc` : sql``} limit ${limit})`;
  const upTo = (page + 1) * size;
  const [ids, counted] = await Promise.all([
    db.execute(
      sql`select id from (${side(orders.fromKato, upTo)} union ${side(orders.toKato, upTo)}) u
          order by created_at desc, id desc limit ${size} offset ${page * size}`,
    ),
    db.execute(
      filter.status
        ? // A status narrows most, and its index carries both KATO codes: one pass over it counts either side.
          sql`select count(*)::int as n from (select 1 from ${orders} where ${rest} and (left(${orders.fromKato}, 2) = ${filter.region}
              or left(${orders.toKato}, 2) = ${filter.region}) limit ${cap + 1}) t`
        : sql`select count(*)::int as n from (${side(orders.fromKato, cap + 1, false)} union ${side(orders.toKato, cap + 1, false)}) u`,
    ),
  ]);
  return { ids: rowsOf<{ id: string }>(ids).map((r) => r.id), n: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0) };
};

/** A new order's track number: drawn with crypto randomness, so public tracking cannot be walked through. */
export const newTrackNumber = () => drawTrackNumber(randomInt);

export const ordersRepository = {
  /**
   * What a post-paid company's orders owe that no act bills yet: sent on credit (not paid from the wallet, past
   * «formed», not cancelled) and not delivered before `billedUntil` (those are in an act).
   */
  async unbilledTotal(db: Db | Tx, userId: string, billedUntil: Date | null): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${orders.totalWithPromo}), 0)` })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.paymentStatus, 'unpaid'),
          sql`${orders.status} not in ('formed', 'cancelled')`,
          billedUntil ? or(isNull(orders.deliveredAt), gte(orders.deliveredAt, billedUntil)) : undefined,
        ),
      );
    return Number(row?.total ?? 0);
  },

  /**
   * Serialises a company's credit decisions until the transaction ends (two parallel sends cannot both take the
   * last of the limit). A transaction-scoped advisory lock: nothing to clean up, and no row of another module.
   */
  lockCredit: async (tx: Tx, userId: string) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`credit:${userId}`}, 0))`);
  },

  nextNumber: async (tx: Tx): Promise<number> => {
    const result = await tx.execute(sql`select nextval(${sql.raw(`'${orderNumberSeq.seqName}'`)}) as n`);
    const rows = (result as unknown as { rows: Array<{ n: string | number }> }).rows;
    return Number(rows[0]?.n);
  },

  /**
   * Stores a new order. Its drawn track number is rarely taken already (1 in 67,500 with a million orders): then
   * `redraw` gives another, in the same transaction (ON CONFLICT of that one column only; any other clash fails).
   */
  insertOrder: async (tx: Tx, row: NewOrderRow, redraw = newTrackNumber): Promise<OrderRow> => {
    let values = row;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const [order] = await tx.insert(orders).values(values).onConflictDoNothing({ target: orders.trackNumber }).returning();
      if (order) return order;
      values = { ...values, trackNumber: redraw() };
    }
    throw new Error('no free track number in 5 draws');
  },

  /** A status change; `actor` is who made it (a customer's user, an employee), none for carriers and the system. */
  addHistory: async (
    tx: Tx,
    orderId: string,
    status: string,
    at: Date,
    note?: string,
    actor?: { actorId: string; actorName: string | null },
  ): Promise<void> => {
    await tx.insert(orderStatusHistory).values({ orderId, status, at, note: note ?? null, ...actor });
  },

  /** One user's order: a user never sees another's (object-level access). */
  /** The return made of an order (at most one: a unique index), or undefined. */
  returnOrderOf: async (db: Db | Tx, id: string): Promise<{ id: string; orderNumber: string } | undefined> =>
    (await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.returnOfOrderId, id)))[0],

  /** An order's number by id (the link from a return to its original). */
  numberOf: async (db: Db | Tx, id: string): Promise<{ id: string; orderNumber: string } | undefined> =>
    (await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, id)))[0],

  findOwn: async (db: Db | Tx, userId: string, id: string, lock = false): Promise<OrderRow | undefined> => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const query = db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    return (await (lock ? query.for('update') : query))[0];
  },

  update: async (tx: Db | Tx, id: string, values: Partial<NewOrderRow>): Promise<OrderRow> => {
    const [row] = await tx
      .update(orders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(orders.id, id))
      .returning();
    if (!row) throw new Error(`no order ${id}`);
    return row;
  },

  /** The order a carrier's shipment belongs to, locked for the event that moves it. */
  byShipment: async (tx: Tx, carrier: string, shipmentId: string): Promise<OrderRow | undefined> => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.carrier, carrier), eq(orders.carrierShipmentId, shipmentId)))
      .for('update');
    return row;
  },

  /** Handed-over orders still travelling with a carrier that pushes events, the longest-booked first. */
  travelling: (db: Db, carriers: string[], bookedBefore: Date, limit: number) =>
    db
      .select({ id: orders.id, carrier: orders.carrier, carrierShipmentId: orders.carrierShipmentId })
      .from(orders)
      .where(
        and(
          inArray(orders.status, ['sent', 'in_transit', 'arrived', 'out_for_delivery']),
          inArray(orders.carrier, carriers),
          lt(orders.bookedAt, bookedBefore),
        ),
      )
      .orderBy(orders.bookedAt)
      .limit(limit),

  /**
   * What the carriers are still owed: paid orders whose booking state lapsed (the process died mid-booking), and
   * cancelled orders a carrier was asked to book whose cancellation it has not confirmed (no booking in flight).
   */
  carrierWork: async (db: Db, at: Date, limit: number) => {
    const [abandoned, unconfirmed] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'paid'), isNotNull(orders.bookingUntil), lt(orders.bookingUntil, at)))
        .orderBy(orders.bookingUntil)
        .limit(limit),
      db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'cancelled'),
            isNotNull(orders.carrierContactedAt),
            isNull(orders.carrierCancelledAt),
            or(isNull(orders.bookingUntil), lt(orders.bookingUntil, at)),
          ),
        )
        .orderBy(orders.updatedAt)
        .limit(limit),
    ]);
    return { abandoned, unconfirmed };
  },

  courier: async (db: Db | Tx, orderId: string): Promise<CourierRow | undefined> => {
    const [row] = await db
      .select()
      .from(courierRequests)
      .where(eq(courierRequests.orderId, orderId))
      .orderBy(desc(courierRequests.createdAt), desc(courierRequests.id))
      .limit(1);
    return row;
  },

  insertCourier: async (tx: Db | Tx, row: typeof courierRequests.$inferInsert): Promise<CourierRow> => {
    const [inserted] = await tx.insert(courierRequests).values(row).returning();
    if (!inserted) throw new Error('courier request not stored');
    return inserted;
  },

  setCourierStatus: async (tx: Db | Tx, id: number, status: CourierRow['status']) => {
    await tx.update(courierRequests).set({ status, updatedAt: sql`now()` }).where(eq(courierRequests.id, id));
  },

  updateCourier: async (tx: Db | Tx, id: number, change: { status?: CourierRow['status']; carrierCallUntil: Date | null }) => {
    await tx
      .update(courierRequests)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(courierRequests.id, id));
  },

  deleteCourier: async (tx: Db | Tx, id: number) => {
    await tx.delete(courierRequests).where(eq(courierRequests.id, id));
  },

  /** The order's courier calls one at a time: a transaction-scoped advisory lock, held only while the rows change. */
  lockCourier: async (tx: Tx, orderId: string) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`courier:${orderId}`}, 0))`);
  },

  history: (db: Db | Tx, orderId: string): Promise<HistoryRow[]> =>
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(orderStatusHistory.at, orderStatusHistory.id),

  setStatus: async (tx: Tx, id: string, status: string, paymentStatus?: string): Promise<OrderRow> => {
    const [row] = await tx
      .update(orders)
      .set({ status, ...(paymentStatus && { paymentStatus }), updatedAt: sql`now()` })
      .where(eq(orders.id, id))
      .returning();
    if (!row) throw new Error(`no order ${id}`);
    return row;
  },

  page: async (db: Db, filter: OrderFilter, page: number, size: number): Promise<{ rows: OrderRow[]; total: number }> => {
    const where = whereOf(filter);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  /** Any customer's order (the operator console), locked when asked. */
  findById: async (db: Db | Tx, id: string, lock = false): Promise<OrderRow | undefined> => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const query = db.select().from(orders).where(eq(orders.id, id));
    return (await (lock ? query.for('update') : query))[0];
  },

  /**
   * A page of every customer's orders, newest first. The count stops at `cap` (+1 tells «at least»): counting a
   * million rows for a broad filter would cost more than the page itself.
   */
  operatorPage: async (db: Db, filter: OperatorFilter, page: number, size: number, cap: number) => {
    const { ids, n } = await operatorIds(db, filter, page, size, cap);
    const found = ids.length > 0 ? await db.select().from(orders).where(inArray(orders.id, ids)) : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: Math.min(n, cap), capped: n > cap };
  },

  /** A customer's newest orders of every kind, and how many they have. */
  ofCustomer: async (db: Db, userId: string, limit: number) => {
    const [rows, totals] = await Promise.all([
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit),
      db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  /**
   * The registry's report columns in batches, newest first, by keyset: memory stays flat however many rows there
   * are (no party JSON is read: parsing it was most of the report's garbage).
   */
  async *batches(db: Db, filter: OrderFilter, size = 500): AsyncGenerator<ReportRow[]> {
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const keyset: SQL | undefined = after
        ? (or(lt(orders.createdAt, after.at), and(eq(orders.createdAt, after.at), lt(orders.id, after.id))) as SQL)
        : undefined;
      const rows = await db
        .select(REPORT_COLUMNS)
        .from(orders)
        .where(keyset ? and(whereOf(filter), keyset) : whereOf(filter))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size);
      if (rows.length === 0) return;
      yield rows;
      const last = rows[rows.length - 1] as ReportRow;
      after = { at: last.createdAt, id: last.id };
      if (rows.length < size) return;
    }
  },
};
