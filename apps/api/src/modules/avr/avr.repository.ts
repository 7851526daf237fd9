import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  type AvrActRow,
  type AvrEventRow,
  type AvrLineRow,
  avrActLines,
  avrActs,
  avrCompanyTerms,
  avrCounters,
  avrEvents,
} from './avr.tables.ts';

type NewAct = typeof avrActs.$inferInsert;
type NewLine = typeof avrActLines.$inferInsert;
type NewEvent = typeof avrEvents.$inferInsert;

export type AvrFilter = {
  /** The company's acts; every company's when absent (the operator console). */
  companyId?: string | undefined;
  /** The month of services: its first day. */
  periodMonth?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  status?: string | undefined;
  number?: string | undefined;
  sequence?: number | undefined;
};

const OPEN_STATUSES = ['issued', 'viewed', 'signing_error', 'verification_error'];

/** The acts' storage; every function takes the transaction (or the database) explicitly. */
export const avrRepository = {
  async actOfMonth(db: Db | Tx, companyId: string, periodMonth: string): Promise<AvrActRow | undefined> {
    const [row] = await db
      .select()
      .from(avrActs)
      .where(and(eq(avrActs.companyId, companyId), eq(avrActs.periodMonth, periodMonth), isNull(avrActs.replacedBy)));
    return row;
  },

  /** The numbers of these acts (the acts a reissued act and its refused one name), by id. */
  async numbers(db: Db | Tx, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: avrActs.id, number: avrActs.number }).from(avrActs).where(inArray(avrActs.id, ids));
    return new Map(rows.map((r) => [r.id, r.number]));
  },

  /** The companies (of `ids`) that already have the act of this month. */
  async companiesWithAct(db: Db | Tx, ids: string[], periodMonth: string): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ companyId: avrActs.companyId })
      .from(avrActs)
      .where(and(inArray(avrActs.companyId, ids), eq(avrActs.periodMonth, periodMonth)));
    return new Set(rows.map((r) => r.companyId));
  },

  /** The next gap-free number of `year`, taken under a row lock held until the caller's transaction ends. */
  async nextSequence(tx: Tx, year: number): Promise<number> {
    await tx.insert(avrCounters).values({ year, last: 0 }).onConflictDoNothing();
    const [row] = await tx
      .update(avrCounters)
      .set({ last: sql`${avrCounters.last} + 1` })
      .where(eq(avrCounters.year, year))
      .returning({ last: avrCounters.last });
    if (!row) throw new Error(`no act counter for ${year}`);
    return row.last;
  },

  /** The last number taken in `year`, read without a lock (the monthly issue's guess of its next block). */
  async lastSequence(db: Db | Tx, year: number): Promise<number> {
    const [row] = await db.select({ last: avrCounters.last }).from(avrCounters).where(eq(avrCounters.year, year));
    return row?.last ?? 0;
  },

  /** The last number taken in `year`, locked (FOR UPDATE) until the caller's transaction ends. */
  async lockSequence(tx: Tx, year: number): Promise<number> {
    await tx.insert(avrCounters).values({ year, last: 0 }).onConflictDoNothing();
    const [row] = await tx.select({ last: avrCounters.last }).from(avrCounters).where(eq(avrCounters.year, year)).for('update');
    if (!row) throw new Error(`no act counter for ${year}`);
    return row.last;
  },

  async setSequence(tx: Tx, year: number, last: number) {
    await tx.update(avrCounters).set({ last }).where(eq(avrCounters.year, year));
  },

  async insertActs(tx: Tx, acts: NewAct[]) {
    if (acts.length > 0) await tx.insert(avrActs).values(acts);
  },

  async insertEvents(tx: Tx, events: NewEvent[]) {
    if (events.length > 0) await tx.insert(avrEvents).values(events);
  },

  async insertAct(tx: Tx, act: NewAct): Promise<AvrActRow> {
    const [row] = await tx.insert(avrActs).values(act).returning();
    if (!row) throw new Error('act not written');
    return row;
  },

  /**
   * The lines of acts, a column an array (one statement, twelve parameters, however many lines): building a
   * thousand-row VALUES list cost the monthly issue more than writing it.
   */
  async insertLines(tx: Tx, lines: NewLine[]) {
    if (lines.length === 0) return;
    const column = <T>(pick: (l: NewLine) => T) => sql.param(lines.map(pick));
    await tx.execute(sql`
      insert into ${avrActLines} (act_id, position, kind, order_id, name, date, from_name, to_name, tariff, quantity,
        price_tiyn, amount_tiyn)
      select * from unnest(${column((l) => l.actId)}::uuid[], ${column((l) => l.position)}::int[],
        ${column((l) => l.kind)}::text[], ${column((l) => l.orderId ?? null)}::uuid[], ${column((l) => l.name)}::text[],
        ${column((l) => l.date)}::date[], ${column((l) => l.fromName ?? null)}::text[],
        ${column((l) => l.toName ?? null)}::text[], ${column((l) => l.tariff ?? null)}::text[],
        ${column((l) => l.quantity ?? 1)}::int[], ${column((l) => l.priceTiyn)}::bigint[],
        ${column((l) => l.amountTiyn)}::bigint[])`);
  },

  async insertEvent(tx: Db | Tx, event: NewEvent) {
    await tx.insert(avrEvents).values(event);
  },

  async update(tx: Db | Tx, id: string, values: Partial<NewAct>): Promise<AvrActRow> {
    const [row] = await tx
      .update(avrActs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(avrActs.id, id))
      .returning();
    if (!row) throw new Error(`act ${id} vanished`);
    return row;
  },

  async own(db: Db | Tx, companyId: string, id: string, lock = false): Promise<AvrActRow | undefined> {
    const query = db
      .select()
      .from(avrActs)
      .where(and(eq(avrActs.id, id), eq(avrActs.companyId, companyId)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async byId(db: Db | Tx, id: string, lock = false): Promise<AvrActRow | undefined> {
    const query = db.select().from(avrActs).where(eq(avrActs.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async byCode(db: Db | Tx, code: string): Promise<AvrActRow | undefined> {
    const [row] = await db.select().from(avrActs).where(eq(avrActs.verificationCode, code));
    return row;
  },

  async lines(db: Db | Tx, actId: string): Promise<AvrLineRow[]> {
    return db.select().from(avrActLines).where(eq(avrActLines.actId, actId)).orderBy(asc(avrActLines.position));
  },

  async events(db: Db | Tx, actId: string): Promise<AvrEventRow[]> {
    return db.select().from(avrEvents).where(eq(avrEvents.actId, actId)).orderBy(asc(avrEvents.at), asc(avrEvents.id));
  },

  async list(db: Db | Tx, filter: AvrFilter, page: number, size: number): Promise<{ rows: AvrActRow[]; total: number }> {
    const where: SQL[] = [];
    if (filter.companyId) where.push(eq(avrActs.companyId, filter.companyId));
    if (filter.periodMonth) where.push(eq(avrActs.periodMonth, filter.periodMonth));
    if (filter.from) where.push(gte(avrActs.issuedAt, filter.from));
    if (filter.to) where.push(lte(avrActs.issuedAt, filter.to));
    if (filter.status) where.push(eq(avrActs.status, filter.status));
    if (filter.number) where.push(eq(avrActs.number, filter.number));
    if (filter.sequence) where.push(eq(avrActs.seq, filter.sequence));
    const condition = and(...where);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(avrActs)
        .where(condition)
        .orderBy(desc(avrActs.issuedAt), desc(avrActs.seq))
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(avrActs).where(condition),
    ]);
    return { rows, total: counted?.n ?? 0 };
  },

  /** Open acts whose acceptance term ended before `today` (the deemed-acceptance job), a batch at a time. */
  async dueForDeemedAcceptance(db: Db | Tx, today: string, limit: number): Promise<AvrActRow[]> {
    return db
      .select()
      .from(avrActs)
      .where(and(inArray(avrActs.status, OPEN_STATUSES), lt(avrActs.deemedAcceptedAfter, today)))
      .orderBy(asc(avrActs.deemedAcceptedAfter), asc(avrActs.id))
      .limit(limit);
  },

  async terms(db: Db | Tx, companyId: string) {
    const [row] = await db.select().from(avrCompanyTerms).where(eq(avrCompanyTerms.companyId, companyId));
    return row;
  },

  /** A company's credit standing: its terms, what its unpaid post-paid acts owe, and the last month billed. */
  async credit(db: Db | Tx, companyId: string) {
    const [terms] = await db.select().from(avrCompanyTerms).where(eq(avrCompanyTerms.companyId, companyId));
    if (!terms) return undefined;
    const [acts] = await db
      .select({
        owed: sql<string>`coalesce(sum(${avrActs.totalTiyn}) filter (where ${avrActs.postPaid} and not ${avrActs.paid} and ${avrActs.status} <> 'refused'), 0)`,
        lastMonth: sql<string | null>`max(${avrActs.periodMonth})::text`,
      })
      .from(avrActs)
      .where(eq(avrActs.companyId, companyId));
    return { terms, owedTiyn: Number(acts?.owed ?? 0), lastMonth: acts?.lastMonth ?? null };
  },

  async setTerms(db: Db | Tx, companyId: string, postPaid: boolean, creditLimitTiyn: number) {
    await db
      .insert(avrCompanyTerms)
      .values({ companyId, postPaid, creditLimitTiyn })
      .onConflictDoUpdate({ target: avrCompanyTerms.companyId, set: { postPaid, creditLimitTiyn, updatedAt: new Date() } });
  },
};
