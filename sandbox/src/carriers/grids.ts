import type { CarrierProduct, CarrierZone } from './tariff.ts';

/** `[upToKg, tenge]` pairs, for writing grids legibly. */
const brackets = (...pairs: Array<[number, number]>) => pairs.map(([upToKg, tenge]) => ({ upToKg, tenge }));

/**
 * «Steppe Express»: a national courier network, cheaper far away and slower. Its own zones, brackets, per-kg
 * rates and days.
 */
export const STEPPE: CarrierProduct[] = [
  {
    product: 'STEPPE_ECONOMY',
    type: 'standard',
    name: { ru: 'Эконом', kk: 'Эконом', en: 'Economy' },
    maxKg: 300,
    zones: {
      region: {
        brackets: brackets([1, 1_200], [5, 1_700], [10, 2_300], [20, 3_400]),
        perKgAboveTenge: 140,
        daysMin: 2,
        daysMax: 3,
      },
      near: {
        brackets: brackets([1, 1_500], [5, 2_200], [10, 3_100], [20, 4_600]),
        perKgAboveTenge: 190,
        daysMin: 3,
        daysMax: 5,
      },
      far: { brackets: brackets([1, 1_900], [5, 2_800], [10, 3_900], [20, 5_900]), perKgAboveTenge: 240, daysMin: 4, daysMax: 7 },
    },
  },
  {
    product: 'STEPPE_EXPRESS',
    type: 'express',
    name: { ru: 'Экспресс', kk: 'Экспресс', en: 'Express' },
    maxKg: 50,
    zones: {
      region: { brackets: brackets([1, 2_000], [5, 2_900], [10, 4_000]), perKgAboveTenge: 260, daysMin: 1, daysMax: 1 },
      near: { brackets: brackets([1, 2_600], [5, 3_700], [10, 5_200]), perKgAboveTenge: 330, daysMin: 1, daysMax: 2 },
      far: { brackets: brackets([1, 3_300], [5, 4_700], [10, 6_600]), perKgAboveTenge: 420, daysMin: 2, daysMax: 3 },
    },
  },
];

/**
 * «Altyn Cargo»: heavy and bulky cargo and documents; no small-parcel express. It knows two zones only — within
 * a region, and intercity (`ALTYN_ZONES`).
 */
export const ALTYN_ZONES = (zone: CarrierZone): CarrierZone => (zone === 'near' ? 'far' : zone);

export const ALTYN: CarrierProduct[] = [
  {
    product: 'ALTYN_CARGO',
    type: 'complex',
    name: { ru: 'Сборный груз', kk: 'Құрама жүк', en: 'Consolidated cargo' },
    maxKg: 20_000,
    zones: {
      region: { brackets: brackets([20, 4_500], [50, 7_900], [100, 12_500]), perKgAboveTenge: 95, daysMin: 2, daysMax: 4 },
      far: { brackets: brackets([20, 6_900], [50, 12_400], [100, 19_900]), perKgAboveTenge: 150, daysMin: 5, daysMax: 9 },
    },
  },
  {
    product: 'ALTYN_DOCS',
    type: 'simple',
    name: { ru: 'Документы', kk: 'Құжаттар', en: 'Documents' },
    maxKg: 1,
    zones: {
      region: { brackets: brackets([1, 900]), perKgAboveTenge: 0, daysMin: 1, daysMax: 2 },
      far: { brackets: brackets([1, 1_300]), perKgAboveTenge: 0, daysMin: 3, daysMax: 4 },
    },
  },
];

/** The stages of a parcel as each carrier's API names them (their documentation, not ours). */
export type CarrierCodes = {
  booked: string;
  courierAssigned: string;
  accepted: string;
  inTransit: string;
  arrived: string;
  outForDelivery: string;
  failedAttempt: string;
  delivered: string;
};
export const STEPPE_CODES: CarrierCodes = {
  booked: 'BOOKED',
  courierAssigned: 'COURIER_ASSIGNED',
  accepted: 'ACCEPTED',
  inTransit: 'IN_TRANSIT',
  arrived: 'ARRIVED',
  outForDelivery: 'OUT_FOR_DELIVERY',
  failedAttempt: 'FAILED_ATTEMPT',
  delivered: 'DELIVERED',
};
export const ALTYN_CODES: CarrierCodes = {
  booked: '100',
  courierAssigned: '150',
  accepted: '200',
  inTransit: '300',
  arrived: '400',
  outForDelivery: '500',
  failedAttempt: '550',
  delivered: '600',
};
