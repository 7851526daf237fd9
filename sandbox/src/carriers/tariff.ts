/**
 * How a sandbox carrier prices: its own zones and its own weight brackets, in tenge as its API answers. Deliberately
 * not Jetkiz's domain pricing (`@jetkiz/domain`): a partner's prices are the outside world, so a pricing bug in
 * Jetkiz must not move them along with it (issue 14). Biome forbids `@jetkiz/domain` in `sandbox/src/carriers`.
 */

/** A carrier's zones: one city, one region, a neighbouring region, a far region. */
export type CarrierZone = 'local' | 'region' | 'near' | 'far';

/** One zone of a carrier's product: brackets up to a weight, then a rate for each kilogram above the last. */
export type CarrierZoneRate = {
  /** Ascending: the price in tenge of a parcel up to `upToKg` chargeable kilograms. */
  brackets: ReadonlyArray<{ upToKg: number; tenge: number }>;
  /** Tenge for each started kilogram above the last bracket. */
  perKgAboveTenge: number;
  daysMin: number;
  daysMax: number;
};

export type CarrierProduct = {
  product: string;
  type: 'standard' | 'express' | 'simple' | 'complex';
  name: { ru: string; kk: string; en: string };
  /** The heaviest chargeable weight the product takes. */
  maxKg: number;
  zones: Partial<Record<CarrierZone, CarrierZoneRate>>;
};

/**
 * The carriers' map of neighbouring regions (first two digits of a KATO code), and the region each city of
 * republican significance sits in (Astana, Almaty, Shymkent).
 */
const NEIGHBOURS: Readonly<Record<string, readonly string[]>> = {
  '10': ['63', '55', '35', '33'],
  '11': ['59', '55', '35', '39'],
  '15': ['27', '23', '47', '39', '43', '62'],
  '19': ['33', '31', '35'],
  '23': ['15', '27', '47'],
  '27': ['15', '23'],
  '31': ['19', '61', '35', '62'],
  '33': ['10', '19', '35'],
  '35': ['10', '11', '19', '31', '33', '55', '62'],
  '39': ['11', '15', '59', '62'],
  '43': ['15', '61', '62'],
  '47': ['15', '23'],
  '55': ['10', '11', '35'],
  '59': ['11', '39'],
  '61': ['31', '43', '62'],
  '62': ['15', '31', '35', '39', '43', '61'],
  '63': ['10'],
};
const CITY_REGION: Readonly<Record<string, string>> = { '71': '11', '75': '19', '79': '61' };

const isKato = (value: unknown): value is string => typeof value === 'string' && /^\d{9}$/.test(value);

/** The carrier's zone of a route between two KATO codes; null when either is not a KATO code. */
export const carrierZone = (fromKato: unknown, toKato: unknown): CarrierZone | null => {
  if (!isKato(fromKato) || !isKato(toKato)) return null;
  if (fromKato === toKato) return 'local';
  const from = fromKato.slice(0, 2);
  const to = toKato.slice(0, 2);
  if (from === to) return 'region';
  const a = CITY_REGION[from] ?? from;
  const b = CITY_REGION[to] ?? to;
  return a === b || NEIGHBOURS[a]?.includes(b) ? 'near' : 'far';
};

/** The price in tenge for a chargeable weight; null when the zone is not served or the weight is over the limit. */
export const carrierPrice = (rate: CarrierZoneRate | undefined, chargeableKg: number, maxKg: number): number | null => {
  if (!rate || !Number.isFinite(chargeableKg) || chargeableKg <= 0 || chargeableKg > maxKg) return null;
  for (const bracket of rate.brackets) if (chargeableKg <= bracket.upToKg) return bracket.tenge;
  const last = rate.brackets.at(-1);
  return last ? last.tenge + Math.ceil(chargeableKg - last.upToKg) * rate.perKgAboveTenge : null;
};
