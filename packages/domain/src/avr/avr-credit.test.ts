import { describe, expect, it } from 'vitest';
import { creditCheck } from './avr-credit.ts';

describe('creditCheck', () => {
  const postPaid = { postPaid: true, limitTiyn: 100_000_00 };
  it.each([
    ['prepaid: no limit', { postPaid: false, limitTiyn: 0 }, 500_000_00, 1_000_00, { ok: true }],
    ['no terms: no limit', null, 500_000_00, 1_000_00, { ok: true }],
    ['well within', postPaid, 10_000_00, 1_000_00, { ok: true }],
    ['exactly the limit', postPaid, 99_000_00, 1_000_00, { ok: true }],
    ['one tiyn over', postPaid, 99_000_01, 1_000_00, { ok: false, availableTiyn: 99_999 }],
    ['already over', postPaid, 120_000_00, 1, { ok: false, availableTiyn: 0 }],
    ['a zero limit refuses any order', { postPaid: true, limitTiyn: 0 }, 0, 1, { ok: false, availableTiyn: 0 }],
    ['a zero-sum order at the limit', postPaid, 100_000_00, 0, { ok: true }],
  ] as const)('%s', (_name, terms, owed, amount, expected) => {
    expect(creditCheck(terms, owed, amount)).toEqual(expected);
  });
});
