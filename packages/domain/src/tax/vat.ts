import { almatyDate, type IsoDate } from '../calendar/dates.ts';
import type { Tiyn } from '../money/money.ts';

/**
 * Kazakhstan's standard VAT rate by the day it took effect (the Tax Code in force on the turnover date
 * applies). Every price is VAT-inclusive (spec §9). A future change is one more line here, newest last.
 *   12 % — Tax Code of 2017, art. 422, until 31.12.2025;
 *   16 % — Tax Code of 2026, from 01.01.2026.
 */
export const VAT_RATES: readonly { from: IsoDate; basisPoints: number }[] = [
  { from: '2009-01-01', basisPoints: 1_200 },
  { from: '2026-01-01', basisPoints: 1_600 },
];

/** The rate (in basis points: 1 600 = 16 %) in force on an Almaty calendar day. */
export const vatRateOn = (day: IsoDate): number => {
  let rate = VAT_RATES[0]?.basisPoints ?? 0;
  for (const r of VAT_RATES) if (r.from <= day) rate = r.basisPoints;
  return rate;
};

/** The rate in force at the instant of a turnover (its date in Almaty). */
export const vatRateAt = (at: Date): number => vatRateOn(almatyDate(at));

/** The VAT inside a VAT-inclusive amount: amount × rate / (100 % + rate), half up to the tiyn. */
export const vatIncluded = (gross: Tiyn, basisPoints: number): Tiyn =>
  Math.floor((gross * basisPoints) / (10_000 + basisPoints) + 0.5);

/** The VAT of a turnover: the rate of its date and the tax inside its gross amount. */
export const vatOf = (gross: Tiyn, at: Date): { basisPoints: number; vat: Tiyn } => {
  const basisPoints = vatRateAt(at);
  return { basisPoints, vat: vatIncluded(gross, basisPoints) };
};
