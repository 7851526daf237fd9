import { MAIL_TEXTS, ORDER_MAIL, type OrderMailEvent } from '@jetkiz/contract';
import { fillText, formatTenge, type Lang } from '@jetkiz/domain';
import type { OutgoingMail } from '../../adapters/mail/index.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A link as a button in the HTML part (the plain-text part carries the same address written out). */
type MailLink = { url: string; button: string; line: string };

/**
 * One e-mail from its parts: a greeting, paragraphs, an optional link, and the closing line — as plain text and as
 * simple HTML (inline styles only: mail clients drop style sheets), in the reader's language.
 */
export const composeMail = (parts: {
  lang: Lang;
  to: string;
  name?: string | undefined;
  subject: string;
  paragraphs: string[];
  link?: MailLink;
  footer?: string[];
  headers?: Record<string, string>;
}): OutgoingMail => {
  const { lang } = parts;
  const greeting = parts.name ? fillText(MAIL_TEXTS.greeting[lang], { name: parts.name }) : MAIL_TEXTS.greetingNoName[lang];
  const footer = [...(parts.footer ?? []), MAIL_TEXTS.automatic[lang]];
  const text = [
    greeting,
    '',
    ...parts.paragraphs,
    ...(parts.link ? ['', parts.link.line] : []),
    '',
    '—',
    ...footer,
    'Jetkiz',
  ].join('\n');
  const p = (s: string, style = 'margin:0 0 12px') => `<p style="${style}">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="${lang === 'kk' ? 'kk' : lang}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font:15px/1.5 Arial,Helvetica,sans-serif;color:#1b1f24">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<div style="font-weight:bold;font-size:20px;color:#0a6fa8;margin-bottom:16px">Jetkiz</div>
${p(greeting)}${parts.paragraphs.map((line) => p(line)).join('')}${
  parts.link
    ? `<p style="margin:20px 0"><a href="${escapeHtml(parts.link.url)}" style="display:inline-block;background:#0a6fa8;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(parts.link.button)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(parts.link.url)}</p>`
    : ''
}
<hr style="border:0;border-top:1px solid #e3e6ea;margin:20px 0">${footer.map((line) => p(line, 'margin:0 0 6px;font-size:13px;color:#555')).join('')}
</div></body></html>`;
  return { to: parts.to, subject: parts.subject, text, html, ...(parts.headers && { headers: parts.headers }) };
};

/** What an order e-mail says of the order. */
export type OrderForMail = {
  id: string;
  orderNumber: string;
  trackNumber: string;
  from: string;
  to: string;
  amountTiyn: number;
  /** A priority order (its page is under /cabinet/priority/orders). */
  priority: boolean;
};

/** The e-mail that tells the sender of an order event, in their language. */
export const orderMail = (
  event: OrderMailEvent,
  order: OrderForMail,
  contact: { email: string; name: string; lang: Lang },
  publicUrl: string,
): OutgoingMail => {
  const { lang } = contact;
  const values = {
    number: order.orderNumber,
    track: order.trackNumber,
    from: order.from,
    to: order.to,
    amount: formatTenge(order.amountTiyn, lang),
  };
  const url = `${publicUrl}/cabinet/${order.priority ? 'priority/' : ''}orders/${encodeURIComponent(order.id)}`;
  return composeMail({
    lang,
    to: contact.email,
    name: contact.name,
    subject: fillText(ORDER_MAIL[event].subject[lang], values),
    paragraphs: [fillText(ORDER_MAIL[event].line[lang], values)],
    link: { url, button: MAIL_TEXTS.openOrderButton[lang], line: fillText(MAIL_TEXTS.openOrder[lang], { url }) },
  });
};
