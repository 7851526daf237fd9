import type { Localized, ZoneRate } from '@jetkiz/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Jetkiz's own fleet: one row per product and zone. */
export const tariffGrids = pgTable(
  'tariff_grids',
  {
    carrier: text('carrier').notNull(),
    product: text('product').notNull(),
    type: text('type').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    maxKg: integer('max_kg').notNull(),
    zone: text('zone').notNull(),
    brackets: jsonb('brackets').$type<ZoneRate['brackets']>().notNull(),
    perKgAbove: bigint('per_kg_above', { mode: 'number' }).notNull(),
    daysMin: integer('days_min').notNull(),
    daysMax: integer('days_max').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.carrier, t.product, t.zone] }),
    check('tariff_grids_zone_check', sql`${t.zone} in ('local', 'region', 'near', 'far')`),
    check('tariff_grids_type_check', sql`${t.type} in ('standard', 'express', 'simple', 'complex')`),
    check('tariff_grids_days_check', sql`${t.daysMin} >= 0 and ${t.daysMax} >= ${t.daysMin}`),
  ],
);

/** The product catalogue customers choose from (spec §3 product option). */
export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  type: text('type').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  note: jsonb('note').$type<Localized>().notNull(),
  ...timestamps,
});

/** Additional services: a fixed fee (tiyn) and/or a share of the base price (basis points). */
export const services = pgTable('services', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  fixed: bigint('fixed', { mode: 'number' }).notNull().default(0),
  basisPointsOfBase: integer('basis_points_of_base').notNull().default(0),
  products: jsonb('products').$type<string[]>().notNull(),
  ...timestamps,
});

/** A company's contract: a discount on base prices. */
export const contractRates = pgTable(
  'contract_rates',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountBasisPoints: integer('discount_basis_points').notNull(),
    ...timestamps,
  },
  (t) => [check('contract_rates_discount_check', sql`${t.discountBasisPoints} between 0 and 5000`)],
);

/**
 * The quotes the server computed: a calculatorId makes an order only when its digest (every field but the expiry,
 * `quoteDigest`) is here with its price, so a valid signature alone (a leaked key) sets no price. One row stands for
 * every equal quote of a stretch of time: `expires_at` runs past the latest of them and is pushed on when it is
 * issued again, so a quote keeps the price it locked for QUOTE_TTL_HOURS whatever the tariffs do meanwhile.
 */
export const issuedQuotes = pgTable(
  'issued_quotes',
  {
    digest: text('digest').primaryKey(),
    price: bigint('price', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('issued_quotes_expires_at_idx').on(t.expiresAt)],
);

/**
 * The names carriers give their products in their rates («Эконом» for `STEPPE_ECONOMY`), as last seen by any
 * instance: an order keeps the name its quote was shown with, also when another instance computed the quote or this
 * one has restarted since (issue 20: several instances behind a proxy).
 */
export const carrierProductNames = pgTable(
  'carrier_product_names',
  {
    carrier: text('carrier').notNull(),
    product: text('product').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.carrier, t.product] })],
);

/**
 * The console's switch and quote timeout per carrier: a switched-off carrier is not asked for quotes; the timeout
 * (null: the configured CARRIER_TIMEOUT_MS, which stays the ceiling) is how long a calculation waits for its rates.
 */
export const carrierSettings = pgTable(
  'carrier_settings',
  {
    code: text('code').primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    timeoutMs: integer('timeout_ms'),
    ...timestamps,
  },
  (t) => [check('carrier_settings_timeout_check', sql`${t.timeoutMs} is null or ${t.timeoutMs} between 100 and 30000`)],
);
