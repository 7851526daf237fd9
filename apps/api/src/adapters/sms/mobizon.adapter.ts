import { SmsNotSentError, type SmsPort } from './sms.port.ts';

/**
 * A Mobizon-style HTTP API (reference §7.2): `POST {base}/service/message/sendsmsmessage?output=json&api=v1&apiKey=…`
 * with `recipient`, `text` and optional `from` form-encoded; `{ code: 0 | 100, data: { messageId } }` is success.
 * The sandbox gateway speaks the same, so only the base URL and key differ in production.
 */
export const createMobizonSms = (options: {
  baseUrl: string;
  apiKey: string;
  sender?: string | undefined;
  timeoutMs?: number;
}): SmsPort => ({
  async send(to, text) {
    const url = new URL('/service/message/sendsmsmessage', options.baseUrl);
    url.search = new URLSearchParams({ output: 'json', api: 'v1', apiKey: options.apiKey }).toString();
    const form = new URLSearchParams({ recipient: to, text, ...(options.sender ? { from: options.sender } : {}) });
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new SmsNotSentError(`SMS gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const body = (await response.json().catch(() => null)) as {
      code?: number;
      data?: { messageId?: string };
      message?: string;
    } | null;
    if (!response.ok || !body || (body.code !== 0 && body.code !== 100)) {
      throw new SmsNotSentError(`SMS gateway refused: HTTP ${response.status} ${body?.code ?? ''} ${body?.message ?? ''}`.trim());
    }
    return { messageId: String(body.data?.messageId ?? '') };
  },
});
