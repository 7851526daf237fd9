import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    // The console's dashboard: messages given up.
    index('sms_outbox_failed_idx').on(t.createdAt).where(sql`${t.status} = 'failed'`),
    // The monitoring's backlog counts what is not sent without reading the sent history.
    index('sms_outbox_unsent_idx').on(t.status, t.createdAt).where(sql`${t.status} <> 'sent'`),
    check('sms_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * E-mail waiting to be sent, like `sms_outbox`: queued in the transaction of the change it tells about, sent after it,
 * retried with back-off; the key makes a message once-only.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Newsletter subscriptions (double opt-in): `pending` until the link in the confirmation e-mail is used, then
 * `active`, `unsubscribed` after the one-click link. `nonce` is what the current link signs: using a link changes it,
 * so a link works once.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull().unique(),
    lang: text('lang').notNull().default('ru'),
    status: text('status').notNull().default('pending'),
    nonce: text('nonce').notNull(),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('newsletter_subscriptions_status_check', sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
    check('newsletter_subscriptions_lang_check', sql`${t.lang} in ('ru', 'kk', 'en')`),
  ],
);
