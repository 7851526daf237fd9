import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { payformPage, widgetScript } from './payform.ts';

/**
 * A stand-in for Halyk ePay (reference §5.1), speaking its protocol over HTTP so the production adapter differs
 * only in URLs and credentials:
 * - `POST /oauth2/token` (form): a payment token bound to invoiceID, amount, terminal, secret_hash and the
 *   postLinks; without invoiceID, a service token for status checks;
 * - `GET /payform/payment-api.js`: the `halyk` global with `showPaymentWidget` (a 400 px frame) and `pay`;
 * - `GET /payform/?params=`: the card form; `POST /payform/pay`: the card's outcome, then the postLink call;
 * - `GET /check-status/payment/transaction/{invoiceId}`: the status API.
 * Test cards: 4405 6397 0401 5096 (CVC 321) and 5522 0427 0506 6736 (CVC 775) succeed, 4003 0327 0454 7597 is
 * declined, 4012 8888 8888 1881 (CVC 123) asks for a 3-D Secure code (123456).
 * `POST /sandbox/settings` lets a test slow the token down, withhold postLink, repeat it or tamper with its amount.
 */
export const TEST_CARDS = {
  success: { number: '4405639704015096', expiry: '01/27', cvc: '321' },
  success2: { number: '5522042705066736', expiry: '01/27', cvc: '775' },
  declined: { number: '4003032704547597', expiry: '01/27', cvc: '123' },
  secure3d: { number: '4012888888881881', expiry: '01/27', cvc: '123', code: '123456' },
} as const;

export type BankPayment = {
  invoiceId: string;
  amount: number;
  currency: string;
  terminal: string;
  secretHash: string;
  postLink: string;
  failurePostLink: string;
  token: string;
  status: 'NEW' | 'CHARGE' | 'FAILED' | 'REFUND';
  id: string;
  /** Tenge returned to the card so far (partial refunds add up; at the full amount the status is REFUND). */
  refunded: number;
  cardMask: string;
  reference: string;
  approvalCode: string;
  reason: string;
  reasonCode: string;
  createdDate: string;
  awaiting3ds: boolean;
};

export type BankSettings = {
  /** Hold every token answer this long (a bank that times out). */
  tokenDelayMs: number;
  /** Whether to call postLink / failurePostLink at all (false: a callback that never comes). */
  postLink: boolean;
  /** How many times to call it (the bank retries; the shop must credit once). */
  postLinkRepeats: number;
  /** Send this amount in postLink instead of the real one (a tampered callback carrying the right secret). */
  postLinkAmount: number | null;
  /** Refuse every refund (a bank that will not return money now). */
  refuseRefunds: boolean;
  /** Make refunds but answer 504 (an answer lost on the way: the shop cannot know the money went back). */
  loseRefundAnswers: boolean;
};

export type BankSandboxOptions = { clientId?: string; clientSecret?: string; terminal?: string };

export const BANK_TEST_CREDENTIALS = {
  clientId: 'test',
  clientSecret: 'yF587AV9Ms94qN2QShFzVR3vFnWkhjbAK3sG',
  terminal: '67e34d63-102f-4bd1-898e-370781d0074d',
} as const;

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

const maskOf = (card: string) => `${card.slice(0, 6)}...${card.slice(-4)}`;

export const createBankSandbox = (options: BankSandboxOptions = {}): FastifyInstance => {
  const creds = { ...BANK_TEST_CREDENTIALS, ...options };
  const app = Fastify({ logger: false });
  void app.register(formbody);
  const payments = new Map<string, BankPayment>();
  /** Refunds made, by the shop's externalID: asking again under one is that refund again. */
  const refundsByReference = new Map<string, { paymentId: string; amount: number }>();
  const serviceTokens = new Set<string>();
  const settings: BankSettings = {
    tokenDelayMs: 0,
    postLink: true,
    postLinkRepeats: 1,
    postLinkAmount: null,
    refuseRefunds: false,
    loseRefundAnswers: false,
  };
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host}`;

  const callback = async (payment: BankPayment) => {
    if (!settings.postLink) return;
    const success = payment.status === 'CHARGE';
    const url = success ? payment.postLink : payment.failurePostLink;
    if (!url) return;
    const body = {
      id: payment.id,
      invoiceId: payment.invoiceId,
      amount: settings.postLinkAmount ?? payment.amount,
      currency: payment.currency,
      terminal: payment.terminal,
      cardMask: payment.cardMask,
      reference: payment.reference,
      approvalCode: payment.approvalCode,
      code: success ? 'ok' : 'error',
      reason: payment.reason,
      reasonCode: payment.reasonCode,
      secret_hash: payment.secretHash,
      dateTime: new Date().toISOString(),
    };
    for (let i = 0; i < settings.postLinkRepeats; i++) {
      await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      }).catch(() => undefined);
    }
  };

  app.post('/oauth2/token', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (settings.tokenDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.tokenDelayMs));
    if (
      form.grant_type !== 'client_credentials' ||
      form.client_id !== creds.clientId ||
      form.client_secret !== creds.clientSecret
    ) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    const token = randomBytes(16).toString('base64url').toUpperCase();
    if (form.invoiceID === undefined) {
      serviceTokens.add(token);
      return { access_token: token, expires_in: 7_200, refresh_token: '', scope: 'webapi', token_type: 'Bearer' };
    }
    const amount = Number(form.amount);
    if (!/^\d{6,15}$/.test(form.invoiceID) || !(amount > 0) || form.terminal !== creds.terminal || !form.secret_hash) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: 'invoiceID, amount, terminal and secret_hash are required' });
    }
    const existing = payments.get(form.invoiceID);
    if (existing && existing.status !== 'NEW') {
      return reply.code(400).send({ error: 'invalid_request', error_description: 'invoiceID has already been used' });
    }
    payments.set(form.invoiceID, {
      invoiceId: form.invoiceID,
      amount,
      currency: form.currency ?? 'KZT',
      terminal: form.terminal,
      secretHash: form.secret_hash,
      postLink: form.postLink ?? '',
      failurePostLink: form.failurePostLink ?? '',
      token,
      status: 'NEW',
      id: randomUUID(),
      cardMask: '',
      reference: '',
      approvalCode: '',
      reason: '',
      reasonCode: '',
      createdDate: new Date().toISOString(),
      awaiting3ds: false,
      refunded: 0,
    });
    return { access_token: token, expires_in: 1_200, refresh_token: '', scope: 'payment', token_type: 'Bearer' };
  });

  app.get('/payform/payment-api.js', async (request, reply) => {
    reply.type('application/javascript; charset=utf-8').header('access-control-allow-origin', '*');
    return widgetScript(originOf(request));
  });

  app.get('/payform/', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    return payformPage(originOf(request));
  });

  /** The card form's submission: `{ invoiceId, token, card, expiry, cvc }` or `{ invoiceId, token, code }` for 3-D Secure. */
  app.post('/payform/pay', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const payment = payments.get(body.invoiceId ?? '');
    if (!payment || payment.token !== body.token)
      return reply.code(403).send({ status: 'ERROR', reason: 'Payment session not found' });
    if (payment.status !== 'NEW') return { status: payment.status, reason: payment.reason };
    if (payment.awaiting3ds) {
      payment.awaiting3ds = false;
      if (body.code === TEST_CARDS.secure3d.code) return settle(payment, 'CHARGE');
      return settle(payment, 'FAILED', '3-D Secure authentication failed', '455');
    }
    const card = (body.card ?? '').replace(/\D/g, '');
    if (card.length < 13 || card.length > 19 || !luhn(card)) return reply.code(400).send({ status: 'INVALID', field: 'card' });
    const [mm = '', yy = ''] = (body.expiry ?? '').split('/').map((p) => p.trim());
    const month = Number(mm);
    const year = 2000 + Number(yy);
    const now = new Date();
    if (
      !(month >= 1 && month <= 12) ||
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    ) {
      return reply.code(400).send({ status: 'INVALID', field: 'expiry' });
    }
    if (!/^\d{3}$/.test(body.cvc ?? '')) return reply.code(400).send({ status: 'INVALID', field: 'cvc' });
    payment.cardMask = maskOf(card);
    if (card === TEST_CARDS.secure3d.number) {
      payment.awaiting3ds = true;
      return { status: '3DS' };
    }
    if (card === TEST_CARDS.declined.number) return settle(payment, 'FAILED', 'Declined by the issuer: insufficient funds', '05');
    const known = [TEST_CARDS.success, TEST_CARDS.success2].find((c) => c.number === card);
    if (known && known.cvc !== body.cvc) return settle(payment, 'FAILED', 'Wrong CVC', '82');
    return settle(payment, 'CHARGE');
  });

  const settle = async (payment: BankPayment, status: 'CHARGE' | 'FAILED', reason = '', reasonCode = '') => {
    payment.status = status;
    payment.reason = reason;
    payment.reasonCode = reasonCode;
    if (status === 'CHARGE') {
      payment.reference = String(randomInt(100_000_000_000, 999_999_999_999));
      payment.approvalCode = String(randomInt(100_000, 999_999));
    }
    // The bank tells the shop before it tells the buyer's browser.
    await callback(payment);
    return { status, reason };
  };

  app.get('/check-status/payment/transaction/:invoiceId', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!serviceTokens.has(header.replace(/^Bearer /, ''))) return reply.code(401).send({ error: 'invalid_token' });
    const payment = payments.get((request.params as { invoiceId: string }).invoiceId);
    if (!payment) return { resultCode: '102', resultMessage: 'Invoice not found' };
    return {
      resultCode: '100',
      resultMessage: 'SUCCESS',
      transaction: {
        id: payment.id,
        createdDate: payment.createdDate,
        invoiceID: payment.invoiceId,
        amount: payment.amount,
        currency: payment.currency,
        terminal: payment.terminal,
        statusName: payment.status,
        cardMask: payment.cardMask,
        reference: payment.reference,
        reason: payment.reason,
        reasonCode: payment.reasonCode,
        approvalCode: payment.approvalCode,
      },
    };
  });

  /**
   * The refund operation (Halyk ePay `POST /operation/{id}/refund?amount=&externalID=`): on a charged payment, at most
   * what is left; once for each externalID.
   */
  app.post('/operation/:id/refund', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!serviceTokens.has(header.replace(/^Bearer /, ''))) return reply.code(401).send({ error: 'invalid_token' });
    if (settings.refuseRefunds) return reply.code(400).send({ code: 'error', message: 'Refunds are switched off' });
    const { id } = request.params as { id: string };
    const query = request.query as { amount?: string; externalID?: string };
    const amount = Number(query.amount);
    // The same externalID again (the shop did not get the first answer) is that refund, not a second one.
    const earlier = query.externalID ? refundsByReference.get(query.externalID) : undefined;
    const payment = [...payments.values()].find((p) => p.id === id && (p.status === 'CHARGE' || earlier !== undefined));
    if (!payment) return reply.code(404).send({ code: 'error', message: 'Operation not found' });
    if (earlier) {
      if (earlier.paymentId !== payment.id || earlier.amount !== amount) {
        return reply.code(400).send({ code: 'error', message: 'This externalID belongs to another refund' });
      }
    } else {
      const left = Math.round((payment.amount - payment.refunded) * 100);
      if (!(amount > 0) || Math.round(amount * 100) > left) {
        return reply.code(400).send({ code: 'error', message: 'The amount is above what can be refunded' });
      }
      payment.refunded = Math.round((payment.refunded + amount) * 100) / 100;
      if (Math.round(payment.refunded * 100) === Math.round(payment.amount * 100)) payment.status = 'REFUND';
      if (query.externalID) refundsByReference.set(query.externalID, { paymentId: payment.id, amount });
    }
    if (settings.loseRefundAnswers) return reply.code(504).send({ code: 'error', message: 'Gateway timeout' });
    return { code: 'ok', refunded: payment.refunded };
  });

  app.post('/sandbox/settings', async (request) => {
    const body = (request.body ?? {}) as Partial<BankSettings>;
    if (typeof body.tokenDelayMs === 'number') settings.tokenDelayMs = body.tokenDelayMs;
    if (typeof body.postLink === 'boolean') settings.postLink = body.postLink;
    if (typeof body.postLinkRepeats === 'number') settings.postLinkRepeats = body.postLinkRepeats;
    if (typeof body.refuseRefunds === 'boolean') settings.refuseRefunds = body.refuseRefunds;
    if (typeof body.loseRefundAnswers === 'boolean') settings.loseRefundAnswers = body.loseRefundAnswers;
    if (body.postLinkAmount === null || typeof body.postLinkAmount === 'number') settings.postLinkAmount = body.postLinkAmount;
    return settings;
  });

  app.get('/sandbox/payments', async () => [...payments.values()].map(({ token: _t, secretHash: _s, ...rest }) => rest));

  return app;
};
