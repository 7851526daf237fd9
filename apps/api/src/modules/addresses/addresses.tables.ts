import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { actorColumns, users } from '../identity/identity.tables.ts';

/** A company's saved addresses (spec §3 saved address). */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    streetAbbrId: integer('street_abbr_id').notNull(),
    street: text('street').notNull(),
    house: text('house').notNull(),
    flat: text('flat'),
    office: text('office'),
    kato: text('kato').notNull(),
    graph: text('graph'),
    address: text('address').notNull(),
    /** Who saved the address last. */
    ...actorColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_addresses_user_idx').on(t.userId, t.name)],
);
