import type { IsoDate } from '../calendar/dates.ts';
import { percentOf, type Tiyn } from '../money/money.ts';

/**
 * A promo code lowers an order's price: by a percentage (basis points, 1 000 = 10 %) or by a fixed sum, within
 * its validity dates (Almaty days, inclusive), a total number of uses and a number of uses per customer.
 */
export type PromoCode = {
  code: string;
  kind: 'percent' | 'fixed';
  /** Basis points for `percent`, tiyn for `fixed`. */
  value: number;
  validFrom: IsoDate;
  validTo: IsoDate;
  /** null: unlimited. */
  maxUses: number | null;
  used: number;
  perCustomer: number | null;
};

export type PromoProblem = 'notStarted' | 'expired' | 'exhausted' | 'customerLimit';

/** Codes are typed by people: case and surrounding spaces do not matter. */
export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

export const isPromoCodeShape = (code: string): boolean => /^[A-Z0-9_-]{3,32}$/.test(normalizePromoCode(code));

/** Whether a code may be used today by a customer who has used it `usedByCustomer` times. */
export const checkPromo = (
  promo: PromoCode,
  today: IsoDate,
  usedByCustomer: number,
): { ok: true } | { ok: false; problem: PromoProblem } => {
  if (today < promo.validFrom) return { ok: false, problem: 'notStarted' };
  if (today > promo.validTo) return { ok: false, problem: 'expired' };
  if (promo.maxUses !== null && promo.used >= promo.maxUses) return { ok: false, problem: 'exhausted' };
  if (promo.perCustomer !== null && usedByCustomer >= promo.perCustomer) return { ok: false, problem: 'customerLimit' };
  return { ok: true };
};

/** The discount on a price: never more than the price, never negative. */
export const promoDiscount = (promo: Pick<PromoCode, 'kind' | 'value'>, total: Tiyn): Tiyn => {
  const raw = promo.kind === 'percent' ? percentOf(total, Math.min(Math.max(promo.value, 0), 10_000)) : promo.value;
  return Math.min(Math.max(raw, 0), Math.max(total, 0));
};
