import { describe, expect, it } from 'vitest';
import { VAT_RATES, vatIncluded, vatOf, vatRateAt, vatRateOn } from './vat.ts';

describe('VAT by the date of the turnover', () => {
  it.each([
    ['2025-06-15', 1_200],
    ['2025-12-31', 1_200],
    ['2026-01-01', 1_600],
    ['2026-11-23', 1_600],
  ])('on %s the rate is %i basis points', (day, rate) => {
    expect(vatRateOn(day)).toBe(rate);
  });

  it.each([
    // 23:59 on 31.12.2025 in Almaty is 18:59 UTC; a minute past midnight in Almaty is still 2025 in UTC.
    ['2025-12-31T18:59:00Z', 1_200],
    ['2025-12-31T19:01:00Z', 1_600],
  ])('an instant takes the rate of its Almaty date: %s → %i', (at, rate) => {
    expect(vatRateAt(new Date(at))).toBe(rate);
  });

  it.each([
    [11_600_000, 1_600, 1_600_000], // 116 000 ₸ holds 16 000 ₸ at 16 %
    [11_200, 1_200, 1_200],
    [1_000_000, 1_200, 107_143],
    [1_000_000, 1_600, 137_931],
    [0, 1_600, 0],
  ])('VAT inside %i tiyn at %i bp is %i', (gross, rate, vat) => {
    expect(vatIncluded(gross, rate)).toBe(vat);
  });

  it('a 2025 turnover is taxed at 12 %, a 2026 one at 16 %', () => {
    expect(vatOf(11_200_000, new Date('2025-10-01T06:00:00Z'))).toEqual({ basisPoints: 1_200, vat: 1_200_000 });
    expect(vatOf(11_600_000, new Date('2026-03-12T06:00:00Z'))).toEqual({ basisPoints: 1_600, vat: 1_600_000 });
  });

  it('the table is in date order, so a new rate is one line at its end', () => {
    const days = VAT_RATES.map((r) => r.from);
    expect([...days].sort()).toEqual(days);
  });
});
