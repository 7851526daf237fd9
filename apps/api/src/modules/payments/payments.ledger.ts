import { FIELD_PROBLEMS, type HistoryItem, LEDGER_KIND_NAMES, PAYMENT_MESSAGES } from '@jetkiz/contract';
import {
  almatyDayRange,
  avrPaymentActId,
  checkEntries,
  fillText,
  isAvrPayment,
  type Lang,
  type LedgerEntry,
  type LedgerKind,
  orderPaymentEntries,
  receiptStatesVat,
  refundEntries,
  serviceRefundEntries,
  serviceRefundKey,
  type Tiyn,
  tiynToTenge,
} from '@jetkiz/domain';
import type { Tx } from '../../db/client.ts';
import { AppError, type FieldText, inEachLanguage } from '../../errors.ts';
import { renderReceipt } from '../documents/index.ts';
import type { Auth } from '../identity/index.ts';
import type { PaymentsContext } from './payments.context.ts';
import { movementName, receiptNumber } from './payments.documents.ts';
import { paymentsRepository as repo } from './payments.repository.ts';

/** The wallet ledger: balanced movements, order charges and refunds, the history and receipts. */

export type Movement = {
  key: string;
  kind: LedgerKind;
  userId: string;
  entries: LedgerEntry[];
  orderId?: string;
  orderNumber?: string;
  /** Whether the order is a priority order: recorded here so the history never asks the orders module. */
  orderPriority?: boolean;
  topUpId?: number;
  /** Who made the movement (issue 16: an employee of a company); none for the system's own. */
  actor?: Actor;
  /**
   * What the same payment takes from the wallet after this movement (an additional service's late-payment penalty,
   * posted next): a wallet short of this one names the shortfall of the whole, not of this part alone.
   */
  alsoDue?: Tiyn;
};

/** Who made a write: the user's id and their name then (lib/access-token.ts `actorOf`). */
export type Actor = { actorId: string; actorName: string | null };

/** What the ledger records of an order it moves money for (the orders module gives it). */
export type OrderMoney = {
  userId: string;
  orderId: string;
  orderNumber: string;
  orderPriority: boolean;
  total: Tiyn;
  discount: Tiyn;
  /** Who pays or cancels (recorded with the movement). */
  actor?: Actor;
};

/**
 * Writes one balanced movement inside the caller's transaction. A repeated key is a no-op that answers the
 * first movement; a wallet that cannot cover its part throws PAYMENT_INSUFFICIENT_FUNDS (and the caller's
 * transaction, with everything else it wrote, rolls back).
 */
export const post = async (
  ctx: PaymentsContext,
  tx: Tx,
  movement: Movement,
  _lang: Lang,
): Promise<{ transactionId: string; balance: Tiyn; repeated: boolean }> => {
  const check = checkEntries(movement.entries);
  if (!check.ok) throw new Error(`unbalanced ledger movement ${movement.key}: ${check.problem}`);
  const transactionId = await repo.insertTransaction(tx, {
    idempotencyKey: movement.key,
    kind: movement.kind,
    userId: movement.userId,
    orderId: movement.orderId ?? null,
    orderNumber: movement.orderNumber ?? null,
    orderPriority: movement.orderPriority ?? false,
    topUpId: movement.topUpId ?? null,
    actorId: movement.actor?.actorId ?? null,
    actorName: movement.actor?.actorName ?? null,
    createdAt: new Date(ctx.now()),
  });
  if (!transactionId) {
    const first = await repo.transactionByKey(tx, movement.key);
    return { transactionId: first?.id ?? '', balance: await ctx.balanceOf(tx, movement.userId), repeated: true };
  }
  const rows: Array<{ transactionId: string; accountId: number; amount: number; balanceAfter: number | null }> = [];
  let balance: Tiyn | undefined;
  for (const entry of movement.entries) {
    if ('wallet' in entry.account) {
      if (entry.account.wallet !== movement.userId) throw new Error('a movement touches another customer’s wallet');
      const moved = await repo.moveWallet(tx, entry.account.wallet, entry.amount);
      if (!moved) {
        const shortfall = -((await ctx.balanceOf(tx, movement.userId)) + entry.amount) + (movement.alsoDue ?? 0);
        throw new AppError('PAYMENT_INSUFFICIENT_FUNDS', {
          description: inEachLanguage((l) => fillText(PAYMENT_MESSAGES.shortfall[l], { amount: ctx.money(shortfall, l) })),
        });
      }
      balance = moved.balance;
      rows.push({ transactionId, accountId: moved.id, amount: entry.amount, balanceAfter: moved.balance });
    } else {
      const accountId = ctx.system[entry.account.system];
      if (accountId === undefined) throw new Error(`no system account ${entry.account.system}`);
      rows.push({ transactionId, accountId, amount: entry.amount, balanceAfter: null });
    }
  }
  await repo.insertEntries(tx, rows);
  return { transactionId, balance: balance ?? (await ctx.balanceOf(tx, movement.userId)), repeated: false };
};

/** The order payment's movement, in the order's transaction. */
export const chargeOrder = (ctx: PaymentsContext, tx: Tx, o: OrderMoney, lang: Lang) =>
  post(
    ctx,
    tx,
    {
      key: `order-payment:${o.orderId}`,
      kind: 'order_payment',
      userId: o.userId,
      orderId: o.orderId,
      orderNumber: o.orderNumber,
      orderPriority: o.orderPriority,
      ...(o.actor && { actor: o.actor }),
      entries: orderPaymentEntries(o.userId, o.total, o.discount),
    },
    lang,
  );

/** The refund of a cancelled paid order: exactly what was paid goes back to the wallet. */
export const refundOrder = (ctx: PaymentsContext, tx: Tx, o: OrderMoney, lang: Lang) =>
  post(
    ctx,
    tx,
    {
      key: `order-refund:${o.orderId}`,
      kind: 'refund',
      userId: o.userId,
      orderId: o.orderId,
      orderNumber: o.orderNumber,
      orderPriority: o.orderPriority,
      ...(o.actor && { actor: o.actor }),
      entries: refundEntries(o.userId, o.total, o.discount),
    },
    lang,
  );

/** An additional service's payment given back with its cancelled order (once per service: its own key). */
export const refundService = (
  ctx: PaymentsContext,
  tx: Tx,
  o: Omit<OrderMoney, 'total' | 'discount'> & { serviceId: string; amount: Tiyn },
  lang: Lang,
) =>
  post(
    ctx,
    tx,
    {
      key: serviceRefundKey(o.serviceId),
      kind: 'refund',
      userId: o.userId,
      orderId: o.orderId,
      orderNumber: o.orderNumber,
      orderPriority: o.orderPriority,
      ...(o.actor && { actor: o.actor }),
      entries: serviceRefundEntries(o.userId, o.amount),
    },
    lang,
  );

type HistoryQuery = { itemsPerPage?: number; page?: number; startDate?: string; endDate?: string; kind?: string };

/** `GET /payment/protected/history`: the wallet's movements, newest first; order lines say the order's kind. */
export const walletHistory = async (ctx: PaymentsContext, auth: Auth, query: HistoryQuery, lang: Lang) => {
  const start = query.startDate ? almatyDayRange(query.startDate) : undefined;
  const end = query.endDate ? almatyDayRange(query.endDate) : undefined;
  const fields: Record<string, FieldText> = {};
  if (start === null) fields.startDate = FIELD_PROBLEMS.invalid;
  if (end === null) fields.endDate = FIELD_PROBLEMS.invalid;
  if (query.kind && !(query.kind in LEDGER_KIND_NAMES)) fields.kind = FIELD_PROBLEMS.unknownValue;
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
  const page = query.page ?? 0;
  const size = query.itemsPerPage ?? 25;
  const filter = { userId: auth.userId, from: start?.from, to: end?.to, kind: query.kind };
  const db = ctx.reader ? await ctx.reader(auth.userId) : ctx.db;
  const { rows, total } = await repo.history(db, filter, page, size);
  const content: HistoryItem[] = rows.map((r) => {
    const kind = r.kind as HistoryItem['kind'];
    return {
      id: r.id,
      kind,
      kindName: movementName(r, lang),
      amount: tiynToTenge(r.amount),
      balanceAfter: tiynToTenge(r.balanceAfter ?? 0),
      createdAt: r.createdAt.toISOString(),
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      orderPriority: r.orderId !== null && r.orderPriority,
      actId: avrPaymentActId(r),
      description: r.orderNumber ? `${movementName(r, lang)} ${r.orderNumber}` : movementName(r, lang),
    };
  });
  return { content, totalElements: total, page, itemsPerPage: size };
};

/** A movement's receipt as a PDF (the caller's own movements only). */
export const receipt = async (
  ctx: PaymentsContext,
  auth: Auth,
  id: string,
  lang: Lang,
): Promise<{ pdf: Buffer; name: string }> => {
  const { db } = ctx;
  const row = await repo.ownMovement(db, auth.userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  const topUp = row.topUpId ? await repo.topUpById(db, row.topUpId) : undefined;
  const number = receiptNumber(row.id);
  const kind = row.kind as keyof typeof LEDGER_KIND_NAMES;
  const pdf = await renderReceipt(
    {
      number,
      kindName: movementName(row, lang),
      at: row.createdAt,
      amount: row.amount,
      balanceAfter: row.balanceAfter ?? 0,
      orderNumber: row.orderNumber,
      orderLabel: isAvrPayment(row) ? 'act' : 'order',
      cardMask: topUp?.cardMask ?? null,
      payer: await ctx.partyOf(auth.userId),
      withVat: receiptStatesVat(row),
      // A refund reverses the payment's turnover, so its VAT is at the rate of the payment's date.
      vatDate:
        kind === 'refund' && row.orderId
          ? ((await repo.transactionByKey(db, `order-payment:${row.orderId}`))?.createdAt ?? row.createdAt)
          : row.createdAt,
    },
    lang,
  );
  return { pdf, name: `jetkiz-receipt-${number}.pdf` };
};

/** The receipt id of an order's payment, when it has been paid. */
export const paymentOf = async (ctx: PaymentsContext, orderId: string) =>
  (await repo.transactionByKey(ctx.db, `order-payment:${orderId}`))?.id;
