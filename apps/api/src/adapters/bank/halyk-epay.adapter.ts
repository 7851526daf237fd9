import type { BankConfig } from '../../config.ts';
import { BankError, type BankPort, BankRefusedError, type BankToken, type BankTransaction } from './bank.port.ts';

const isToken = (value: unknown): value is BankToken =>
  typeof value === 'object' && value !== null && typeof (value as BankToken).access_token === 'string';

/**
 * Halyk ePay over HTTP: OAuth client_credentials for a per-payment token (bound to invoiceID, amount, terminal
 * and secret_hash) and for a service token that reads `check-status`. The sandbox and the real bank differ only
 * in the URLs and credentials of `config.bank`.
 */
export const createHalykEpay = (bank: BankConfig): BankPort => {
  let service: { token: string; until: number } | undefined;

  const requestToken = async (fields: Record<string, string>): Promise<BankToken> => {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: bank.clientId,
      client_secret: bank.clientSecret,
      ...fields,
    });
    let response: Response;
    try {
      response = await fetch(bank.oauthUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(bank.timeoutMs),
      });
    } catch (error) {
      throw new BankError(`token request failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const body = (await response.json().catch(() => undefined)) as unknown;
    if (!response.ok || !isToken(body)) throw new BankError(`token refused: HTTP ${response.status}`);
    return body;
  };

  const serviceToken = async (): Promise<string> => {
    if (service && service.until > Date.now()) return service.token;
    const token = await requestToken({ scope: 'webapi usermanagement email_send verification statement statistics payment' });
    service = { token: token.access_token, until: Date.now() + Math.max(0, token.expires_in - 60) * 1000 };
    return token.access_token;
  };

  /** A call with the service token, asked again once with a fresh token when the bank has forgotten the old one. */
  const withServiceToken = async (what: string, call: (token: string) => Promise<Response>): Promise<Response> => {
    try {
      let response = await call(await serviceToken());
      if (response.status === 401) {
        service = undefined;
        response = await call(await serviceToken());
      }
      return response;
    } catch (error) {
      if (error instanceof BankError) throw error;
      throw new BankError(`${what} request failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return {
    terminal: bank.terminal,
    widgetUrl: bank.widgetUrl,

    paymentToken: (request) =>
      requestToken({
        scope: 'payment',
        invoiceID: request.invoiceId,
        secret_hash: request.secretHash,
        amount: String(request.amount),
        currency: 'KZT',
        terminal: bank.terminal,
        postLink: request.postLink,
        failurePostLink: request.failurePostLink,
      }),

    async transaction(invoiceId): Promise<BankTransaction> {
      const ask = async (token: string) =>
        fetch(`${bank.apiUrl}/check-status/payment/transaction/${encodeURIComponent(invoiceId)}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(bank.timeoutMs),
        });
      const response = await withServiceToken('status', ask);
      const body = (await response.json().catch(() => undefined)) as
        | { resultCode?: string; transaction?: Record<string, unknown> }
        | undefined;
      if (!response.ok || !body) throw new BankError(`status refused: HTTP ${response.status}`);
      if (body.resultCode === '102') return { found: false };
      const t = body.transaction;
      if (body.resultCode !== '100' || !t || typeof t.statusName !== 'string') {
        throw new BankError(`status answered resultCode ${body.resultCode}`);
      }
      const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
      return {
        found: true,
        statusName: t.statusName,
        amount: Number(t.amount),
        currency: String(t.currency ?? ''),
        terminal: text(t.terminal),
        id: text(t.id),
        cardMask: text(t.cardMask),
        reason: text(t.reason),
        reasonCode: typeof t.reasonCode === 'number' ? String(t.reasonCode) : text(t.reasonCode),
      };
    },

    async refund(paymentId, amount, reference) {
      const query = new URLSearchParams({ amount: String(amount), externalID: reference });
      const response = await withServiceToken('refund', (token) =>
        fetch(`${bank.apiUrl}/operation/${encodeURIComponent(paymentId)}/refund?${query}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(bank.timeoutMs),
        }),
      );
      // A 4xx is the bank's no; a 5xx (like a timeout, thrown above) leaves it unknown whether the money went back.
      if (response.status >= 400 && response.status < 500) throw new BankRefusedError(`refund refused: HTTP ${response.status}`);
      if (!response.ok) throw new BankError(`refund unanswered: HTTP ${response.status}`);
    },
  };
};
