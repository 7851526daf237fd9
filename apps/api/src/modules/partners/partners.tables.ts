import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Applications to the partner programme, kept for the operator to answer. `status` follows the operator's work
 * on one: new until someone takes it, then contacted or declined.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    company: text('company'),
    bin: text('bin'),
    /** Normalised: 77XXXXXXXXX. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    city: text('city').notNull(),
    message: text('message'),
    /** The language the applicant wrote in (ru, kk, en), so the operator answers in it. */
    lang: text('lang').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_applications_created_idx').on(t.createdAt),
    check('partner_applications_status_check', sql`${t.status} in ('new', 'contacted', 'declined')`),
    check('partner_applications_lang_check', sql`${t.lang} in ('ru', 'kk', 'en')`),
  ],
);
export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;
export type NewPartnerApplicationRow = typeof partnerApplications.$inferInsert;
