import { describe, expect, it } from 'vitest';
import { withKzIdCheckDigit } from '../identity/kz-id.ts';
import { checkPartnerApplication, PARTNER_APPLICATION_LIMITS, partnerApplicationDuplicate } from './partner-application.ts';

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
    // A BIN typed short is told in the BIN's words (it was «the IIN must have 12 digits»).
    ['a BIN one digit short', { ...valid, bin: '94014000038' }, { bin: { kind: 'bin', problem: 'format' } }],
    ['a BIN of five digits', { ...valid, bin: '94014' }, { bin: { kind: 'bin', problem: 'format' } }],
    ['too few digits to tell: the field is a BIN first', { ...valid, bin: '9401' }, { bin: { kind: 'bin', problem: 'format' } }],
    ['an IIN one digit short stays an IIN', { ...valid, bin: '90011530000' }, { bin: { kind: 'iin', problem: 'format' } }],
    [
      'a message over the limit',
      { ...valid, message: 'я'.repeat(PARTNER_APPLICATION_LIMITS.message + 1) },
      { message: { kind: 'exceeded', max: PARTNER_APPLICATION_LIMITS.message } },
    ],
  ])('%s', (_name, input, issues) => {
    expect(checkPartnerApplication(input)).toEqual(issues);
  });
});

describe('partnerApplicationDuplicate', () => {
  const phone = '77020112233';
  const waiting = (over: object = {}) => ({ phone, bin: null, status: 'new', ...over });
  it.each([
    ['nothing waiting', { phone, bin: null }, [], null],
    ['the same phone still new', { phone, bin: null }, [waiting()], 'phone'],
    ['the same phone, answered already', { phone, bin: null }, [waiting({ status: 'contacted' })], null],
    ['the same phone, declined', { phone, bin: null }, [waiting({ status: 'declined' })], null],
    ['another phone, the same BIN', { phone: '77010000000', bin }, [waiting({ bin })], 'bin'],
    ['another phone, another BIN', { phone: '77010000000', bin }, [waiting({ bin: '940140000385' })], null],
    ['no BIN given matches no BIN-less one', { phone: '77010000000', bin: null }, [waiting()], null],
    ['phone and BIN both: the phone is named', { phone, bin }, [waiting({ bin })], 'phone'],
  ] as const)('%s → %s', (_name, application, list, expected) => {
    expect(partnerApplicationDuplicate(application, list)).toBe(expected);
  });
});
