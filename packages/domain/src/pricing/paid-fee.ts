import type { Tiyn } from '../money/money.ts';

/** What an order's delivery costs, as the order keeps it: the tariff's price and the price after a promo code. */
export type OrderPrice = {
  /** Tiyn: the tariff's price of the order. */
  totalAmount: Tiyn;
  /** Tiyn: what the customer pays for it, the promo code's discount taken off (the same as totalAmount without one). */
  totalWithPromo: Tiyn;
};

/**
 * The one base of what the operator owes for a delivery (spec §9): the automatic late-delivery credit, a delay claim
 * and the cap of a loss, damage or shortage claim without a declared value. It is the delivery fee the customer
 * actually paid — the price after a promo code — so the credit and a claim for the same late days count from the same
 * sum, and the claim pays only what the credit did not (never the days twice).
 */
export const paidDeliveryFee = (price: OrderPrice): Tiyn => Math.max(0, Math.min(price.totalWithPromo, price.totalAmount));
