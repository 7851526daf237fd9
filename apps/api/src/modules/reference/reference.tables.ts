import type { CalendarYear, Localized } from '@jetkiz/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The KATO classifier as published, plus the parent derived from the code and the kind of place. */
export const localities = pgTable(
  'localities',
  {
    kato: text('kato').primaryKey(),
    parentKato: text('parent_kato'),
    level: text('level').notNull(),
    typeCode: smallint('type_code').notNull(),
    nameRu: text('name_ru').notNull(),
    nameKk: text('name_kk').notNull(),
    /** Null for administrative units and uninhabited points: they are never offered as a locality. */
    kind: text('kind'),
    ...timestamps,
  },
  (t) => [
    index('localities_parent_kato_idx').on(t.parentKato),
    check('localities_kato_format', sql`${t.kato} ~ '^[0-9]{9}$'`),
    check('localities_level_check', sql`${t.level} in ('oblast', 'district', 'sub_district', 'settlement')`),
    check(
      'localities_kind_check',
      sql`${t.kind} is null or ${t.kind} in ('republic_city', 'regional_centre', 'city', 'town', 'village', 'station')`,
    ),
  ],
);

export const streetTypes = pgTable('street_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  abbrRu: text('abbr_ru').notNull(),
  nameKk: text('name_kk').notNull(),
  abbrKk: text('abbr_kk').notNull(),
  nameEn: text('name_en').notNull(),
  abbrEn: text('abbr_en').notNull(),
  ...timestamps,
});

/** Which version of a seed file is in the database, so a start re-imports only what changed. */
export const referenceImports = pgTable('reference_imports', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  rows: integer('rows').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Terminals (pickup points): where a parcel can be handed in or collected instead of an address. */
export const terminals = pgTable(
  'terminals',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    kato: text('kato').notNull(),
    address: jsonb('address').$type<Localized>().notNull(),
    hours: jsonb('hours').$type<Localized>().notNull(),
    maxWeightKg: integer('max_weight_kg').notNull(),
    maxSideCm: integer('max_side_cm').notNull(),
    /** Off: not offered to customers (closed for repairs, moved), kept for the orders that name it. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('terminals_kato_idx').on(t.kato),
    check('terminals_limits_check', sql`${t.maxWeightKg} > 0 and ${t.maxSideCm} > 0`),
  ],
);

/**
 * The carriers' stores and pickup points (issue 19), as each carrier publishes them: fetched through the carrier
 * port and kept here, so the list and the order form never wait for a carrier. A point a carrier no longer lists is
 * switched off, not deleted (orders name it).
 */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: serial('id').primaryKey(),
    carrier: text('carrier').notNull(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    kato: text('kato').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    address: jsonb('address').$type<Localized>().notNull(),
    hours: jsonb('hours').$type<Localized>().notNull(),
    maxWeightKg: numeric('max_weight_kg', { mode: 'number' }).notNull(),
    maxSideCm: numeric('max_side_cm', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pickup_points_carrier_code_idx').on(t.carrier, t.code),
    index('pickup_points_kato_idx').on(t.kato),
    check('pickup_points_kind_check', sql`${t.kind} in ('store', 'pickupPoint')`),
    check('pickup_points_limits_check', sql`${t.maxWeightKg} > 0 and ${t.maxSideCm} > 0`),
  ],
);

/**
 * The stamp of the editable reference data (terminals, tariffs, services, calendar, promo codes, carriers): every
 * operator edit raises it in the edit's transaction, and every API instance reads it every few seconds and reloads
 * what it keeps in memory when it moved. One row.
 */
export const referenceVersion = pgTable(
  'reference_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reference_version_one_row', sql`${t.id} = 1`)],
);

/** A year's working-day data an operator entered (Kurban Ait, the Government's transfers); it replaces the file's. */
export const calendarYears = pgTable(
  'calendar_years',
  {
    year: integer('year').primaryKey(),
    data: jsonb('data').$type<CalendarYear>().notNull(),
    ...timestamps,
  },
  (t) => [check('calendar_years_year_check', sql`${t.year} between 2000 and 2100`)],
);
