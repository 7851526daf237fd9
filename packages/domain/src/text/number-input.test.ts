import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumberInput } from './number-input.ts';

describe('parseNumberInput', () => {
  it.each([
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['12 345', 12_345],
    ['12\u00a0345,50', 12_345.5],
    ['-3', -3],
    [' 7 ', 7],
    [42, 42],
    ['', null],
    ['1,2,3', null],
    ['1e5', null],
    ['abc', null],
    [Number.NaN, null],
    [null, null],
  ])('%j → %j', (input, value) => {
    expect(parseNumberInput(input)).toBe(value);
  });

  it('reads back what a Russian or Kazakh locale writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const value = whole + cents / 100;
        const text = new Intl.NumberFormat('ru-KZ', { minimumFractionDigits: 2 }).format(value);
        return parseNumberInput(text) === Number(value.toFixed(2));
      }),
    );
  });
});
