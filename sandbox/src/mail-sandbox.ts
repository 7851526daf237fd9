import Fastify, { type FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the sandbox's SMTP server accepted. */
export type MailMessage = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  receivedAt: string;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const MAX_MESSAGE_BYTES = 2_000_000;

/**
 * A stand-in for the mail server: an SMTP server (no TLS, no authentication: it is local) that keeps what it is given,
 * and an HTTP side like the SMS sandbox's — `GET /messages?to=address` (JSON, newest first), `GET /` (an inbox page
 * for people) and `GET /messages/{id}.html` (the message as its reader sees it).
 */
export const createMailSandbox = (options: { keep?: number } = {}) => {
  const inbox: MailMessage[] = [];
  const keep = options.keep ?? 1_000;
  let next = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Jetkiz mail sandbox',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          inbox.unshift({
            id: String(next++),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            headers,
            receivedAt: new Date().toISOString(),
          });
          inbox.length = Math.min(inbox.length, keep);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  const http: FastifyInstance = Fastify({ logger: false });
  // Closing the inbox's HTTP side closes the SMTP server too (the sandboxes are stopped by their apps).
  http.addHook('onClose', (_instance, done) => {
    smtp.close(() => done());
  });
  http.get('/messages', async (request) => {
    const to = (request.query as Record<string, string | undefined>).to?.toLowerCase();
    return inbox.filter((m) => !to || m.to.includes(to));
  });
  http.get('/messages/:id.html', async (request, reply) => {
    const message = inbox.find((m) => m.id === (request.params as { id: string }).id);
    if (!message) return reply.code(404).send({ message: 'no such message' });
    reply.type('text/html; charset=utf-8');
    return message.html ?? `<pre>${escapeHtml(message.text)}</pre>`;
  });
  http.get('/', async (_request, reply) => {
    const rows = inbox
      .slice(0, 100)
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${m.id}.html">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="ru"><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Mail sandbox</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px 10px;text-align:left}</style>
<h1>Mail sandbox — inbox</h1><p>E-mail sent by Jetkiz, newest first (refreshes every 5 s). JSON: <code>/messages?to=address</code></p>
<table><tr><th>received</th><th>to</th><th>subject</th></tr>${rows || '<tr><td colspan="3">No e-mail yet</td></tr>'}</table></html>`;
  });

  return {
    http,
    smtp,
    /** Starts both sides; answers the HTTP inbox's URL and the SMTP_URL to give the API. */
    async listen(host: string, ports: { http: number; smtp: number }): Promise<{ url: string; smtpUrl: string }> {
      const url = await http.listen({ host, port: ports.http });
      const smtpPort = await new Promise<number>((resolve, reject) => {
        smtp.once('error', reject);
        smtp.listen(ports.smtp, host, () => {
          const address = smtp.server.address();
          resolve(typeof address === 'object' && address ? address.port : ports.smtp);
        });
      });
      return { url, smtpUrl: `smtp://${host}:${smtpPort}` };
    },
    close: () => http.close(),
  };
};

export type MailSandbox = ReturnType<typeof createMailSandbox>;
