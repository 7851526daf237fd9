import type { OrderFamily } from '@jetkiz/contract';
import {
  additionalServiceAmountDue,
  almatyDate,
  type Lang,
  serviceChargeEntries,
  servicePenaltyEntries,
  servicePenaltyKey,
  serviceStatusWith,
  tiynToTenge,
} from '@jetkiz/domain';
import { AppError } from '../../errors.ts';
import { actorOf, seesWallet } from '../../lib/access-token.ts';
import type { Auth } from '../identity/index.ts';
import type { OrdersContext } from './orders.context.ts';
import { ordersRepository as repo } from './orders.repository.ts';
import { type ServiceRow, servicesRepository as servicesRepo } from './orders.services.repository.ts';

/**
 * Paying an additional service (orders.extras.ts orders it): its price, and past its 1-working-day term the
 * late-payment penalty of spec §9, each a ledger movement of its own in one transaction.
 */

/**
 * What a service costs with its late-payment penalty: while unpaid, if paid on `today` (domain
 * additionalServiceAmountDue); once paid, what was taken then; a void charge, nothing more than its price.
 */
export const dueOf = (row: ServiceRow, status: string, today: string) =>
  status === 'unpaid'
    ? additionalServiceAmountDue(row.amount, row.dueOn, today)
    : { amount: row.amount, daysLate: row.penaltyDays, penalty: row.penalty, total: row.amount + row.penalty };

/**
 * `POST /order/protected[/jur]/services/{id}/pay/{serviceId}`: pays the charge from the wallet, and past its due day
 * the late-payment penalty with it, in one transaction. Once: a second payment (two clicks, a retry, a day later)
 * answers the first one's receipts and penalty; a wallet short of the whole is a 4xx and nothing changes.
 */
export const payService = async (
  ctx: OrdersContext,
  auth: Auth,
  family: OrderFamily,
  id: string,
  serviceId: string,
  lang: Lang,
) => {
  await ctx.identity.assertCanWrite(auth);
  await ctx.customersOrder(auth, family, id);
  return ctx.db.transaction(async (tx) => {
    const order = await repo.findOwn(tx, auth.userId, id, true);
    if (!order) throw new AppError('NOT_FOUND');
    const row = await servicesRepo.find(tx, order.id, serviceId);
    if (!row) throw new AppError('NOT_FOUND');
    // A retry of a payment that went through answers its receipt; a void charge (cancelled by the operator, or with
    // its order) is never taken.
    if (serviceStatusWith(row.status, order.status) === 'cancelled') throw new AppError('ORDER_SERVICE_NOT_PAYABLE');
    // Counted as the order page showed it (the same Almaty day); a retry keeps the penalty the first payment took.
    const due = dueOf(row, row.status, almatyDate(new Date(ctx.now())));
    const movement = {
      userId: order.userId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderPriority: order.kind === 'priority',
      actor: actorOf(auth),
    };
    const paid = await ctx.payments.post(
      tx,
      {
        key: `order-service:${row.id}`,
        kind: 'service_charge',
        ...movement,
        entries: serviceChargeEntries(order.userId, row.amount),
        // A wallet short of the price is told what the price and the penalty need together, not the price alone.
        alsoDue: due.penalty,
      },
      lang,
    );
    // The penalty is no turnover: a movement of its own, so the service's receipt states its VAT on the price alone.
    const fine =
      due.penalty > 0
        ? await ctx.payments.post(
            tx,
            {
              key: servicePenaltyKey(row.id),
              kind: 'service_charge',
              ...movement,
              entries: servicePenaltyEntries(order.userId, due.penalty),
            },
            lang,
          )
        : null;
    if (row.status === 'unpaid') {
      await servicesRepo.set(tx, row.id, {
        status: 'paid',
        paidAt: new Date(ctx.now()),
        transactionId: paid.transactionId,
        penalty: due.penalty,
        penaltyDays: due.daysLate,
        penaltyTransactionId: fine?.transactionId ?? null,
      });
    }
    return {
      serviceId: row.id,
      paid: tiynToTenge(due.total),
      amount: tiynToTenge(due.amount),
      penalty: tiynToTenge(due.penalty),
      daysLate: due.daysLate,
      balance: seesWallet(auth) ? tiynToTenge((fine ?? paid).balance) : null,
      receiptId: row.transactionId ?? paid.transactionId,
      penaltyReceiptId: row.penaltyTransactionId ?? fine?.transactionId ?? null,
    };
  });
};
