import type { SystemAccount } from '@jetkiz/domain';
import { and, count, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  documentCounters,
  invoices,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  promoCodes,
  promoRedemptions,
  topUpInvoiceSeq,
  topUps,
} from './payments.tables.ts';

export type TopUpRow = typeof topUps.$inferSelect;
export type PromoRow = typeof promoCodes.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const nextval = async (tx: Db | Tx, name: string): Promise<number> => {
  const rows = rowsOf<{ n: string | number }>(await tx.execute(sql`select nextval(${name}) as n`));
  return Number(rows[0]?.n);
};

export type HistoryFilter = { userId: string; from?: Date | undefined; to?: Date | undefined; kind?: string | undefined };
/** The receipts and invoices lists' filter: `kinds` the kinds it may show, `q` the beginning of a number. */
export type DocumentFilter = {
  userId: string;
  from?: Date | undefined;
  to?: Date | undefined;
  kinds: readonly string[];
  q?: string | undefined;
};

/** `text` begins with `q` (a LIKE pattern with its wildcards escaped). */
const startsWith = (column: SQL | typeof invoices.number, q: string) =>
  sql`${column} ilike ${`${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/**
 * A page of a user's wallet lines matching `where` (ledger transactions joined to their entries on the user's
 * accounts), newest first, and how many there are: the payment history and the receipts list both read it.
 */
const walletLinesPage = async (db: Db, where: SQL | undefined, page: number, size: number) => {
  const lines = () =>
    db
      .select({
        id: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        key: ledgerTransactions.idempotencyKey,
        createdAt: ledgerTransactions.createdAt,
        orderId: ledgerTransactions.orderId,
        orderNumber: ledgerTransactions.orderNumber,
        orderPriority: ledgerTransactions.orderPriority,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
      })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId));
  const [rows, [total]] = await Promise.all([
    lines()
      .where(where)
      .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerEntries.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: count() })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
};

export const paymentsRepository = {
  systemAccounts: async (db: Db): Promise<Record<string, number>> => {
    const rows = await db
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(isNull(ledgerAccounts.userId));
    return Object.fromEntries(rows.map((r) => [r.kind, r.id])) as Record<SystemAccount, number>;
  },

  wallet: async (db: Db | Tx, userId: string) => {
    const [row] = await db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId));
    return row;
  },

  /**
   * Moves a wallet by `delta` in one statement: money in creates the wallet if needed; money out only when the
   * balance covers it (the row lock makes concurrent payments of one wallet queue here). Undefined: insufficient.
   */
  moveWallet: async (tx: Tx, userId: string, delta: number): Promise<{ id: number; balance: number } | undefined> => {
    if (delta > 0) {
      const [row] = await tx
        .insert(ledgerAccounts)
        .values({ kind: 'wallet', userId, balance: delta })
        .onConflictDoUpdate({
          target: ledgerAccounts.userId,
          set: { balance: sql`${ledgerAccounts.balance} + ${delta}`, updatedAt: sql`now()` },
        })
        .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance });
      return row;
    }
    const [row] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${delta}`, updatedAt: sql`now()` })
      .where(and(eq(ledgerAccounts.userId, userId), gte(ledgerAccounts.balance, -delta)))
      .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance });
    return row;
  },

  /** The movement's header, unless its idempotency key was used before (then undefined). */
  insertTransaction: async (tx: Tx, row: typeof ledgerTransactions.$inferInsert): Promise<string | undefined> => {
    const [inserted] = await tx
      .insert(ledgerTransactions)
      .values(row)
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id });
    return inserted?.id;
  },

  transactionByKey: async (db: Db | Tx, key: string) => {
    const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
    return row;
  },

  insertEntries: async (tx: Tx, rows: Array<typeof ledgerEntries.$inferInsert>) => {
    await tx.insert(ledgerEntries).values(rows);
  },

  /** The wallet line of a movement (amount and balance after), for the caller's own movements only. */
  ownMovement: async (db: Db, userId: string, id: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = await db
      .select({
        id: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        key: ledgerTransactions.idempotencyKey,
        createdAt: ledgerTransactions.createdAt,
        orderId: ledgerTransactions.orderId,
        orderNumber: ledgerTransactions.orderNumber,
        topUpId: ledgerTransactions.topUpId,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
      })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerTransactions.id, id), eq(ledgerTransactions.userId, userId), eq(ledgerAccounts.userId, userId)));
    return row;
  },

  history: async (db: Db, f: HistoryFilter, page: number, size: number) => {
    const where = and(
      eq(ledgerTransactions.userId, f.userId),
      eq(ledgerAccounts.userId, f.userId),
      f.from ? gte(ledgerTransactions.createdAt, f.from) : undefined,
      f.to ? lt(ledgerTransactions.createdAt, f.to) : undefined,
      f.kind ? eq(ledgerTransactions.kind, f.kind) : undefined,
    );
    return walletLinesPage(db, where, page, size);
  },

  /** The caller's receipts: their wallet lines of the receipt kinds, newest first. */
  receipts: async (db: Db, f: DocumentFilter, page: number, size: number) => {
    const where = and(
      eq(ledgerTransactions.userId, f.userId),
      eq(ledgerAccounts.userId, f.userId),
      inArray(ledgerTransactions.kind, [...f.kinds]),
      f.from ? gte(ledgerTransactions.createdAt, f.from) : undefined,
      f.to ? lt(ledgerTransactions.createdAt, f.to) : undefined,
      f.q
        ? or(startsWith(sql`${ledgerTransactions.orderNumber}`, f.q), startsWith(sql`${ledgerTransactions.id}::text`, f.q))
        : undefined,
    );
    return walletLinesPage(db, where, page, size);
  },

  /** The caller's invoices, newest first; `q` is the beginning of the invoice's number or of its order's. */
  invoices: async (db: Db, f: DocumentFilter, page: number, size: number) => {
    const where = and(
      eq(invoices.userId, f.userId),
      inArray(invoices.kind, [...f.kinds]),
      f.from ? gte(invoices.createdAt, f.from) : undefined,
      f.to ? lt(invoices.createdAt, f.to) : undefined,
      f.q ? or(startsWith(invoices.number, f.q), startsWith(sql`${invoices.orderNumber}`, f.q)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(invoices).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** One of the caller's invoices (another's: undefined). */
  ownInvoice: async (db: Db, userId: string, id: number): Promise<InvoiceRow | undefined> => {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
    return row;
  },

  nextTopUpSerial: (tx: Db | Tx) => nextval(tx, topUpInvoiceSeq.seqName ?? 'top_up_invoice_seq'),
  /**
   * The next invoice number, taken in the transaction that stores the invoice: its row lock is held until that
   * transaction ends (other issuers wait), and a rollback gives the number back.
   */
  nextInvoiceSerial: async (tx: Tx): Promise<number> => {
    const [row] = await tx
      .insert(documentCounters)
      .values({ name: 'invoice', value: 1 })
      .onConflictDoUpdate({ target: documentCounters.name, set: { value: sql`${documentCounters.value} + 1` } })
      .returning({ value: documentCounters.value });
    if (!row) throw new Error('invoice counter not moved');
    return row.value;
  },

  insertTopUp: async (db: Db | Tx, row: typeof topUps.$inferInsert): Promise<TopUpRow> => {
    const [inserted] = await db.insert(topUps).values(row).returning();
    if (!inserted) throw new Error('top-up not stored');
    return inserted;
  },

  topUp: async (db: Db | Tx, invoiceId: string, lock = false): Promise<TopUpRow | undefined> => {
    const query = db.select().from(topUps).where(eq(topUps.invoiceId, invoiceId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  topUpById: async (db: Db, id: number) => {
    const [row] = await db.select().from(topUps).where(eq(topUps.id, id));
    return row;
  },

  updateTopUp: async (db: Db | Tx, id: number, values: Partial<typeof topUps.$inferInsert>) => {
    await db
      .update(topUps)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(topUps.id, id));
  },

  /**
   * Ends a top-up that is still pending (failed, expired): false when it is not pending any more. The reconciler and a
   * status check decide from a row read before asking the bank, and a postLink may credit it meanwhile: an
   * unconditional update turned a paid top-up back to «expired» or «failed» (the money stayed in the ledger).
   */
  endPendingTopUp: async (db: Db | Tx, id: number, values: Partial<typeof topUps.$inferInsert>): Promise<boolean> => {
    const ended = await db
      .update(topUps)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(topUps.id, id), eq(topUps.status, 'pending')))
      .returning({ id: topUps.id });
    return ended.length > 0;
  },

  pendingTopUps: (db: Db, startedBefore: Date, limit: number) =>
    db
      .select()
      .from(topUps)
      .where(and(eq(topUps.status, 'pending'), lt(topUps.createdAt, startedBefore)))
      .orderBy(topUps.createdAt)
      .limit(limit),

  promo: async (db: Db | Tx, code: string): Promise<PromoRow | undefined> => {
    // A disabled code is unknown to customers.
    const [row] = await db
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.code, code), isNull(promoCodes.disabledAt)));
    return row;
  },

  /** Counts one more use and locks the code's row until the transaction ends (limits cannot be overrun). */
  takePromoUse: async (tx: Tx, code: string): Promise<PromoRow | undefined> => {
    const [row] = await tx
      .update(promoCodes)
      .set({ used: sql`${promoCodes.used} + 1` })
      .where(and(eq(promoCodes.code, code), isNull(promoCodes.disabledAt)))
      .returning();
    return row;
  },

  usesByCustomer: async (db: Db | Tx, promoId: number, userId: string): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoId, promoId), eq(promoRedemptions.userId, userId)));
    return Number(row?.n ?? 0);
  },

  insertRedemption: async (tx: Tx, row: typeof promoRedemptions.$inferInsert) => {
    await tx.insert(promoRedemptions).values(row);
  },

  /** Gives a cancelled order's promo use back. */
  releaseRedemption: async (tx: Tx, orderId: string) => {
    const [removed] = await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId)).returning();
    if (removed) {
      await tx
        .update(promoCodes)
        .set({ used: sql`greatest(${promoCodes.used} - 1, 0)` })
        .where(eq(promoCodes.id, removed.promoId));
    }
  },

  orderInvoice: async (db: Db | Tx, orderId: string) => {
    const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    return row;
  },

  insertInvoice: async (db: Db | Tx, row: NewInvoiceRow): Promise<InvoiceRow> => {
    const [inserted] = await db.insert(invoices).values(row).onConflictDoNothing({ target: invoices.orderId }).returning();
    if (inserted) return inserted;
    const existing = row.orderId ? await paymentsRepository.orderInvoice(db, row.orderId) : undefined;
    if (!existing) throw new Error('invoice not stored');
    return existing;
  },

  /** Ledger invariants (tests and the reconciler's self-check): every movement sums to zero, wallets equal their entries. */
  invariants: async (db: Db) => {
    const [unbalanced] = rowsOf<{ n: string | number }>(
      await db.execute(
        sql`select count(*) as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t`,
      ),
    );
    const [total] = rowsOf<{ s: string | number | null }>(await db.execute(sql`select sum(amount) as s from ledger_entries`));
    const [drift] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from ledger_accounts a
        where a.kind = 'wallet' and a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)`),
    );
    const [negative] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from ledger_accounts where kind = 'wallet' and balance < 0`),
    );
    return {
      unbalancedTransactions: Number(unbalanced?.n ?? 0),
      sumOfAllEntries: Number(total?.s ?? 0),
      walletsNotMatchingEntries: Number(drift?.n ?? 0),
      negativeWallets: Number(negative?.n ?? 0),
    };
  },

  /** Paid top-ups since `weekStart` (and of them, since `todayStart`): count and sum, one scan of `top_ups_paid_idx`. */
  topUpTotals: async (db: Db | Tx, weekStart: Date, todayStart: Date) => {
    const [row] = await db
      .select({
        week: count(),
        weekAmount: sql<string>`coalesce(sum(${topUps.amount}), 0)`,
        today: sql<string>`count(*) filter (where ${topUps.updatedAt} >= ${todayStart.toISOString()}::timestamptz)`,
        todayAmount: sql<string>`coalesce(sum(${topUps.amount}) filter (where ${topUps.updatedAt} >= ${todayStart.toISOString()}::timestamptz), 0)`,
      })
      .from(topUps)
      .where(and(eq(topUps.status, 'paid'), gte(topUps.updatedAt, weekStart)));
    return {
      count: { today: Number(row?.today ?? 0), week: Number(row?.week ?? 0) },
      amount: { today: Number(row?.todayAmount ?? 0), week: Number(row?.weekAmount ?? 0) },
    };
  },

  listPromos: (db: Db | Tx): Promise<PromoRow[]> => db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt)),
  promoForUpdate: async (tx: Tx, code: string): Promise<PromoRow | undefined> =>
    (await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update'))[0],
  insertPromo: async (tx: Tx, row: typeof promoCodes.$inferInsert): Promise<PromoRow | undefined> =>
    (await tx.insert(promoCodes).values(row).onConflictDoNothing({ target: promoCodes.code }).returning())[0],
  updatePromo: async (
    tx: Tx,
    code: string,
    values: Pick<PromoRow, 'validFrom' | 'validTo' | 'maxUses' | 'perCustomer' | 'disabledAt'>,
  ): Promise<PromoRow | undefined> => (await tx.update(promoCodes).set(values).where(eq(promoCodes.code, code)).returning())[0],
};
