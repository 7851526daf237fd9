import type { SmsConfig } from '../../config.ts';
import { createMobizonSms } from './mobizon.adapter.ts';
import type { SmsPort } from './sms.port.ts';

export { SmsNotSentError, type SmsPort } from './sms.port.ts';

/** The SMS gateway of the configuration (the sandbox speaks the same protocol). */
export const createSms = (sms: SmsConfig): SmsPort =>
  createMobizonSms({ baseUrl: sms.apiUrl, apiKey: sms.apiKey, sender: sms.sender });
