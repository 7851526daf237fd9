import { TRANSFER_INVOICE_MAX } from '@jetkiz/domain';
import { describe, expect, it } from 'vitest';
import { checkSavedAddress } from '../address-check.ts';
import { BANK_DECLINE_MESSAGES, bankDeclineMessage, bankDeclineOf, sumProblemMessage } from '../wallet-messages.ts';

const complete = { name: 'Склад на Абая', streetAbbrId: 1, street: 'Абая', house: '52', kato: '751110000' };

describe('the saved-address check (spec §5), one for the API and the web', () => {
  it('accepts a complete address', () => {
    expect(checkSavedAddress(complete, 'ru')).toEqual({});
  });

  it.each([
    ['ru', { ...complete, name: ' ' }, 'name', 'Укажите название объекта'],
    ['kk', { ...complete, streetAbbrId: null }, 'streetAbbrId', 'Көше түрін таңдаңыз'],
    ['en', { ...complete, street: '' }, 'street', 'Enter the street name'],
    ['ru', { ...complete, house: '' }, 'house', 'Укажите номер дома'],
    ['ru', { ...complete, kato: '12' }, 'kato', 'Укажите населённый пункт'],
    ['ru', { ...complete, flat: 'x'.repeat(21) }, 'flat', 'Превышено количество символов'],
  ] as const)('in %s names the bad field of %j', (lang, body, field, message) => {
    expect(checkSavedAddress(body, lang)).toEqual({ [field]: message });
  });

  it('refuses a street with Latin letters with the street-name rule', () => {
    expect(Object.keys(checkSavedAddress({ ...complete, street: 'Abaya' }, 'ru'))).toEqual(['street']);
  });

  it('asks the caller whether the locality exists', () => {
    expect(checkSavedAddress(complete, 'ru', () => false)).toEqual({ kato: 'Укажите населённый пункт' });
  });
});

describe('the top-up sum message', () => {
  it.each([
    ['tooSmall', 'ru', 'Минимальная сумма пополнения — 100\u00a0₸'],
    ['tooLarge', 'en', 'The maximum top-up is 1,000,000\u00a0₸'],
    // ru and kk named «the maximum sum» of nothing, where en and the minimum say it is the top-up's.
    ['tooLarge', 'kk', 'Толықтырудың ең үлкен сомасы — 1\u00a0000\u00a0000\u00a0₸'],
    ['notANumber', 'kk', 'Соманы теңгемен, үтірден кейін екі таңбадан аспай енгізіңіз'],
    ['negative', 'kk', 'Толықтырудың ең аз сомасы — 100\u00a0₸'],
    ['tooManyDecimals', 'en', 'Enter a sum in tenge with at most two decimals'],
  ] as const)('%s in %s', (problem, lang, text) => {
    expect(sumProblemMessage(problem, lang)).toBe(text);
  });

  it('fills in other limits (a transfer invoice)', () => {
    expect(sumProblemMessage('tooLarge', 'ru', { min: 1, max: TRANSFER_INVOICE_MAX })).toBe(
      `Максимальная сумма пополнения — ${new Intl.NumberFormat('ru-KZ').format(100_000_000)}\u00a0₸`,
    );
  });
});

describe('a bank decline in the customer language', () => {
  it.each([
    ['Declined by the issuer: insufficient funds', '05', 'insufficientFunds'],
    ['3-D Secure authentication failed', '455', 'secure3d'],
    ['Wrong CVC', '82', 'cardDetails'],
    ['Something odd', '51', 'insufficientFunds'],
    ['3D', undefined, 'secure3d'],
    ['CANCEL', undefined, 'cancelled'],
    ['FAILED', undefined, 'declined'],
    [null, null, 'declined'],
  ] as const)('«%s» (code %s) is %s', (reason, code, kind) => {
    expect(bankDeclineOf(reason, code)).toBe(kind);
  });

  it('never carries the bank English text into Russian or Kazakh', () => {
    const said = 'Declined by the issuer: insufficient funds';
    for (const lang of ['ru', 'kk'] as const) {
      const text = bankDeclineMessage(said, lang);
      expect(text).not.toContain(said);
      expect(text).not.toMatch(/[A-Za-z]{4,}/);
    }
    expect(bankDeclineMessage(said, 'ru')).toBe(BANK_DECLINE_MESSAGES.insufficientFunds.ru);
  });
});
