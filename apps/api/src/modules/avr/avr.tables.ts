import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Raw bytes: a Buffer to the driver (pg and PGlite both take it), a Uint8Array back. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Acts of completed works (issue 17): one live act per company and month — a refused act the operator reissues
 * stays, `replaced_by` its corrected act (which names it in `replaces`); the partial unique index keeps one act
 * without `replaced_by` per company and month. `pdf` holds the exact bytes issued — the
 * document both sides sign — never re-rendered. The deadlines are fixed when the act is issued (the calendar may
 * change later; the act's terms do not).
 */
export const avrActs = pgTable(
  'avr_acts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company account (its owner user). */
    companyId: uuid('company_id').notNull(),
    /** The year of the act's number and its gap-free sequence in it. */
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull().unique(),
    /** The month of services: its first day. */
    periodMonth: date('period_month').notNull(),
    status: text('status').notNull(),
    paid: boolean('paid').notNull().default(false),
    /** A post-paid company's act (paid later from the wallet); a prepaid one is paid when issued. */
    postPaid: boolean('post_paid').notNull(),
    totalTiyn: bigint('total_tiyn', { mode: 'number' }).notNull(),
    ordersTiyn: bigint('orders_tiyn', { mode: 'number' }).notNull(),
    servicesTiyn: bigint('services_tiyn', { mode: 'number' }).notNull(),
    vatTiyn: bigint('vat_tiyn', { mode: 'number' }).notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    orderCount: integer('order_count').notNull(),
    /** The customer's requisites as printed on the act. */
    customer: jsonb('customer').$type<{ name: string; bin: string; address: string | null; idLabel?: 'bin' | 'iin' }>().notNull(),
    pdf: bytea('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    lang: text('lang').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issuedOn: date('issued_on').notNull(),
    refuseBy: date('refuse_by').notNull(),
    signBy: date('sign_by').notNull(),
    deemedAcceptedAfter: date('deemed_accepted_after').notNull(),
    payBy: date('pay_by').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    refusedReason: text('refused_reason'),
    /** The last signing or verification failure (an error code of SIGNATURE_ERRORS or AVR_ERRORS). */
    errorCode: text('error_code'),
    jetkizSignatureId: uuid('jetkiz_signature_id'),
    companySignatureId: uuid('company_signature_id'),
    /** The opaque code of the public verification link (QR). */
    verificationCode: text('verification_code').notNull().unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidTiyn: bigint('paid_tiyn', { mode: 'number' }),
    penaltyTiyn: bigint('penalty_tiyn', { mode: 'number' }),
    /** The refused act this corrected act replaces (issue 18: the operator reissues it). */
    replaces: uuid('replaces')
      .unique()
      .references((): AnyPgColumn => avrActs.id),
    /** The corrected act that replaces this refused one; set in the transaction that issues it. */
    replacedBy: uuid('replaced_by'),
    /** The operator's reason for reissuing (on the corrected act). */
    reissueReason: text('reissue_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('avr_acts_company_month_live_key').on(t.companyId, t.periodMonth).where(sql`replaced_by is null`),
    unique('avr_acts_year_seq_key').on(t.year, t.seq),
    index('avr_acts_company_idx').on(t.companyId, t.issuedAt),
    index('avr_acts_open_idx')
      .on(t.deemedAcceptedAfter)
      .where(sql`status in ('issued', 'viewed', 'signing_error', 'verification_error')`),
    check(
      'avr_acts_status_check',
      sql`${t.status} in ('issued', 'viewed', 'signed', 'verified', 'paid', 'signing_error', 'verification_error', 'refused', 'deemed_accepted')`,
    ),
    // Only a refused act is replaced (avrReissueCheck).
    check('avr_acts_replaced_refused_check', sql`${t.replacedBy} is null or ${t.status} = 'refused'`),
    check('avr_acts_lang_check', sql`${t.lang} in ('ru', 'kk', 'en')`),
  ],
);

/** The act's appendix: each delivered order (and, later, each additional service). */
export const avrActLines = pgTable(
  'avr_act_lines',
  {
    actId: uuid('act_id')
      .notNull()
      .references(() => avrActs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    orderId: uuid('order_id'),
    /** The order number, or the service's name. */
    name: text('name').notNull(),
    date: date('date').notNull(),
    fromName: text('from_name'),
    toName: text('to_name'),
    tariff: text('tariff'),
    quantity: integer('quantity').notNull().default(1),
    priceTiyn: bigint('price_tiyn', { mode: 'number' }).notNull(),
    amountTiyn: bigint('amount_tiyn', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.actId, t.position] }),
    check('avr_act_lines_kind_check', sql`${t.kind} in ('order', 'service')`),
  ],
);

/** The gap-free act sequence per year: the row is locked (FOR UPDATE) by the transaction that writes an act. */
export const avrCounters = pgTable('avr_counters', {
  year: smallint('year').primaryKey(),
  last: integer('last').notNull(),
});

/** An act's history: who did what, when (append-only). */
export const avrEvents = pgTable(
  'avr_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actId: uuid('act_id')
      .notNull()
      .references(() => avrActs.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** A user id, or null for Jetkiz and the system. */
    actorId: uuid('actor_id'),
    /** The actor's name as shown («Jetkiz», a user's name); null for the system. */
    actorName: text('actor_name'),
    /** The refusal's reason as written, or an error code (signing or verification failed). */
    reason: text('reason'),
    errorCode: text('error_code'),
  },
  (t) => [index('avr_events_act_idx').on(t.actId, t.at)],
);

/**
 * A company's contract terms for acts: post-paid with a credit limit (the operator sets it, issue 18). No row:
 * prepaid.
 */
export const avrCompanyTerms = pgTable('avr_company_terms', {
  companyId: uuid('company_id').primaryKey(),
  postPaid: boolean('post_paid').notNull(),
  creditLimitTiyn: bigint('credit_limit_tiyn', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AvrActRow = typeof avrActs.$inferSelect;
export type AvrLineRow = typeof avrActLines.$inferSelect;
export type AvrEventRow = typeof avrEvents.$inferSelect;
