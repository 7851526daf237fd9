import { FIELD_PROBLEMS, PAYMENT_MESSAGES, type Unpaid } from '@jetkiz/contract';
import { fillText, formatTenge, type Lang, tengeToTiyn, tiynToTenge } from '@jetkiz/domain';
import { AppError, inEachLanguage } from '../../errors.ts';
import { actorOf, seesWallet } from '../../lib/access-token.ts';
import type { Auth } from '../identity/index.ts';
import type { OrdersContext } from './orders.context.ts';
import { ordersRepository as repo } from './orders.repository.ts';
import { dueOf } from './orders.views.ts';

/** The money of an order: what is due, its payment from the wallet, its invoice. Payments keeps the ledger. */

/** `GET /payment/protected/unpaid?orderId=`: what the order costs, what is due and what the wallet lacks. */
export const unpaidOf = async (ctx: OrdersContext, auth: Auth, orderId: string): Promise<Unpaid> => {
  const order = await dueOf(ctx, auth, orderId);
  const balance = await ctx.payments.walletBalance(auth.userId);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    total: tiynToTenge(order.total),
    discount: tiynToTenge(order.total - order.price),
    due: tiynToTenge(order.due),
    promoCode: order.promoCode,
    balance: seesWallet(auth) ? tiynToTenge(balance) : null,
    shortfall: tiynToTenge(Math.max(0, order.due - balance)),
    paymentStatus: order.paymentStatus,
  };
};

/** `POST /order/protected/payment/{id}?amount=`: pays a formed order from the wallet, exactly once. */
export const payOrder = async (ctx: OrdersContext, auth: Auth, id: string, amountText: string, lang: Lang) => {
  const checked = /^\d{1,12}(\.\d{1,2})?$/.test(amountText.trim()) ? tengeToTiyn(amountText) : undefined;
  if (!checked?.ok) throw new AppError('VALIDATION', { fields: { amount: FIELD_PROBLEMS.invalid } });
  const amount = checked.value;
  await ctx.identity.assertCanWrite(auth);
  return ctx.db.transaction(async (tx) => {
    // The order's row lock makes a second payment of it wait here and then find it paid.
    const order = await repo.findOwn(tx, auth.userId, id, true);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status === 'cancelled') throw new AppError('ORDER_NOT_PAYABLE');
    if (order.paymentStatus !== 'unpaid') throw new AppError('ORDER_ALREADY_PAID');
    if (order.status !== 'formed') throw new AppError('ORDER_NOT_PAYABLE');
    if (amount !== order.totalWithPromo) {
      throw new AppError('PAYMENT_AMOUNT_MISMATCH', {
        description: inEachLanguage((l) => fillText(PAYMENT_MESSAGES.due[l], { amount: formatTenge(order.totalWithPromo, l) })),
      });
    }
    const paid = await ctx.payments.chargeOrder(tx, { ...ctx.moneyOf(order), actor: actorOf(auth) }, lang);
    await repo.addHistory(tx, order.id, 'paid', new Date(ctx.now()), undefined, actorOf(auth));
    await repo.setStatus(tx, order.id, 'paid', 'paid');
    await ctx.orderMail?.(tx, 'paid', order);
    return {
      orderId: order.id,
      paid: tiynToTenge(order.totalWithPromo),
      balance: seesWallet(auth) ? tiynToTenge(paid.balance) : null,
      receiptId: paid.transactionId,
    };
  });
};

/** The order as its invoice describes it: the sum is the price with promo (a paid order's invoice stays). */
const invoiceOrder = async (ctx: OrdersContext, auth: Auth, id: string) => {
  const order = await dueOf(ctx, auth, id);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    priority: order.priority,
    total: order.total,
    due: order.price,
    promoCode: order.promoCode,
  };
};

/** `POST …/invoice/{id}`: the order's invoice, issued once. */
export const issueOrderInvoice = async (ctx: OrdersContext, auth: Auth, id: string) => {
  const { row: _row, ...invoice } = await ctx.payments.issueOrderInvoice(auth, await invoiceOrder(ctx, auth, id));
  return invoice;
};

/** The order's invoice as a PDF. */
export const orderInvoicePdf = async (ctx: OrdersContext, auth: Auth, id: string, lang: Lang) =>
  ctx.payments.orderInvoicePdf(auth, await invoiceOrder(ctx, auth, id), lang);
