import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, amountInWordsLines, documentLanguages, integerInWords } from './amount-in-words.ts';
import {
  adjustmentEntries,
  applyToWallet,
  avrPaymentActId,
  avrPaymentKey,
  checkEntries,
  isAvrPayment,
  isServicePenalty,
  isServiceRefund,
  type LedgerEntry,
  orderPaymentEntries,
  receiptStatesVat,
  refundEntries,
  serviceChargeEntries,
  servicePenaltyEntries,
  servicePenaltyKey,
  serviceRefundEntries,
  serviceRefundKey,
  topUpEntries,
  walletDelta,
} from './ledger.ts';
import { checkPromo, normalizePromoCode, type PromoCode, promoDiscount } from './promo.ts';
import { bankInvoiceId, checkTopUpSum, isBankInvoiceId } from './topup.ts';

describe('ledger movements', () => {
  it.each<[string, LedgerEntry[], number]>([
    ['top-up of 10 000 ₸', topUpEntries('u1', 1_000_000), 1_000_000],
    ['payment of 5 000 ₸', orderPaymentEntries('u1', 500_000, 0), -500_000],
    ['payment with a 500 ₸ promo', orderPaymentEntries('u1', 500_000, 50_000), -450_000],
    ['a promo that covers everything', orderPaymentEntries('u1', 500_000, 500_000), 0],
    ['refund with promo', refundEntries('u1', 500_000, 50_000), 450_000],
    ['adjustment down', adjustmentEntries('u1', -1_000), -1_000],
  ])('%s is balanced and moves the wallet by %#', (_name, entries, delta) => {
    expect(checkEntries(entries)).toEqual({ ok: true });
    expect(walletDelta(entries, 'u1')).toBe(delta);
    expect(walletDelta(entries, 'someone-else')).toBe(0);
  });

  it.each<[string, LedgerEntry[], string]>([
    ['one line', [{ account: { wallet: 'u' }, amount: 0 }], 'empty'],
    [
      'unbalanced',
      [
        { account: { wallet: 'u' }, amount: 100 },
        { account: { system: 'bank' }, amount: -99 },
      ],
      'notBalanced',
    ],
    [
      'fractional tiyn',
      [
        { account: { wallet: 'u' }, amount: 0.5 },
        { account: { system: 'bank' }, amount: -0.5 },
      ],
      'notWhole',
    ],
    [
      'a zero line',
      [
        { account: { wallet: 'u' }, amount: 0 },
        { account: { system: 'bank' }, amount: 0 },
      ],
      'zeroAmount',
    ],
  ])('refuses %s', (_name, entries, problem) => {
    expect(checkEntries(entries)).toEqual({ ok: false, problem });
  });

  it.each([
    [10_000, -10_000, { ok: true, balance: 0 }],
    [10_000, -10_001, { ok: false, problem: 'insufficient', shortfall: 1 }],
    [0, 500, { ok: true, balance: 500 }],
  ])('a wallet of %i moved by %i', (balance, delta, result) => {
    expect(applyToWallet(balance, delta)).toEqual(result);
  });

  it('a refund undoes its payment exactly, for any price and discount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e10 }), fc.integer({ min: 0, max: 1e10 }), (total, d) => {
        const discount = Math.min(d, total);
        const pay = orderPaymentEntries('w', total, discount);
        const back = refundEntries('w', total, discount);
        return checkEntries(pay).ok && checkEntries(back).ok && walletDelta(pay, 'w') + walletDelta(back, 'w') === 0;
      }),
    );
  });
});

describe('promo codes', () => {
  const promo: PromoCode = {
    code: 'AUTUMN10',
    kind: 'percent',
    value: 1_000,
    validFrom: '2026-11-01',
    validTo: '2026-11-30',
    maxUses: 100,
    used: 10,
    perCustomer: 1,
  };
  it.each<[string, Partial<PromoCode>, string, number, ReturnType<typeof checkPromo>]>([
    ['valid', {}, '2026-11-21', 0, { ok: true }],
    ['first day', {}, '2026-11-01', 0, { ok: true }],
    ['last day', {}, '2026-11-30', 0, { ok: true }],
    ['not started', {}, '2026-10-31', 0, { ok: false, problem: 'notStarted' }],
    ['expired', {}, '2026-12-01', 0, { ok: false, problem: 'expired' }],
    ['used up', { used: 100 }, '2026-11-21', 0, { ok: false, problem: 'exhausted' }],
    ['once per customer', {}, '2026-11-21', 1, { ok: false, problem: 'customerLimit' }],
    ['no limits', { maxUses: null, perCustomer: null, used: 1e6 }, '2026-11-21', 50, { ok: true }],
  ])('%s', (_name, change, today, usedByCustomer, result) => {
    expect(checkPromo({ ...promo, ...change }, today, usedByCustomer)).toEqual(result);
  });

  it.each<[PromoCode['kind'], number, number, number]>([
    ['percent', 1_000, 500_000, 50_000],
    ['percent', 1_000, 12_345, 1_235],
    ['percent', 15_000, 500_000, 500_000],
    ['fixed', 100_000, 500_000, 100_000],
    ['fixed', 100_000, 60_000, 60_000],
    ['fixed', -5, 60_000, 0],
  ])('%s %i off %i is %i', (kind, value, total, discount) => {
    expect(promoDiscount({ kind, value }, total)).toBe(discount);
  });

  it('codes are typed without regard to case and spaces', () => {
    expect(normalizePromoCode('  autumn10 ')).toBe('AUTUMN10');
  });
});

describe('top-up sums and bank invoice numbers', () => {
  it.each<[unknown, ReturnType<typeof checkTopUpSum>]>([
    ['10000', { ok: true, value: 1_000_000 }],
    [100, { ok: true, value: 10_000 }],
    ['1000000', { ok: true, value: 100_000_000 }],
    ['0', { ok: false, problem: 'tooSmall' }],
    ['99.99', { ok: false, problem: 'tooSmall' }],
    ['-5', { ok: false, problem: 'negative' }],
    ['десять', { ok: false, problem: 'notANumber' }],
    ['1000000.01', { ok: false, problem: 'tooLarge' }],
    ['100.001', { ok: false, problem: 'tooManyDecimals' }],
  ])('sum %j', (input, result) => {
    expect(checkTopUpSum(input)).toEqual(result);
  });

  it.each([
    [1, '000000001'],
    [123_456, '000123456'],
    [999_999, '000999999'],
  ])('serial %i → invoiceId %s', (serial, id) => {
    expect(bankInvoiceId(serial)).toBe(id);
    expect(isBankInvoiceId(id)).toBe(true);
  });

  it('refuses a serial whose last six digits would repeat', () => {
    expect(() => bankInvoiceId(1_000_000)).toThrow(RangeError);
    expect(() => bankInvoiceId(0)).toThrow(RangeError);
  });

  it('the last six digits of invoice ids are unique over the whole range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (a, b) =>
        a === b ? true : bankInvoiceId(a).slice(-6) !== bankInvoiceId(b).slice(-6),
      ),
    );
  });
});

describe('sums in words', () => {
  it.each<[number, string, string, string]>([
    [0, 'ноль', 'нөл', 'zero'],
    [1, 'один', 'бір', 'one'],
    [12, 'двенадцать', 'он екі', 'twelve'],
    [21, 'двадцать один', 'жиырма бір', 'twenty-one'],
    [100, 'сто', 'жүз', 'one hundred'],
    [1_000, 'одна тысяча', 'бір мың', 'one thousand'],
    [2_000, 'две тысячи', 'екі мың', 'two thousand'],
    [5_000, 'пять тысяч', 'бес мың', 'five thousand'],
    [11_000, 'одиннадцать тысяч', 'он бір мың', 'eleven thousand'],
    [12_345, 'двенадцать тысяч триста сорок пять', 'он екі мың үш жүз қырық бес', 'twelve thousand three hundred forty-five'],
    [1_000_000, 'один миллион', 'бір миллион', 'one million'],
    [2_500_001, 'два миллиона пятьсот тысяч один', 'екі миллион бес жүз мың бір', 'two million five hundred thousand one'],
    [
      999_999_999_999,
      'девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять',
      'тоғыз жүз тоқсан тоғыз миллиард тоғыз жүз тоқсан тоғыз миллион тоғыз жүз тоқсан тоғыз мың тоғыз жүз тоқсан тоғыз',
      'nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine',
    ],
  ])('%i', (n, ru, kk, en) => {
    expect(integerInWords(n, 'ru')).toBe(ru);
    expect(integerInWords(n, 'kk')).toBe(kk);
    expect(integerInWords(n, 'en')).toBe(en);
  });

  it('writes tenge in words and tiyn in figures', () => {
    expect(amountInWords(1_234_550, 'ru')).toBe('Двенадцать тысяч триста сорок пять тенге 50 тиын');
    expect(amountInWords(1_234_550, 'kk')).toBe('Он екі мың үш жүз қырық бес теңге 50 тиын');
    expect(amountInWords(100_000_005, 'en')).toBe('One million tenge 05 tiyn');
  });
});

describe('the sum in words on a bilingual document', () => {
  it.each([
    ['ru', ['ru', 'kk']],
    ['kk', ['kk', 'ru']],
    ['en', ['en', 'ru', 'kk']],
  ] as const)('a %s document writes it in %j, its own language first, as its heading reads', (lang, order) => {
    expect(documentLanguages(lang)).toEqual(order);
    expect(amountInWordsLines(410_000, lang)).toEqual(order.map((l) => ({ lang: l, text: amountInWords(410_000, l) })));
  });

  it('a Kazakh document starts with the Kazakh words', () => {
    expect(amountInWordsLines(410_000, 'kk').map((line) => line.text)).toEqual([
      'Төрт мың жүз теңге 00 тиын',
      'Четыре тысячи сто тенге 00 тиын',
    ]);
  });
});

describe("a movement's receipt", () => {
  const actId = '0f8e2a4c-1111-4222-8333-944455556666';
  const act = avrPaymentKey(actId);
  it.each([
    ['order_payment', 'order-payment:o1', false, true, null],
    ['order_payment', act, true, false, actId],
    ['refund', 'refund:o1', false, true, null],
    ['service_charge', 'service:o1:storage', false, true, null],
    ['topup', 'topup:42', false, false, null],
    ['compensation', 'claim:c1', false, false, null],
    ['late_credit', 'late:o1', false, false, null],
    ['adjustment', 'adjustment:x', false, false, null],
    ['refund', act, false, true, null],
  ])('%s keyed %s: an act payment %s, states VAT %s, links to the act %s', (kind, key, actPayment, vat, linked) => {
    expect(isAvrPayment({ kind, key })).toBe(actPayment);
    expect(receiptStatesVat({ kind, key })).toBe(vat);
    expect(avrPaymentActId({ kind, key })).toBe(linked);
  });

  it.each([
    ['refund', serviceRefundKey('s1'), true, true],
    ['refund', 'order-refund:o1', false, true],
    ['service_charge', 'order-service:s1', false, true],
    ['adjustment', serviceRefundKey('s1'), false, false],
  ])('%s keyed %s: a service refund %s, states VAT %s', (kind, key, serviceRefund, vat) => {
    expect(isServiceRefund({ kind, key })).toBe(serviceRefund);
    expect(receiptStatesVat({ kind, key })).toBe(vat);
  });

  it.each([
    // A service's late-payment penalty is no turnover: its receipt states no VAT; the service's own receipt does.
    ['service_charge', servicePenaltyKey('s1'), true, false],
    ['service_charge', 'order-service:s1', false, true],
    ['adjustment', servicePenaltyKey('s1'), false, false],
  ])('%s keyed %s: a service penalty %s, states VAT %s', (kind, key, penalty, vat) => {
    expect(isServicePenalty({ kind, key })).toBe(penalty);
    expect(receiptStatesVat({ kind, key })).toBe(vat);
  });

  it('a service penalty goes from the wallet to revenue, balanced', () => {
    expect(servicePenaltyEntries('u1', 4_200)).toEqual([
      { account: { wallet: 'u1' }, amount: -4_200 },
      { account: { system: 'revenue' }, amount: 4_200 },
    ]);
    expect(checkEntries(servicePenaltyEntries('u1', 4_200))).toEqual({ ok: true });
  });
});

describe('a service given back with its cancelled order', () => {
  it.each([1, 70_000, 123_457])('%i tiyn: the exact reverse of its payment, balanced', (amount) => {
    const refund = serviceRefundEntries('u1', amount);
    expect(checkEntries(refund)).toEqual({ ok: true });
    expect(walletDelta(refund, 'u1')).toBe(amount);
    expect(walletDelta([...serviceChargeEntries('u1', amount), ...refund], 'u1')).toBe(0);
  });
});
