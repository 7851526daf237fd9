import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns.ts';

/**
 * Claims (issue 19): one row per claim, filed by the order's owner. The order's facts the rules need are read from
 * the orders module when filing and deciding; the claim keeps what it was filed with (the maximum then, the carrier).
 * A compensated claim is paid once: `movement_id` is the ledger movement (key `claim-compensation:<id>`).
 */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order's owner (a person, or the company account). */
    userId: uuid('user_id').notNull(),
    orderId: uuid('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    /** The claim's place among the order's claims: its number is `<order number>-<seq>`. */
    seq: smallint('seq').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('filed'),
    description: text('description').notNull(),
    claimedTiyn: bigint('claimed_tiyn', { mode: 'number' }).notNull(),
    /** What the rules allowed when it was filed. */
    maxTiyn: bigint('max_tiyn', { mode: 'number' }).notNull(),
    carrier: text('carrier').notNull(),
    /** Who filed it (an employee of a company files for the company). */
    filedByName: text('filed_by_name'),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
    /** The last day of the review: 30 working days from filing (fixed when filed). */
    reviewBy: date('review_by').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id'),
    decidedByName: text('decided_by_name'),
    compensationTiyn: bigint('compensation_tiyn', { mode: 'number' }),
    refusalReason: text('refusal_reason'),
    /** The last day the compensation must reach the wallet: 3 working days from the decision. */
    payBy: date('pay_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    movementId: text('movement_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('claims_type_check', sql`${t.type} in ('loss', 'damage', 'shortage', 'delay')`),
    check('claims_status_check', sql`${t.status} in ('filed', 'compensated', 'refused')`),
    check('claims_amounts_check', sql`${t.claimedTiyn} > 0 and ${t.claimedTiyn} <= ${t.maxTiyn}`),
    check(
      'claims_decision_check',
      sql`(${t.status} = 'filed' and ${t.decidedAt} is null) or (${t.status} = 'compensated' and ${t.compensationTiyn} > 0 and ${t.payBy} is not null) or (${t.status} = 'refused' and ${t.refusalReason} is not null)`,
    ),
    unique('claims_order_seq_unique').on(t.orderId, t.seq),
    // One claim of a type under review per order.
    uniqueIndex('claims_open_type_idx').on(t.orderId, t.type).where(sql`${t.status} = 'filed'`),
    index('claims_user_idx').on(t.userId, t.filedAt),
    index('claims_status_review_idx').on(t.status, t.reviewBy),
    // What the payout job still owes.
    index('claims_unpaid_idx').on(t.payBy).where(sql`${t.status} = 'compensated' and ${t.paidAt} is null`),
  ],
);
export type ClaimRow = typeof claims.$inferSelect;

/** A claim's photos: only the re-encoded JPEG is kept, never the upload. */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id),
    image: bytea('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_photos_claim_idx').on(t.claimId, t.createdAt)],
);

/** The carrier's share of a compensation, recorded against the carrier (one per compensated claim). */
export const carrierLiabilities = pgTable(
  'carrier_liabilities',
  {
    claimId: uuid('claim_id')
      .primaryKey()
      .references(() => claims.id),
    carrier: text('carrier').notNull(),
    amountTiyn: bigint('amount_tiyn', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('carrier_liabilities_amount_check', sql`${t.amountTiyn} >= 0`),
    index('carrier_liabilities_carrier_idx').on(t.carrier, t.recordedAt),
  ],
);
