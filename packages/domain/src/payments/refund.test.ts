import { describe, expect, it } from 'vitest';
import { checkKzIban, type IbanProblem, ibanCheckDigits, normalizeIban } from './iban.ts';
import { checkEntries, walletDelta } from './ledger.ts';
import {
  checkRefundAmount,
  REFUND_TERM_DAYS,
  refundDueOn,
  refundHoldEntries,
  refundOverdueBefore,
  refundPayoutEntries,
  refundReleaseEntries,
  refundTerm,
} from './refund.ts';

describe('KZ IBAN control digits (ISO 13616, mod 97)', () => {
  it.each<[string, string]>([
    ['KZ86125KZT5004100100', 'the standard example'],
    ['kz86 125k zt50 0410 0100', 'written on paper: spaces, lower case'],
    [`KZ${ibanCheckDigits('KZ', '722S000012345678')}722S000012345678`, 'a Kaspi-style bank code'],
    [`KZ${ibanCheckDigits('KZ', '601A871001234567')}601A871001234567`, 'a Halyk-style bank code'],
  ])('%s is valid (%s)', (input) => {
    expect(checkKzIban(input)).toEqual({ ok: true, iban: normalizeIban(input) });
  });

  it.each<[string, IbanProblem]>([
    ['KZ87125KZT5004100100', 'checkDigits'],
    ['KZ86125KZT5004100101', 'checkDigits'],
    ['KZ86125KZT5004010100', 'checkDigits'],
    ['KZ86125KZT500410010', 'length'],
    ['KZ86125KZT50041001000', 'length'],
    ['DE89370400440532013000', 'country'],
    ['GB82WEST12345698765432', 'country'],
    ['KZ8612#KZT5004100100', 'format'],
    ['', 'format'],
    ['86125KZT5004100100KZ', 'format'],
  ])('%s is refused: %s', (input, problem) => {
    expect(checkKzIban(input)).toEqual({ ok: false, problem });
  });

  it('every single-digit change of a valid IBAN is caught', () => {
    const valid = 'KZ86125KZT5004100100';
    for (let i = 2; i < valid.length; i++) {
      if (!/[0-9]/.test(valid[i] ?? '')) continue;
      const changed = `${valid.slice(0, i)}${(Number(valid[i]) + 1) % 10}${valid.slice(i + 1)}`;
      expect(checkKzIban(changed).ok, changed).toBe(false);
    }
  });
});

describe('refund term (spec §9: 15 calendar days)', () => {
  it('is 15 calendar days, weekends and holidays included', () => {
    expect(REFUND_TERM_DAYS).toBe(15);
    expect(refundDueOn('2026-03-01')).toBe('2026-03-16');
    expect(refundDueOn('2026-12-25')).toBe('2027-01-09');
  });

  it.each<[string, string, boolean, number, boolean]>([
    ['2026-03-01', '2026-03-01', true, 15, false],
    ['2026-03-01', '2026-03-15', true, 1, false],
    ['2026-03-01', '2026-03-16', true, 0, false],
    ['2026-03-01', '2026-03-17', true, -1, true],
    ['2026-03-01', '2026-04-01', true, -16, true],
    ['2026-03-01', '2026-04-01', false, -16, false],
  ])('asked %s, today %s, open %s: %i days left, overdue %s', (asked, today, open, daysLeft, overdue) => {
    expect(refundTerm(asked, today, open)).toEqual({ dueOn: refundDueOn(asked), daysLeft, overdue });
  });

  it('a request is overdue exactly when it was asked before refundOverdueBefore(today)', () => {
    const today = '2026-03-20';
    expect(refundOverdueBefore(today)).toBe('2026-03-05');
    expect(refundTerm('2026-03-04', today).overdue).toBe(true);
    expect(refundTerm('2026-03-05', today).overdue).toBe(false);
  });

  it.each<[number, number, ReturnType<typeof checkRefundAmount>]>([
    [100, 100, { ok: true }],
    [1, 100, { ok: true }],
    [101, 100, { ok: false, problem: 'aboveFreeBalance' }],
    [0, 100, { ok: false, problem: 'notPositive' }],
    [-5, 100, { ok: false, problem: 'notPositive' }],
    [0.5, 100, { ok: false, problem: 'notPositive' }],
  ])('%i tiyn of a free %i', (amount, free, result) => {
    expect(checkRefundAmount(amount, free)).toEqual(result);
  });

  it('hold, payout and release are balanced; hold then release leaves the wallet as it was', () => {
    for (const entries of [refundHoldEntries('u1', 500), refundPayoutEntries(500), refundReleaseEntries('u1', 500)]) {
      expect(checkEntries(entries)).toEqual({ ok: true });
    }
    expect(walletDelta(refundHoldEntries('u1', 500), 'u1')).toBe(-500);
    expect(walletDelta(refundPayoutEntries(500), 'u1')).toBe(0);
    expect(walletDelta([...refundHoldEntries('u1', 500), ...refundReleaseEntries('u1', 500)], 'u1')).toBe(0);
  });
});
