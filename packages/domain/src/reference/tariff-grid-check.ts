import type { Tiyn } from '../money/money.ts';
import type { ZoneRate } from '../tariffs/tariff.ts';

/** One weight band of an edited grid: parcels over `fromKg` and up to `toKg` chargeable kilograms cost `price`. */
export type TariffBand = { fromKg: number; toKg: number; price: Tiyn };

/** What is wrong with one row of an edited grid. */
export type TariffBandProblem = 'gap' | 'overlap' | 'negativePrice' | 'emptyBand' | 'notFromZero' | 'belowMaxKg';

export type TariffGridProblem = { row: number; problem: TariffBandProblem };

/**
 * The problems of an own-fleet zone's bands, each with the row (0-based) it is in. Bands must start at 0 kg, follow
 * one another without a gap or an overlap (each starts where the previous ended), cost nothing negative, and reach
 * the product's heaviest weight unless a price per kilogram above the last band is set. An empty list: the grid is
 * good.
 */
export const tariffGridProblems = (bands: readonly TariffBand[], perKgAbove: Tiyn, maxKg: number): TariffGridProblem[] => {
  const problems: TariffGridProblem[] = [];
  bands.forEach((band, row) => {
    if (!(band.price >= 0)) problems.push({ row, problem: 'negativePrice' });
    if (!(band.toKg > band.fromKg)) problems.push({ row, problem: 'emptyBand' });
    if (row === 0) {
      if (band.fromKg !== 0) problems.push({ row, problem: 'notFromZero' });
      return;
    }
    const previousEnd = bands[row - 1]?.toKg ?? 0;
    if (band.fromKg > previousEnd) problems.push({ row, problem: 'gap' });
    else if (band.fromKg < previousEnd) problems.push({ row, problem: 'overlap' });
  });
  const last = bands.length - 1;
  if (perKgAbove < 0) problems.push({ row: Math.max(last, 0), problem: 'negativePrice' });
  else if (bands.length === 0 || ((bands[last]?.toKg ?? 0) < maxKg && perKgAbove === 0)) {
    problems.push({ row: Math.max(last, 0), problem: 'belowMaxKg' });
  }
  return problems;
};

/** The bands of a checked grid as the pricing rule reads them (each band's upper weight and price). */
export const bandsToBrackets = (bands: readonly TariffBand[]): ZoneRate['brackets'] =>
  bands.map((band) => ({ upToKg: band.toKg, price: band.price }));

/** The stored brackets as bands an operator edits. */
export const bracketsToBands = (brackets: ZoneRate['brackets']): TariffBand[] =>
  brackets.map((bracket, i) => ({ fromKg: brackets[i - 1]?.upToKg ?? 0, toKg: bracket.upToKg, price: bracket.price }));
