import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsPort } from '../../adapters/sms/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { smsOutbox } from './notifications.tables.ts';

export type OutgoingSms = { key: string; phone: string; text: string };

/** Tries of one message before it is given up (spread over about an hour). */
const MAX_ATTEMPTS = 8;
const backoffSeconds = (attempt: number) => Math.min(30 * 2 ** attempt, 1_800);

/**
 * The SMS outbox: `enqueue` inside the caller's transaction, `flush` afterwards (a timer on every instance; rows
 * are claimed with SKIP LOCKED and a lease, so two instances never send one message twice at once).
 */
export const createNotificationsService = (deps: { db: Db; sms: SmsPort; log: FastifyBaseLogger }) => {
  const { db, sms, log } = deps;
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
        flushing ??= flush()
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
