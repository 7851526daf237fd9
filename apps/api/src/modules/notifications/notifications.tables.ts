import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * SMS waiting to be sent: written in the same transaction as the change they tell about, sent after it by a
 * worker, so a failing gateway never holds up (or undoes) a status change. The key makes a message once-only.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // The monitoring's backlog counts what is not sent without reading the sent history.
    index('sms_outbox_unsent_idx').on(t.status, t.createdAt).where(sql`${t.status} <> 'sent'`),
    check('sms_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
