import { percentOf, type Tiyn } from '../money/money.ts';

/** Insurance is 0.5 % of the declared value (spec §9). */
export const INSURANCE_RATE_BASIS_POINTS = 50;
/** All cargo is insured for at least 20 000 ₸. */
export const MIN_INSURED_VALUE: Tiyn = 2_000_000;
/** With no declared value, or one below 20 000 ₸, the mandatory insurance is 100 ₸. */
export const MANDATORY_INSURANCE: Tiyn = 10_000;
/** Loss of cargo without a declared value is paid back at twice the shipping fee. */
export const LOSS_WITHOUT_DECLARED_VALUE_MULTIPLIER = 2;

/** The insurance fee for an order's declared value (the whole order, all parcels together). */
export const insuranceFee = (declaredValue: Tiyn | null | undefined): Tiyn => {
  if (
    declaredValue === null ||
    declaredValue === undefined ||
    !Number.isFinite(declaredValue) ||
    declaredValue < MIN_INSURED_VALUE
  ) {
    return MANDATORY_INSURANCE;
  }
  return percentOf(declaredValue, INSURANCE_RATE_BASIS_POINTS);
};

/** What a lost order is paid back: its declared value, or without one, twice the shipping fee. */
export const lossCompensation = (shippingFee: Tiyn, declaredValue: Tiyn | null | undefined): Tiyn => {
  const fee = Number.isFinite(shippingFee) && shippingFee > 0 ? shippingFee : 0;
  if (declaredValue === null || declaredValue === undefined || !Number.isFinite(declaredValue) || declaredValue <= 0) {
    return fee * LOSS_WITHOUT_DECLARED_VALUE_MULTIPLIER;
  }
  return declaredValue;
};
