import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';

/** One message the gateway accepted. */
export type SmsMessage = { id: string; to: string; text: string; from: string | null; sentAt: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A stand-in for a Mobizon-style SMS gateway (reference §7.2): `POST /service/message/sendsmsmessage`
 * with `apiKey` in the query and `recipient`, `text`, `from` form-encoded, answering `{code, data, message}`.
 * It keeps an inbox: `GET /messages?to=77XXXXXXXXX` (JSON, newest first) and `GET /` (a page for people).
 */
export const createSmsGateway = (options: { apiKey?: string; keep?: number } = {}): FastifyInstance => {
  const app = Fastify({ logger: false });
  const inbox: SmsMessage[] = [];
  const keep = options.keep ?? 1_000;
  let next = 1;
  void app.register(formbody);

  app.post('/service/message/sendsmsmessage', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    if (options.apiKey && query.apiKey !== options.apiKey) {
      return reply.send({ code: 8, data: null, message: 'Invalid API key' });
    }
    const recipient = body.recipient ?? '';
    const text = body.text ?? '';
    if (!/^7\d{10}$/.test(recipient)) return reply.send({ code: 1, data: { recipient }, message: 'Invalid recipient' });
    if (text.length === 0 || text.length > 1_000) return reply.send({ code: 1, data: { text }, message: 'Invalid text' });
    const message: SmsMessage = {
      id: String(next++),
      to: recipient,
      text,
      from: body.from ?? null,
      sentAt: new Date().toISOString(),
    };
    inbox.unshift(message);
    inbox.length = Math.min(inbox.length, keep);
    return reply.send({ code: 0, data: { campaignId: message.id, messageId: message.id, status: 'ACCEPTD' }, message: '' });
  });

  app.get('/messages', async (request) => {
    const to = (request.query as Record<string, string | undefined>).to;
    return inbox.filter((m) => !to || m.to === to).map(({ to: recipient, text, sentAt }) => ({ to: recipient, text, sentAt }));
  });

  app.get('/', async (_request, reply) => {
    const rows = inbox
      .slice(0, 100)
      .map((m) => `<tr><td>${escapeHtml(m.sentAt)}</td><td>+${escapeHtml(m.to)}</td><td>${escapeHtml(m.text)}</td></tr>`)
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="ru"><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>SMS sandbox</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px 10px;text-align:left}</style>
<h1>SMS sandbox — inbox</h1><p>Messages sent by Jetkiz, newest first (refreshes every 5 s). JSON: <code>/messages?to=77XXXXXXXXX</code></p>
<table><tr><th>sent</th><th>to</th><th>text</th></tr>${rows || '<tr><td colspan="3">No messages yet</td></tr>'}</table></html>`;
  });
  return app;
};
