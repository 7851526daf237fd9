import {
  MONEY_MESSAGES,
  PROMO_FIELD_MESSAGES,
  type ReferencePromo,
  type ReferencePromoCreate,
  type ReferencePromoUpdate,
} from '@jetkiz/contract';
import { isPromoCodeShape, type Lang, normalizePromoCode, percentToBasisPoints, tengeToTiyn, tiynToTenge } from '@jetkiz/domain';
import { AppError, type FieldText } from '../../errors.ts';
import type { PaymentsContext } from './payments.context.ts';
import { type PromoRow, paymentsRepository as repo } from './payments.repository.ts';

/** The console's promo codes: create, change validity and limits, disable. Customers read them from the table. */

const view = (row: PromoRow): ReferencePromo => ({
  code: row.code,
  kind: row.kind,
  value: row.kind === 'percent' ? row.value / 100 : tiynToTenge(row.value),
  validFrom: row.validFrom,
  validTo: row.validTo,
  maxUses: row.maxUses,
  used: row.used,
  perCustomer: row.perCustomer,
  disabled: row.disabledAt !== null,
});

const refuse = (fields: Record<string, FieldText>) => {
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
};

export const listPromos = async (ctx: PaymentsContext) => (await repo.listPromos(ctx.db)).map(view);

export const createPromo = async (ctx: PaymentsContext, body: ReferencePromoCreate, _lang: Lang) => {
  const code = normalizePromoCode(body.code);
  const fields: Record<string, FieldText> = {};
  if (!isPromoCodeShape(code)) fields.code = PROMO_FIELD_MESSAGES.shape;
  let value = 0;
  if (body.kind === 'percent') {
    value = percentToBasisPoints(body.value);
    if (value > 10_000 || value <= 0 || Math.abs(value - body.value * 100) > 1e-6) fields.value = PROMO_FIELD_MESSAGES.percent;
  } else {
    const tiyn = tengeToTiyn(body.value);
    if (tiyn.ok) value = tiyn.value;
    else fields.value = MONEY_MESSAGES[tiyn.problem];
  }
  if (body.validTo < body.validFrom) fields.validTo = PROMO_FIELD_MESSAGES.order;
  refuse(fields);
  const row = await ctx.db.transaction((tx) =>
    repo.insertPromo(tx, {
      code,
      kind: body.kind,
      value,
      validFrom: body.validFrom,
      validTo: body.validTo,
      maxUses: body.maxUses,
      perCustomer: body.perCustomer,
    }),
  );
  if (!row) throw new AppError('PROMO_CODE_TAKEN');
  return view(row);
};

export const updatePromo = async (ctx: PaymentsContext, code: string, body: ReferencePromoUpdate, _lang: Lang) =>
  ctx.db.transaction(async (tx) => {
    const row = await repo.promoForUpdate(tx, normalizePromoCode(code));
    if (!row) throw new AppError('REFERENCE_ITEM_NOT_FOUND');
    const fields: Record<string, FieldText> = {};
    if (body.validTo < body.validFrom) fields.validTo = PROMO_FIELD_MESSAGES.order;
    if (body.maxUses !== null && body.maxUses < row.used) fields.maxUses = PROMO_FIELD_MESSAGES.belowUsed;
    refuse(fields);
    const disabledAt = body.disabled ? (row.disabledAt ?? new Date(ctx.now())) : null;
    const after = await repo.updatePromo(tx, row.code, {
      validFrom: body.validFrom,
      validTo: body.validTo,
      maxUses: body.maxUses,
      perCustomer: body.perCustomer,
      disabledAt,
    });
    return { before: view(row), after: view(after ?? row) };
  });
