import type { IsoDate } from '../calendar/dates.ts';
import { deliveryDateRange, isWinterDispatch, WINTER_EXTRA_WORKING_DAYS } from '../calendar/deadlines.ts';
import type { WorkCalendar } from '../calendar/work-calendar.ts';
import type { Localized } from '../i18n/lang.ts';
import { percentOf, type Tiyn } from '../money/money.ts';
import { insuranceFee } from '../pricing/insurance.ts';
import type { Zone } from './zones.ts';

/** Tariff types of spec §1/§3. */
export type TariffType = 'standard' | 'express' | 'simple' | 'complex';
export const TARIFF_TYPES: readonly TariffType[] = ['standard', 'express', 'simple', 'complex'];

/** One zone of a carrier's product: weight brackets, a per-kg rate beyond the last, and days. */
export type ZoneRate = {
  /** Ascending: the price of a parcel up to `upToKg` chargeable kilograms. */
  brackets: ReadonlyArray<{ upToKg: number; price: Tiyn }>;
  /** Each kilogram above the last bracket, rounded up. */
  perKgAbove: Tiyn;
  daysMin: number;
  daysMax: number;
};

export type ProductGrid = {
  product: string;
  type: TariffType;
  name: Localized;
  zones: Partial<Record<Zone, ZoneRate>>;
  /** The heaviest chargeable weight the product takes. */
  maxKg: number;
};

/** Base price by chargeable weight; null when the zone is not served or the weight is over the product's limit. */
export const basePrice = (rate: ZoneRate | undefined, chargeableKg: number, maxKg: number): Tiyn | null => {
  if (!rate || !Number.isFinite(chargeableKg) || chargeableKg <= 0 || chargeableKg > maxKg) return null;
  const bracket = rate.brackets.find((b) => chargeableKg <= b.upToKg);
  if (bracket) return bracket.price;
  const last = rate.brackets[rate.brackets.length - 1];
  if (!last) return null;
  return last.price + Math.ceil(chargeableKg - last.upToKg) * rate.perKgAbove;
};

/** Additional services: a fixed fee or a share of the base price. */
export type ServiceRule = { code: string; name: Localized; fixed?: Tiyn; basisPointsOfBase?: number };

export type Breakdown = {
  base: Tiyn;
  insurance: Tiyn;
  services: Array<{ code: string; amount: Tiyn }>;
  total: Tiyn;
};

/** Base + insurance (declared value rule) + each service; integer tiyn all through. */
export const priceBreakdown = (base: Tiyn, declaredValue: Tiyn | null, services: readonly ServiceRule[]): Breakdown => {
  const lines = services.map((s) => ({
    code: s.code,
    amount: (s.fixed ?? 0) + (s.basisPointsOfBase ? percentOf(base, s.basisPointsOfBase) : 0),
  }));
  const insurance = insuranceFee(declaredValue);
  return { base, insurance, services: lines, total: base + insurance + lines.reduce((sum, l) => sum + l.amount, 0) };
};

export type DeliveryWindow = { daysMin: number; daysMax: number; from: IsoDate; to: IsoDate };

/** Working days from the pickup date, one more in winter (spec §9), as days and as a date range. */
export const deliveryWindow = (rate: ZoneRate, pickupDate: IsoDate, calendar: WorkCalendar): DeliveryWindow => {
  const extra = isWinterDispatch(pickupDate) ? WINTER_EXTRA_WORKING_DAYS : 0;
  const { from, to } = deliveryDateRange(pickupDate, rate.daysMin, rate.daysMax, calendar);
  return { daysMin: rate.daysMin + extra, daysMax: rate.daysMax + extra, from, to };
};

/** Product sign options of spec §3: 1 Standard, 2 Express. */
export const PRODUCT_SIGNS: Readonly<Record<number, TariffType>> = { 1: 'standard', 2: 'express' };
