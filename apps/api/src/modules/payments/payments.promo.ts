import { PAYMENT_MESSAGES, type PromoCodeView } from '@jetkiz/contract';
import {
  almatyDate,
  checkPromo,
  isPromoCodeShape,
  type Lang,
  normalizePromoCode,
  type PromoProblem,
  promoDiscount,
  type Tiyn,
  tiynToTenge,
} from '@jetkiz/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Auth } from '../identity/index.ts';
import type { PaymentsContext } from './payments.context.ts';
import { type PromoRow, paymentsRepository as repo } from './payments.repository.ts';

/** Promo codes: checked for the caller today, used once per order inside the order's transaction. */

const PROMO_PROBLEM_MESSAGES: Record<PromoProblem, keyof typeof PAYMENT_MESSAGES> = {
  notStarted: 'promoNotStarted',
  expired: 'promoExpired',
  exhausted: 'promoExhausted',
  customerLimit: 'promoCustomerLimit',
};

const promoView = (row: PromoRow): PromoCodeView => ({
  code: row.code,
  kind: row.kind,
  // A percentage is stored in basis points: 1 000 is 10 %.
  value: row.kind === 'percent' ? row.value / 100 : tiynToTenge(row.value),
  validFrom: row.validFrom,
  validTo: row.validTo,
});

const promoRefusal = (problem: PromoProblem) =>
  new AppError('PROMO_UNAVAILABLE', { description: PAYMENT_MESSAGES[PROMO_PROBLEM_MESSAGES[problem]] });

/** `GET …/promo_code/{code}`: whether the caller may use the code today. */
export const checkPromoCode = async (ctx: PaymentsContext, auth: Auth, code: string, _lang: Lang): Promise<PromoCodeView> => {
  const normalized = normalizePromoCode(code);
  const row = isPromoCodeShape(normalized) ? await repo.promo(ctx.db, normalized) : undefined;
  if (!row) throw new AppError('PROMO_NOT_FOUND');
  const verdict = checkPromo(row, almatyDate(new Date(ctx.now())), await repo.usesByCustomer(ctx.db, row.id, auth.userId));
  if (!verdict.ok) throw promoRefusal(verdict.problem);
  return promoView(row);
};

/** Uses a code for a new order inside its transaction; answers the discount. Limits hold under concurrency. */
export const redeemPromo = async (
  ctx: PaymentsContext,
  tx: Tx,
  r: { code: string; userId: string; orderId: string; total: Tiyn },
  _lang: Lang,
) => {
  const normalized = normalizePromoCode(r.code);
  const row = isPromoCodeShape(normalized) ? await repo.takePromoUse(tx, normalized) : undefined;
  if (!row) throw new AppError('PROMO_NOT_FOUND');
  const before = { ...row, used: row.used - 1 };
  const verdict = checkPromo(before, almatyDate(new Date(ctx.now())), await repo.usesByCustomer(tx, row.id, r.userId));
  if (!verdict.ok) throw promoRefusal(verdict.problem);
  const discount = promoDiscount(row, r.total);
  await repo.insertRedemption(tx, { promoId: row.id, userId: r.userId, orderId: r.orderId, discount });
  return { code: row.code, discount };
};

export const releasePromo = (tx: Tx, orderId: string) => repo.releaseRedemption(tx, orderId);
