import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../../config.ts';

/** One e-mail as the outbox hands it over: plain text always, HTML when there is a richer view, extra headers. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

/** The mail server (SMTP). `send` resolves when the server has accepted the message, and throws otherwise. */
export type MailPort = { send(mail: OutgoingMail): Promise<void>; close(): void };

/**
 * SMTP through nodemailer: `smtp://host:587` upgrades with STARTTLS when the server offers it, `smtps://` is TLS from
 * the start; credentials ride in the URL. The sandbox (npm start) is an SMTP server of its own with an inbox page.
 */
export const createSmtpMail = (config: Pick<MailConfig, 'smtpUrl' | 'from'>): MailPort => {
  const url = new URL(config.smtpUrl);
  // nodemailer loads with the first message, not with every process (most never send one).
  let transport: Promise<Transporter> | undefined;
  const connect = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: url.hostname,
        port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
        secure: url.protocol === 'smtps:',
        ...(url.username && { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    return transport;
  };
  return {
    async send(mail) {
      await (await connect()).sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html && { html: mail.html }),
        ...(mail.headers && { headers: mail.headers }),
      });
    },
    close: () => {
      transport?.then((t) => t.close()).catch(() => undefined);
    },
  };
};
