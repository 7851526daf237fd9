import type { OrderMailEvent } from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailPort, OutgoingMail } from '../../adapters/mail/index.ts';
import type { SmsPort } from '../../adapters/sms/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderMail } from './notifications.mails.ts';
import { emailOutbox, smsOutbox } from './notifications.tables.ts';

export type OutgoingSms = { key: string; phone: string; text: string };
/** An e-mail to queue: `key` makes it once-only (the same key queued again is dropped). */
export type QueuedMail = OutgoingMail & { key: string };

/** Tries of one message before it is given up (spread over about an hour). */
const MAX_ATTEMPTS = 8;
const backoffSeconds = (attempt: number) => Math.min(30 * 2 ** attempt, 1_800);

/**
 * The SMS outbox: `enqueue` inside the caller's transaction, `flush` afterwards (a timer on every instance; rows
 * are claimed with SKIP LOCKED and a lease, so two instances never send one message twice at once).
 */
/** What order e-mails need from other modules: the customer's address and language, and place names. */
export type OrderMailDeps = {
  publicUrl: string;
  contactOf: (userId: string, tx: Tx) => Promise<{ email: string; name: string; lang: Lang } | null>;
  localityName: (kato: string, lang: Lang) => string;
};

/** An order as its e-mails describe it. */
export type OrderMailFacts = {
  id: string;
  userId: string;
  kind: string;
  orderNumber: string;
  trackNumber: string;
  fromKato: string;
  toKato: string;
  totalWithPromo: number;
};

export const createNotificationsService = (deps: {
  db: Db;
  sms: SmsPort;
  mail?: MailPort;
  orderMails?: OrderMailDeps;
  log: FastifyBaseLogger;
}) => {
  const { db, sms, mail, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<unknown> | undefined;

  const flush = async (limit = 50): Promise<{ sent: number; failed: number }> => {
    const claimed = (await db.execute(sql`
      update ${smsOutbox} set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => least(30 * power(2, attempts), 1800))
      where id in (select id from ${smsOutbox} where status = 'pending' and next_attempt_at <= now()
                   order by id limit ${limit} for update skip locked)
      returning id, phone, text, attempts`)) as unknown as {
      rows: Array<{ id: string | number; phone: string; text: string; attempts: number }>;
    };
    let sent = 0;
    let failed = 0;
    for (const row of claimed.rows) {
      try {
        await sms.send(row.phone, row.text);
        await db.execute(sql`update ${smsOutbox} set status = 'sent', sent_at = now(), last_error = null where id = ${row.id}`);
        sent++;
      } catch (error) {
        failed++;
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        await db.execute(
          sql`update ${smsOutbox} set last_error = ${reason}, status = ${giveUp ? 'failed' : 'pending'} where id = ${row.id}`,
        );
        log.warn(
          { outbox: row.id, attempt: row.attempts, retryIn: backoffSeconds(row.attempts), err: error },
          'SMS not sent yet',
        );
      }
    }
    return { sent, failed };
  };

  /** Sends the e-mail that is due, like `flush` does SMS (claimed with SKIP LOCKED and a lease; retried with back-off). */
  const flushMail = async (limit = 20): Promise<{ sent: number; failed: number }> => {
    if (!mail) return { sent: 0, failed: 0 };
    const claimed = (await db.execute(sql`
      update ${emailOutbox} set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => least(30 * power(2, attempts), 1800))
      where id in (select id from ${emailOutbox} where status = 'pending' and next_attempt_at <= now()
                   order by id limit ${limit} for update skip locked)
      returning id, recipient, subject, body, html, headers, attempts`)) as unknown as {
      rows: Array<{
        id: string | number;
        recipient: string;
        subject: string;
        body: string;
        html: string | null;
        headers: Record<string, string> | null;
        attempts: number;
      }>;
    };
    let sent = 0;
    let failed = 0;
    for (const row of claimed.rows) {
      try {
        await mail.send({
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          ...(row.html && { html: row.html }),
          ...(row.headers && { headers: row.headers }),
        });
        await db.execute(sql`update ${emailOutbox} set status = 'sent', sent_at = now(), last_error = null where id = ${row.id}`);
        sent++;
      } catch (error) {
        failed++;
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        await db.execute(
          sql`update ${emailOutbox} set last_error = ${reason}, status = ${giveUp ? 'failed' : 'pending'} where id = ${row.id}`,
        );
        log.warn(
          { outbox: row.id, attempt: row.attempts, retryIn: backoffSeconds(row.attempts), err: error },
          'e-mail not sent yet',
        );
      }
    }
    return { sent, failed };
  };

  /** Queues e-mail in the caller's transaction; a key already queued is not queued again. */
  const enqueueMail = async (tx: Tx | Db, mails: QueuedMail[]) => {
    if (mails.length === 0) return;
    await tx
      .insert(emailOutbox)
      .values(
        mails.map((m) => ({
          dedupeKey: m.key,
          recipient: m.to,
          subject: m.subject,
          body: m.text,
          html: m.html ?? null,
          headers: m.headers ?? null,
        })),
      )
      .onConflictDoNothing({ target: emailOutbox.dedupeKey });
  };

  return {
    /** Queues messages in the caller's transaction; a key already queued is not queued again. */
    async enqueue(tx: Tx, messages: OutgoingSms[]) {
      if (messages.length === 0) return;
      await tx
        .insert(smsOutbox)
        .values(messages.map((m) => ({ dedupeKey: m.key, phone: m.phone, text: m.text })))
        .onConflictDoNothing({ target: smsOutbox.dedupeKey });
    },

    flush,

    enqueueMail,

    flushMail,

    /**
     * Tells the sender of an order event by e-mail, in their language (issue 19: placed, paid, handed over,
     * delivered, claim decided), in the caller's transaction; once per order and event (and `suffix`: one claim of many).
     */
    async orderMail(tx: Tx, event: OrderMailEvent, order: OrderMailFacts, suffix?: string) {
      const mails = deps.orderMails;
      if (!mails) return;
      const contact = await mails.contactOf(order.userId, tx);
      if (!contact) return;
      const mail = orderMail(
        event,
        {
          id: order.id,
          orderNumber: order.orderNumber,
          trackNumber: order.trackNumber,
          from: mails.localityName(order.fromKato, contact.lang),
          to: mails.localityName(order.toKato, contact.lang),
          amountTiyn: order.totalWithPromo,
          priority: order.kind === 'priority',
        },
        contact,
        mails.publicUrl,
      );
      await enqueueMail(tx, [{ key: `order:${order.id}:${event}${suffix ? `:${suffix}` : ''}`, ...mail }]);
    },

    /** For the console's dashboard: messages given up since `since`, and messages still retried after a failure. */
    async problems(since: Date) {
      const [row] = await db
        .select({
          failed: sql<string>`count(*) filter (where ${smsOutbox.status} = 'failed' and ${smsOutbox.createdAt} >= ${since.toISOString()}::timestamptz)`,
          waiting: sql<string>`count(*) filter (where ${smsOutbox.status} = 'pending' and ${smsOutbox.attempts} > 0)`,
        })
        .from(smsOutbox)
        .where(
          sql`(${smsOutbox.status} = 'failed' and ${smsOutbox.createdAt} >= ${since.toISOString()}::timestamptz) or ${smsOutbox.status} = 'pending'`,
        );
      return { failed: Number(row?.failed ?? 0), waiting: Number(row?.waiting ?? 0) };
    },

    /** What waits in the outbox (the monitoring's backlog): pending and failed messages, the oldest pending's age. */
    async backlog(): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
      const { rows } = (await db.execute(sql`
        select count(*) filter (where status = 'pending')::int as pending,
               count(*) filter (where status = 'failed')::int as failed,
               coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending')), 0)::float8 as oldest
        from ${smsOutbox} where status <> 'sent'`)) as unknown as {
        rows: Array<{ pending: number; failed: number; oldest: number }>;
      };
      const row = rows[0];
      return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, oldestPendingSeconds: Math.round(row?.oldest ?? 0) };
    },

    /** Sends what is due every `intervalMs` until `stop`. */
    start(intervalMs = 2_000) {
      timer = setInterval(() => {
        flushing ??= Promise.all([flush(), flushMail()])
          .catch((error: unknown) => log.error({ err: error }, 'SMS outbox flush failed'))
          .finally(() => {
            flushing = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await flushing;
    },
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;
