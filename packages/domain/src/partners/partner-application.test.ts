import { describe, expect, it } from 'vitest';
import { withKzIdCheckDigit } from '../identity/kz-id.ts';
import { checkPartnerApplication, PARTNER_APPLICATION_LIMITS } from './partner-application.ts';

const valid = { name: 'Айгерим Сапарова', phone: '+7 701 123 45 67', email: 'shop@example.kz', city: 'Алматы' };
const bin = withKzIdCheckDigit('24034001234') as string;

describe('checkPartnerApplication', () => {
  it.each([
    ['the required fields alone', valid, {}],
    [
      'with a company, a real BIN and a message',
      { ...valid, company: 'ТОО «Дүкен»', bin, message: 'Продаём на маркетплейсе' },
      {},
    ],
    ['empty name and city', { ...valid, name: '  ', city: '' }, { name: { kind: 'required' }, city: { kind: 'required' } }],
    ['no phone', { ...valid, phone: '' }, { phone: { kind: 'required' } }],
    ['a landline', { ...valid, phone: '+7 727 123 45 67' }, { phone: { kind: 'phone', problem: 'prefix' } }],
    ['a bad e-mail', { ...valid, email: 'shop@' }, { email: { kind: 'email' } }],
    [
      'a BIN with a wrong check digit',
      { ...valid, bin: `${bin.slice(0, 11)}${(Number(bin[11]) + 1) % 10}` },
      { bin: { kind: 'bin', problem: 'checksum' } },
    ],
    ['twelve digits that are no IIN', { ...valid, bin: '111111111111' }, { bin: { kind: 'iin', problem: 'repeatedDigits' } }],
    [
      'a message over the limit',
      { ...valid, message: 'я'.repeat(PARTNER_APPLICATION_LIMITS.message + 1) },
      { message: { kind: 'exceeded', max: PARTNER_APPLICATION_LIMITS.message } },
    ],
  ])('%s', (_name, input, issues) => {
    expect(checkPartnerApplication(input)).toEqual(issues);
  });
});
