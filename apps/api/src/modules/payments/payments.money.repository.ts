import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  invoices,
  ledgerAccounts,
  ledgerEntries,
  refundRequests,
  topUps,
  transferCredits,
  walletAdjustments,
} from './payments.tables.ts';

/** SQL of the console's money (issue 18): transfer credits, refund requests, adjustments, system balances. */

export type TransferCreditRow = typeof transferCredits.$inferSelect;
export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type AdjustmentRow = typeof walletAdjustments.$inferSelect;

const page = (p: number, size: number) => ({ limit: size, offset: p * size });

export const moneyRepository = {
  /** Transfer invoices (newest first) with their credit, when paid. */
  transferInvoices: async (
    db: Db,
    f: { status?: 'issued' | 'paid' | undefined; number?: string | undefined },
    p: number,
    size: number,
  ) => {
    const where = and(
      eq(invoices.kind, 'transfer'),
      f.status === 'paid' ? isNotNull(transferCredits.id) : f.status === 'issued' ? isNull(transferCredits.id) : undefined,
      f.number ? ilike(invoices.number, `%${f.number.replace(/[%_\\]/g, '')}%`) : undefined,
    );
    const joined = () => db.select().from(invoices).leftJoin(transferCredits, eq(transferCredits.invoiceId, invoices.id));
    const [rows, [total]] = await Promise.all([
      joined()
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(page(p, size).limit)
        .offset(page(p, size).offset),
      db.select({ n: count() }).from(invoices).leftJoin(transferCredits, eq(transferCredits.invoiceId, invoices.id)).where(where),
    ]);
    return { rows: rows.map((r) => ({ invoice: r.invoices, credit: r.transfer_credits })), total: Number(total?.n ?? 0) };
  },

  transferInvoice: async (db: Db | Tx, number: string) => {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.number, number), eq(invoices.kind, 'transfer')));
    return row;
  },

  /** A transfer invoice by number, its row locked so two credits of it queue. */
  lockTransferInvoice: async (tx: Tx, number: string) => {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.number, number), eq(invoices.kind, 'transfer')))
      .for('update');
    return row;
  },

  creditOfInvoice: async (db: Db | Tx, invoiceId: number) => {
    const [row] = await db.select().from(transferCredits).where(eq(transferCredits.invoiceId, invoiceId));
    return row;
  },

  creditByReference: async (db: Db | Tx, reference: string) => {
    const [row] = await db.select().from(transferCredits).where(eq(transferCredits.bankReference, reference));
    return row;
  },

  insertCredit: async (tx: Tx, row: typeof transferCredits.$inferInsert) => {
    const [inserted] = await tx.insert(transferCredits).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  // ─── refunds ───

  insertRefund: async (tx: Tx, row: typeof refundRequests.$inferInsert) => {
    const [inserted] = await tx.insert(refundRequests).values(row).returning();
    if (!inserted) throw new Error('refund request not stored');
    return inserted;
  },

  refundsOf: async (db: Db, userId: string) =>
    db.select().from(refundRequests).where(eq(refundRequests.userId, userId)).orderBy(desc(refundRequests.requestedAt)),

  lockRefund: async (tx: Tx, id: string) => {
    const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
    return row;
  },

  refundById: async (db: Db | Tx, id: string) => {
    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
    return row;
  },

  decideRefund: async (tx: Tx, id: string, set: Partial<typeof refundRequests.$inferInsert>) => {
    const [row] = await tx.update(refundRequests).set(set).where(eq(refundRequests.id, id)).returning();
    if (!row) throw new Error('refund request not updated');
    return row;
  },

  /** Open requests first (oldest due first), then the decided ones, newest first. */
  refunds: async (
    db: Db,
    f: { status?: 'pending' | 'paid' | 'declined' | undefined; dueBefore?: string | undefined },
    p: number,
    size: number,
  ) => {
    const where = and(
      f.status ? eq(refundRequests.status, f.status) : undefined,
      f.dueBefore ? and(eq(refundRequests.status, 'pending'), lt(refundRequests.requestedOn, f.dueBefore)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(refundRequests)
        .where(where)
        .orderBy(
          sql`case when ${refundRequests.status} = 'pending' then 0 else 1 end`,
          sql`case when ${refundRequests.status} = 'pending' then ${refundRequests.requestedAt} end asc`,
          desc(refundRequests.decidedAt),
        )
        .limit(size)
        .offset(p * size),
      db.select({ n: count() }).from(refundRequests).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** The customer's paid card top-ups (newest first) with what has been asked back to each card so far. */
  cardTopUps: async (db: Db | Tx, userId: string) => {
    const rows = await db
      .select({
        id: topUps.id,
        invoiceId: topUps.invoiceId,
        amount: topUps.amount,
        cardMask: topUps.cardMask,
        bankTransactionId: topUps.bankTransactionId,
        paidAt: topUps.updatedAt,
        asked: sql<string>`coalesce((select sum(r.amount) from ${refundRequests} r
          where r.top_up_id = top_ups.id and r.status <> 'declined'), 0)`,
      })
      .from(topUps)
      .where(and(eq(topUps.userId, userId), eq(topUps.status, 'paid'), isNotNull(topUps.bankTransactionId)))
      .orderBy(desc(topUps.createdAt))
      .limit(20);
    return rows.map((r) => ({ ...r, asked: Number(r.asked) }));
  },

  /** Locks a top-up's row until the transaction ends (refund requests to its card queue on it). */
  lockTopUp: async (tx: Tx, id: number) => {
    await tx.select({ id: topUps.id }).from(topUps).where(eq(topUps.id, id)).for('update');
  },

  topUpOf: async (db: Db | Tx, id: number) => {
    const [row] = await db.select().from(topUps).where(eq(topUps.id, id));
    return row;
  },

  // ─── adjustments and the check ───

  insertAdjustment: async (tx: Tx, row: typeof walletAdjustments.$inferInsert) => {
    await tx.insert(walletAdjustments).values(row).onConflictDoNothing();
  },

  adjustment: async (db: Db | Tx, transactionId: string) => {
    const [row] = await db.select().from(walletAdjustments).where(eq(walletAdjustments.transactionId, transactionId));
    return row;
  },

  adjustments: async (db: Db, p: number, size: number) => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(walletAdjustments)
        .orderBy(desc(walletAdjustments.createdAt))
        .limit(size)
        .offset(p * size),
      db.select({ n: count() }).from(walletAdjustments),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** The lines of movements: the account's kind (wallet or system name), the amount and a wallet's balance after. */
  linesOf: async (db: Db | Tx, transactionIds: string[]) =>
    transactionIds.length === 0
      ? []
      : db
          .select({
            transactionId: ledgerEntries.transactionId,
            account: ledgerAccounts.kind,
            amount: ledgerEntries.amount,
            balanceAfter: ledgerEntries.balanceAfter,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .where(inArray(ledgerEntries.transactionId, transactionIds))
          .orderBy(asc(ledgerEntries.id)),

  /** Every system account's balance (the sum of its entries) and the wallets' count and total. */
  balances: async (db: Db) => {
    const system = await db
      .select({ account: ledgerAccounts.kind, amount: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerAccounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .where(isNull(ledgerAccounts.userId))
      .groupBy(ledgerAccounts.kind)
      .orderBy(ledgerAccounts.kind);
    const [wallets] = await db
      .select({ n: count(), total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'wallet'));
    return {
      system: system.map((r) => ({ account: r.account, amount: Number(r.amount) })),
      wallets: Number(wallets?.n ?? 0),
      walletsTotal: Number(wallets?.total ?? 0),
    };
  },
};
