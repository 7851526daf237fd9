import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EMAIL_MESSAGE, MAIL_TEXTS, NEWSLETTER_MESSAGES } from '@jetkiz/contract';
import { fillText, isValidEmail, type Lang, type Localized } from '@jetkiz/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { MailConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { composeMail } from './notifications.mails.ts';
import type { QueuedMail } from './notifications.service.ts';
import { newsletterSubscriptions } from './notifications.tables.ts';

/** How long a confirmation link works (days), and how soon a second confirmation e-mail may go to one address. */
export const CONFIRM_LINK_DAYS = 7;
export const CONFIRM_RESEND_SECONDS = 60;

type Action = 'confirm' | 'unsubscribe';
const ACTION_CODE: Record<Action, string> = { confirm: 'c', unsubscribe: 'u' };
const newNonce = () => randomBytes(12).toString('base64url');

/**
 * The newsletter (issue 19): double opt-in and one-click unsubscription (RFC 8058). A link is
 * `id.nonce.action.issuedAt.mac` signed with MAIL_LINK_SECRET: an altered link fails its MAC (400), and since using a
 * link replaces the subscription's nonce, a replayed one names a nonce that is gone (409). The subscribe call answers
 * the same whatever the address's state, so it tells nobody who is subscribed.
 */
export const createNewsletterService = (deps: {
  db: Db;
  config: Pick<MailConfig, 'publicUrl' | 'linkSecret'>;
  enqueueMail: (tx: Tx | Db, mails: QueuedMail[]) => Promise<void>;
  clock?: () => number;
}) => {
  const { db, config } = deps;
  const now = deps.clock ?? Date.now;

  const mac = (payload: string) => createHmac('sha256', config.linkSecret).update(payload).digest('base64url').slice(0, 32);
  const linkToken = (id: number, nonce: string, action: Action) => {
    const payload = `${id}.${nonce}.${ACTION_CODE[action]}.${Math.floor(now() / 1000)}`;
    return `${payload}.${mac(payload)}`;
  };
  /** The subscription a link names, or the reason it cannot be used. */
  const readToken = async (token: string, action: Action) => {
    const parts = token.split('.');
    const given = parts.pop() ?? '';
    const payload = parts.join('.');
    const expected = mac(payload);
    const [idText = '', nonce = '', code = '', issuedText = ''] = parts;
    if (
      parts.length !== 4 ||
      given.length !== expected.length ||
      !timingSafeEqual(Buffer.from(given), Buffer.from(expected)) ||
      code !== ACTION_CODE[action] ||
      !/^\d{1,15}$/.test(idText) ||
      !/^\d{1,12}$/.test(issuedText)
    ) {
      throw new AppError('NEWSLETTER_LINK_INVALID');
    }
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, Number(idText)));
    if (!row) throw new AppError('NEWSLETTER_LINK_INVALID');
    if (row.nonce !== nonce) throw new AppError('NEWSLETTER_LINK_USED');
    if (action === 'confirm' && now() - Number(issuedText) * 1000 > CONFIRM_LINK_DAYS * 86_400_000) {
      throw new AppError('NEWSLETTER_LINK_EXPIRED');
    }
    return row;
  };

  const confirmationMail = (row: { id: number; email: string; nonce: string }, lang: Lang): QueuedMail => {
    const url = `${config.publicUrl}/newsletter/confirm?token=${encodeURIComponent(linkToken(row.id, row.nonce, 'confirm'))}`;
    return {
      key: `newsletter:confirm:${row.id}:${row.nonce}:${Math.floor(now() / 1000)}`,
      ...composeMail({
        lang,
        to: row.email,
        subject: MAIL_TEXTS.newsletterConfirmSubject[lang],
        paragraphs: [MAIL_TEXTS.newsletterConfirmLine[lang]],
        link: { url, button: MAIL_TEXTS.newsletterConfirmButton[lang], line: url },
        footer: [MAIL_TEXTS.newsletterIgnore[lang]],
      }),
    };
  };

  return {
    /** Subscribes an address: a confirmation e-mail goes out (at most one a minute); the answer is always the same. */
    async subscribe(rawEmail: string, lang: Lang): Promise<{ message: string }> {
      const email = rawEmail.trim().toLowerCase();
      if (!isValidEmail(email)) throw new AppError('VALIDATION', { fields: { email: EMAIL_MESSAGE } });
      const answer = { message: fillText(NEWSLETTER_MESSAGES.confirmSent[lang], { email }) };
      await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email))
          .for('update');
        if (existing?.status === 'active') return;
        if (existing?.status === 'pending' && now() - existing.confirmSentAt.getTime() < CONFIRM_RESEND_SECONDS * 1000) return;
        const at = new Date(now());
        const [row] = existing
          ? await tx
              .update(newsletterSubscriptions)
              .set({
                status: 'pending',
                lang,
                confirmSentAt: at,
                ...(existing.status === 'unsubscribed' && { nonce: newNonce(), unsubscribedAt: null }),
              })
              .where(eq(newsletterSubscriptions.id, existing.id))
              .returning()
          : await tx
              .insert(newsletterSubscriptions)
              .values({ email, lang, nonce: newNonce(), confirmSentAt: at, createdAt: at })
              .onConflictDoNothing({ target: newsletterSubscriptions.email })
              .returning();
        if (row) await deps.enqueueMail(tx, [confirmationMail(row, lang)]);
      });
      return answer;
    },

    /** The link of the confirmation e-mail: the subscription becomes active, and the link is used up. */
    async confirm(token: string, lang: Lang): Promise<{ message: string }> {
      const row = await readToken(token, 'confirm');
      const [done] = await db
        .update(newsletterSubscriptions)
        .set({ status: 'active', confirmedAt: new Date(now()), nonce: newNonce() })
        .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.nonce, row.nonce)))
        .returning({ id: newsletterSubscriptions.id });
      if (!done) throw new AppError('NEWSLETTER_LINK_USED');
      return { message: NEWSLETTER_MESSAGES.subscribed[lang] };
    },

    /** The unsubscription link of a newsletter (one click): the address gets nothing more. */
    async unsubscribe(token: string, lang: Lang): Promise<{ message: string }> {
      const row = await readToken(token, 'unsubscribe');
      if (row.status !== 'active') throw new AppError('NEWSLETTER_LINK_USED');
      const [done] = await db
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date(now()), nonce: newNonce() })
        .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.nonce, row.nonce)))
        .returning({ id: newsletterSubscriptions.id });
      if (!done) throw new AppError('NEWSLETTER_LINK_USED');
      return { message: NEWSLETTER_MESSAGES.unsubscribed[lang] };
    },

    /**
     * Queues one issue of the newsletter to every active subscriber, in their language, each with its own
     * unsubscription link in the text and in the List-Unsubscribe headers (one click in the mail client). `issue`
     * names the issue: sending the same issue again queues nothing twice.
     */
    async send(issue: string, letter: { subject: Localized; paragraphs: Localized[] }): Promise<{ queued: number }> {
      const rows = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, 'active'))
        .orderBy(newsletterSubscriptions.id);
      const mails = rows.map((row): QueuedMail => {
        const lang = (['ru', 'kk', 'en'] as const).find((l) => l === row.lang) ?? 'ru';
        const token = encodeURIComponent(linkToken(row.id, row.nonce, 'unsubscribe'));
        const page = `${config.publicUrl}/newsletter/unsubscribe?token=${token}`;
        const oneClick = `${config.publicUrl}/api/site/public/newsletter/unsubscribe?token=${token}`;
        return {
          key: `newsletter:${issue}:${row.id}`,
          ...composeMail({
            lang,
            to: row.email,
            subject: letter.subject[lang],
            paragraphs: letter.paragraphs.map((paragraph) => paragraph[lang]),
            footer: [fillText(MAIL_TEXTS.unsubscribe[lang], { url: page })],
            headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }),
        };
      });
      for (let i = 0; i < mails.length; i += 500) await deps.enqueueMail(db, mails.slice(i, i + 500));
      return { queued: mails.length };
    },

    /** Subscriptions by state (for the operator and tests). */
    async counts(): Promise<Record<'pending' | 'active' | 'unsubscribed', number>> {
      const rows = (await db.execute(
        sql`select status, count(*)::int as n from ${newsletterSubscriptions} group by status`,
      )) as unknown as { rows: Array<{ status: string; n: number }> };
      const counts = { pending: 0, active: 0, unsubscribed: 0 };
      for (const r of rows.rows) if (r.status in counts) counts[r.status as keyof typeof counts] = Number(r.n);
      return counts;
    },
  };
};

export type NewsletterService = ReturnType<typeof createNewsletterService>;
