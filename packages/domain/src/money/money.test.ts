import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTenge, percentOf, tengeToTiyn, tiynToAmountString, tiynToTenge } from './money.ts';

describe('money in tiyn', () => {
  it.each([
    [12345, 1_234_500],
    ['12345.5', 1_234_550],
    ['12345.50', 1_234_550],
    [0.1, 10],
    [0.29, 29],
    [1.005 * 100, 10_050],
    ['0', 0],
  ])('%j ₸ → %i tiyn', (tenge, tiyn) => {
    expect(tengeToTiyn(tenge)).toEqual({ ok: true, value: tiyn });
  });

  it.each([
    ['12.345', 'tooManyDecimals'],
    [-1, 'negative'],
    ['abc', 'notANumber'],
    [Number.NaN, 'notANumber'],
    [Number.POSITIVE_INFINITY, 'notANumber'],
    ['', 'notANumber'],
    [1e13, 'tooLarge'],
  ])('%j is refused: %s', (input, problem) => {
    expect(tengeToTiyn(input)).toEqual({ ok: false, problem });
  });

  it('round-trips every amount with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (tiyn) => {
        const back = tengeToTiyn(tiynToTenge(tiyn));
        return back.ok && back.value === tiyn && tengeToTiyn(tiynToAmountString(tiyn)).ok;
      }),
    );
  });

  it('rounds a share half up to the tiyn', () => {
    expect(percentOf(1_000_000, 50)).toBe(5_000);
    expect(percentOf(101, 50)).toBe(1);
    expect(percentOf(99, 50)).toBe(0);
    expect(percentOf(100, 50)).toBe(1);
    expect(tiynToAmountString(1_234_505)).toBe('12345.05');
  });

  it.each([
    [1_234_500, 'ru', '12 345 ₸'],
    [1_234_550, 'ru', '12 345,50 ₸'],
    [1_234_500, 'kk', '12 345 ₸'],
    [1_234_500, 'en', '12,345 ₸'],
    [10_000, 'ru', '100 ₸'],
  ])('%i tiyn in %s → %s', (tiyn, lang, text) => {
    expect(formatTenge(tiyn, lang as 'ru' | 'kk' | 'en').replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });

  it.each([
    [2_387_700, 'ru', '23 877,00 ₸'],
    [2_387_700, 'kk', '23 877,00 ₸'],
    [2_387_700, 'en', '23,877.00 ₸'],
    [329_338, 'ru', '3 293,38 ₸'],
    [50, 'kk', '0,50 ₸'],
    [0, 'en', '0.00 ₸'],
    [-265_300, 'ru', '-2 653,00 ₸'],
  ])('%i tiyn in %s on an accounting document → %s', (tiyn, lang, text) => {
    expect(formatTenge(tiyn, lang as 'ru' | 'kk' | 'en', { tiyn: 'always' }).replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });
});

describe('percent and number formats', () => {
  it('writes Kazakh numbers as Russian ones, whatever ICU data the runtime has', async () => {
    const { formatPercent, formatNumber } = await import('../i18n/format-number.ts');
    const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaces(formatPercent(50, 'kk'))).toBe('0,5 %');
    expect(spaces(formatPercent(50, 'ru'))).toBe('0,5 %');
    expect(formatPercent(50, 'en')).toBe('0.5%');
    expect(spaces(formatNumber(12_345.678, 'kk'))).toBe('12 345,68');
    expect(formatNumber(Number.NaN, 'en')).toBe('—');
  });
});
