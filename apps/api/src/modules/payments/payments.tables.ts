import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { actorColumns, users } from '../identity/identity.tables.ts';

/**
 * The wallet ledger (DESIGN §5). Accounts: one wallet per customer, plus the system's own (bank, revenue, promo,
 * adjustments). A wallet's `balance` is its entries' running sum, moved only in the transaction that writes the
 * entries, by a conditional UPDATE that cannot take it below zero (the CHECK is the last line of defence).
 * System accounts keep no running sum: every payment would queue on their row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** `wallet`, or the system account's name. */
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id),
    currency: text('currency').notNull().default('KZT'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_idx').on(t.userId),
    uniqueIndex('ledger_accounts_system_idx').on(t.kind).where(sql`${t.userId} is null`),
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('wallet', 'bank', 'revenue', 'promo', 'adjustments', 'refund_hold', 'compensation')`,
    ),
    check('ledger_accounts_owner_check', sql`(${t.kind} = 'wallet') = (${t.userId} is not null)`),
    check('ledger_accounts_wallet_balance_check', sql`${t.kind} <> 'wallet' or ${t.balance} >= 0`),
  ],
);

/** One movement: its entries sum to zero; the idempotency key makes a repeated request a no-op. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    /** The wallet owner the movement concerns. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id'),
    orderNumber: text('order_number'),
    /** Whether the order was a priority order, recorded when charged: the history never asks the orders module. */
    orderPriority: boolean('order_priority').notNull().default(false),
    topUpId: integer('top_up_id'),
    /** Who made the movement (paid the order; asked for the top-up); null for the system's own. */
    ...actorColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_user_idx').on(t.userId, t.createdAt),
    check(
      'ledger_transactions_kind_check',
      sql`${t.kind} in ('topup', 'order_payment', 'refund', 'adjustment', 'refund_request', 'refund_payout', 'refund_release', 'late_credit', 'service_charge', 'compensation')`,
    ),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** For wallet lines: the wallet's balance right after this entry (the history shows it). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** Bank invoiceIDs of card top-ups: 6–15 digits, the last 6 unique (reference §5.1). */
export const topUpInvoiceSeq = pgSequence('top_up_invoice_seq', { startWith: 1, increment: 1, maxValue: 999_999 });

export const topUps = pgTable(
  'top_ups',
  {
    id: serial('id').primaryKey(),
    invoiceId: text('invoice_id').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('KZT'),
    /** HMAC of the per-payment secret_hash the bank echoes back; the secret itself is not kept. */
    secretDigest: text('secret_digest').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    /** The bank's response code of a decline (ISO 8583, e.g. «51»), which says why better than its English text. */
    reasonCode: text('reason_code'),
    bankTransactionId: text('bank_transaction_id'),
    cardMask: text('card_mask'),
    /** Who asked for the top-up; its ledger movement, posted on the bank's callback, records them too. */
    ...actorColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('top_ups_user_idx').on(t.userId, t.createdAt),
    index('top_ups_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // The console's dashboard: paid top-ups of the week.
    index('top_ups_paid_idx').on(t.updatedAt).where(sql`${t.status} = 'paid'`),
    check('top_ups_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'expired')`),
    check('top_ups_amount_check', sql`${t.amount} > 0`),
  ],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    /** Basis points (percent) or tiyn (fixed). */
    value: bigint('value', { mode: 'number' }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    maxUses: integer('max_uses'),
    used: integer('used').notNull().default(0),
    perCustomer: integer('per_customer'),
    /** Set when staff disabled the code: it is then refused as unknown, its redemptions stay. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('promo_codes_value_check', sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 10000)`),
    check('promo_codes_used_check', sql`${t.used} >= 0 and (${t.maxUses} is null or ${t.used} <= ${t.maxUses})`),
  ],
);

/** A promo code used by an order; released when the order is cancelled. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').notNull().unique(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_redemptions_user_idx').on(t.promoId, t.userId)],
);

/**
 * Counters of numbered documents (`invoice`): the next number is taken by an UPDATE of the counter's row inside the
 * transaction that stores the document, so a document that fails rolls its number back and the numbers have no
 * gaps (a sequence would burn it). The row lock queues issuers only for that transaction's short remainder.
 */
export const documentCounters = pgTable('document_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/** Invoices: an order's, and a company's for topping up by bank transfer (the operator matches the transfer). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').unique(),
    /** The order's number and family then (the invoices list shows and searches them without asking the orders module). */
    orderNumber: text('order_number'),
    orderPriority: boolean('order_priority').notNull().default(false),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_user_idx').on(t.userId, t.createdAt),
    check('invoices_kind_check', sql`${t.kind} in ('order', 'transfer')`),
    check('invoices_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A bank transfer matched to a company's transfer invoice and credited to its wallet (issue 18). One per invoice
 * (whole amount only) and one per bank reference: crediting the same incoming payment twice is refused.
 */
export const transferCredits = pgTable('transfer_credits', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .unique()
    .references(() => invoices.id),
  bankReference: text('bank_reference').notNull().unique(),
  payerBin: text('payer_bin').notNull(),
  paidOn: date('paid_on').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  transactionId: uuid('transaction_id')
    .notNull()
    .references(() => ledgerTransactions.id),
  /** The staff member who credited it (the operator module's id; no foreign key across modules). */
  staffId: uuid('staff_id'),
  staffName: text('staff_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's request for unused wallet money back (spec §9: paid within 15 calendar days). The amount is held in
 * `refund_hold` by `hold_transaction_id` while pending; paid out to the card of `top_up_id` or to `iban`.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method').$type<'card' | 'transfer'>().notNull(),
    topUpId: integer('top_up_id').references(() => topUps.id),
    iban: text('iban'),
    status: text('status').$type<'pending' | 'paid' | 'declined'>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** The Almaty day of the request: the 15-day term counts from it. */
    requestedOn: date('requested_on').notNull(),
    holdTransactionId: uuid('hold_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id'),
    decidedByName: text('decided_by_name'),
    declineReason: text('decline_reason'),
    /**
     * When a payout to the card was last asked of the bank, until the request is paid or the bank refused it: while
     * set, the request cannot be declined (the card may have the money), and for a minute a second approval waits
     * for the first instead of asking the bank again (a later one asks again, under the same refund reference).
     */
    payoutStartedAt: timestamp('payout_started_at', { withTimezone: true }),
    /** Who asked (a company's employee, or the person). */
    ...actorColumns(),
  },
  (t) => [
    index('refund_requests_user_idx').on(t.userId, t.requestedAt),
    index('refund_requests_open_idx').on(t.requestedOn).where(sql`${t.status} = 'pending'`),
    check('refund_requests_method_check', sql`${t.method} in ('card', 'transfer')`),
    check('refund_requests_status_check', sql`${t.status} in ('pending', 'paid', 'declined')`),
    check('refund_requests_amount_check', sql`${t.amount} > 0`),
    check(
      'refund_requests_destination_check',
      sql`(${t.method} = 'card' and ${t.topUpId} is not null) or (${t.method} = 'transfer' and ${t.iban} is not null)`,
    ),
  ],
);

/** An operator's manual adjustment: the reason and who made it, next to its ledger movement. */
export const walletAdjustments = pgTable(
  'wallet_adjustments',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => ledgerTransactions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    staffId: uuid('staff_id'),
    staffName: text('staff_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_adjustments_created_idx').on(t.createdAt)],
);
