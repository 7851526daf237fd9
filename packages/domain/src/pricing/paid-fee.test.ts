import { describe, expect, it } from 'vitest';
import { paidDeliveryFee } from './paid-fee.ts';

describe('the base of the credit and the claims: the delivery fee the customer paid', () => {
  it.each([
    // tariff price, price after the promo code (tiyn), base
    ['no promo code', 500_000, 500_000, 500_000],
    ['1 000 ₸ off', 500_000, 400_000, 400_000],
    ['10 % off', 333_333, 300_000, 300_000],
    ['free by a promo code', 500_000, 0, 0],
  ])('%s: price %i, paid %i → %i', (_name, totalAmount, totalWithPromo, base) => {
    expect(paidDeliveryFee({ totalAmount, totalWithPromo })).toBe(base);
  });
});
