/**
 * The post-paid credit limit (issue 17): a post-paid company creates and sends orders against the limit the operator
 * set; what it owes is its unpaid acts plus its orders not billed yet (not cancelled). A new order fits when what it
 * owes with the order stays within the limit. Prepaid companies have no limit here (their wallet pays each order).
 */
export type CreditTerms = { postPaid: boolean; limitTiyn: number };

export type CreditCheck = { ok: true } | { ok: false; availableTiyn: number };

export const creditCheck = (terms: CreditTerms | null, owedTiyn: number, amountTiyn: number): CreditCheck => {
  if (!terms?.postPaid) return { ok: true };
  if (owedTiyn + amountTiyn <= terms.limitTiyn) return { ok: true };
  return { ok: false, availableTiyn: Math.max(0, terms.limitTiyn - owedTiyn) };
};
