/** Sends one SMS. Throws `SmsNotSentError` when the gateway refuses or does not answer; never retries itself. */
export type SmsPort = { send(to: string, text: string): Promise<{ messageId: string }> };

export class SmsNotSentError extends Error {
  override name = 'SmsNotSentError';
}
