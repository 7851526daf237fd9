import {
  ORDER_EXTRAS_TEXTS,
  ORDER_SERVICE_STATUS_NAMES,
  type OrderExtras,
  type OrderFamily,
  type OrderServiceBody,
} from '@jetkiz/contract';
import {
  ADDITIONAL_SERVICES,
  type AdditionalService,
  additionalServiceAmount,
  additionalServiceDueOn,
  additionalServiceOrderable,
  additionalServiceOverdue,
  almatyDate,
  fillSms,
  fillText,
  formatDay,
  formatPercent,
  formatTenge,
  holdsOrder,
  isAdditionalService,
  type Lang,
  lateCreditEntries,
  lateDeliveryCredit,
  PENALTY_BASIS_POINTS_PER_DAY,
  serviceStatusWith,
  tiynToTenge,
} from '@jetkiz/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { actorOf } from '../../lib/access-token.ts';
import type { Auth } from '../identity/index.ts';
import type { OrdersContext } from './orders.context.ts';
import { type OrderRow, ordersRepository as repo } from './orders.repository.ts';
import { dueOf } from './orders.service-payment.ts';
import { servicesRepository as servicesRepo } from './orders.services.repository.ts';

/**
 * Issue 19: what happens to an order after it was created. The late-delivery credit, paid by the ledger once per
 * order (key `late-credit:{order}`) when the order becomes delivered after its `due_on`; and the additional services
 * ordered afterwards — by the customer on the order page, by the operator in the console, or by the carrier's
 * «delivery failed» (a second attempt) — each a charge due within 1 working day, paid from the wallet once
 * (key `order-service:{service}`), with the late-payment penalty when paid after that day (its own movement, key
 * `order-service-penalty:{service}`, in the same transaction). An unpaid one holds the order: it is not handed over
 * until paid or cancelled.
 */

type Actor = { actorId: string; actorName: string | null };

const nameOf = (ctx: OrdersContext, service: string, lang: Lang) => ctx.servicePrice?.(service)?.name[lang] ?? service;

/** The SMS to the account holder (the wallet's owner), in their language; once per key. */
const smsTo = async (ctx: OrdersContext, tx: Tx, userId: string, key: string, text: (lang: Lang) => string) => {
  if (!ctx.sms) return;
  const profile = await ctx.identity.profile(userId, tx);
  const lang = await ctx.identity.languageOf(userId, tx);
  if (profile.phone) await ctx.sms(tx, [{ key, phone: profile.phone, text: text(lang) }]);
};

/**
 * The late-delivery credit of an order that has just become delivered, in the tracking event's transaction: 3 % of
 * what the customer paid per Almaty calendar day past `due_on`, at most all of it. Prepaid and post-paid orders alike
 * (a post-paid company's act bills the full price; the credit goes to its wallet). Once per order: the ledger key
 * makes a replayed event, a re-run or a second «delivered» after an operator's correction a no-op.
 */
export const creditLateDelivery = async (ctx: OrdersContext, tx: Tx, order: OrderRow) => {
  if (order.status !== 'delivered' || !order.deliveredAt || order.lateCreditId) return order;
  const credit = lateDeliveryCredit({ price: order, dueOn: order.dueOn }, order.deliveredAt);
  if (!credit) return order;
  const moved = await ctx.payments.post(
    tx,
    {
      key: `late-credit:${order.id}`,
      kind: 'late_credit',
      userId: order.userId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderPriority: order.kind === 'priority',
      entries: lateCreditEntries(order.userId, credit.amount),
    },
    'ru',
  );
  const after = await repo.update(tx, order.id, {
    lateDays: credit.daysLate,
    lateCredit: credit.amount,
    lateCreditId: moved.transactionId,
    lateCreditedAt: new Date(ctx.now()),
  });
  if (!moved.repeated) {
    await smsTo(ctx, tx, order.userId, `${order.id}:late-credit`, (lang) =>
      fillSms(ORDER_EXTRAS_TEXTS.lateCreditSms, lang, {
        number: order.orderNumber,
        days: credit.daysLate,
        amount: formatTenge(credit.amount, lang),
      }),
    );
  }
  return after;
};

/** One additional service charged to an order (the order locked by the caller), with its SMS when new. */
const addService = async (
  ctx: OrdersContext,
  tx: Tx,
  order: OrderRow,
  request: { service: AdditionalService; days?: number | undefined },
  source: 'customer' | 'staff' | 'carrier',
  actor: Actor | undefined,
) => {
  if (!additionalServiceOrderable(request.service, order.status)) throw new AppError('ORDER_SERVICE_NOT_AVAILABLE');
  const price = ctx.servicePrice?.(request.service);
  const priced = price && additionalServiceAmount(request.service, price, { fee: order.totalWithPromo }, request.days ?? 1);
  if (!priced?.ok) throw new AppError('ORDER_SERVICE_NOT_AVAILABLE');
  const now = new Date(ctx.now());
  const dueOn = additionalServiceDueOn(now, ctx.calendar);
  const { row, created } = await servicesRepo.insert(tx, {
    orderId: order.id,
    service: request.service,
    days: priced.days,
    amount: priced.amount,
    source,
    ...actor,
    orderedAt: now,
    dueOn,
  });
  if (created) {
    await smsTo(ctx, tx, order.userId, `order-service:${row.id}`, (l) =>
      fillSms(ORDER_EXTRAS_TEXTS.serviceSms, l, {
        number: order.orderNumber,
        service: nameOf(ctx, row.service, l),
        amount: formatTenge(row.amount, l),
        date: formatDay(row.dueOn),
        rate: formatPercent(PENALTY_BASIS_POINTS_PER_DAY, l),
      }),
    );
  }
  return row;
};

/** The carrier's «delivery failed»: a second attempt is charged (once while unpaid), in the event's transaction. */
export const chargeSecondAttempt = async (ctx: OrdersContext, tx: Tx, order: OrderRow) => {
  if (!ctx.servicePrice?.('SECOND_ATTEMPT') || !additionalServiceOrderable('SECOND_ATTEMPT', order.status)) return;
  await addService(ctx, tx, order, { service: 'SECOND_ATTEMPT' }, 'carrier', undefined);
};

/** The order page's block: the credit, the services, the hold and what may be ordered now. */
export const extrasOf = async (ctx: OrdersContext, db: Db | Tx, order: OrderRow, lang: Lang): Promise<OrderExtras> => {
  // A cancelled order's unpaid charges are void with it, however it was cancelled (customer, operator, carrier).
  const rows = (await servicesRepo.of(db, order.id)).map((r) => ({ ...r, status: serviceStatusWith(r.status, order.status) }));
  const now = new Date(ctx.now());
  const today = almatyDate(now);
  const unpaid = rows.find((r) => r.status === 'unpaid');
  return {
    lateCredit:
      order.lateCreditId && order.lateCredit && order.lateDays
        ? {
            daysLate: order.lateDays,
            amount: tiynToTenge(order.lateCredit),
            at: (order.lateCreditedAt ?? order.updatedAt).toISOString(),
            receiptId: order.lateCreditId,
          }
        : null,
    services: rows.map((r) => {
      const due = dueOf(r, r.status, today);
      return {
        id: r.id,
        service: r.service as AdditionalService,
        name: nameOf(ctx, r.service, lang),
        days: r.days,
        amount: tiynToTenge(r.amount),
        status: r.status as keyof typeof ORDER_SERVICE_STATUS_NAMES,
        statusName: ORDER_SERVICE_STATUS_NAMES[r.status as keyof typeof ORDER_SERVICE_STATUS_NAMES][lang],
        orderedAt: r.orderedAt.toISOString(),
        dueOn: r.dueOn,
        overdue: r.status === 'unpaid' && additionalServiceOverdue(r.dueOn, now),
        daysLate: due.daysLate,
        penalty: tiynToTenge(due.penalty),
        total: tiynToTenge(due.total),
        paidAt: r.paidAt?.toISOString() ?? null,
        receiptId: r.transactionId,
        penaltyReceiptId: r.penaltyTransactionId,
        source: r.source as 'customer' | 'staff' | 'carrier',
      };
    }),
    // Past its due day the hold says so, and that the penalty in the amount grows; before it, the day to pay by.
    hold:
      unpaid && holdsOrder(rows)
        ? fillText(
            (additionalServiceOverdue(unpaid.dueOn, now) ? ORDER_EXTRAS_TEXTS.holdOverdue : ORDER_EXTRAS_TEXTS.hold)[lang],
            {
              service: nameOf(ctx, unpaid.service, lang),
              amount: formatTenge(dueOf(unpaid, 'unpaid', today).total, lang),
              date: formatDay(unpaid.dueOn),
            },
          )
        : null,
    available: ADDITIONAL_SERVICES.flatMap((service) => {
      const price = ctx.servicePrice?.(service);
      const priced = price && additionalServiceAmount(service, price, { fee: order.totalWithPromo });
      return priced?.ok && additionalServiceOrderable(service, order.status)
        ? [{ service, name: nameOf(ctx, service, lang), price: tiynToTenge(priced.amount) }]
        : [];
    }),
  };
};

/** Refuses to hand over (or call a courier for) an order an unpaid additional service holds. */
export const assertNotHeld = async (tx: Db | Tx, orderId: string) => {
  if (holdsOrder(await servicesRepo.of(tx, orderId))) throw new AppError('ORDER_ON_HOLD');
};

/** `POST /order/protected[/jur]/services/{id}`: the customer orders an additional service. */
export const orderService = async (
  ctx: OrdersContext,
  auth: Auth,
  family: OrderFamily,
  id: string,
  body: OrderServiceBody,
  lang: Lang,
) => {
  if (!isAdditionalService(body.service)) throw new AppError('ORDER_SERVICE_NOT_AVAILABLE');
  await ctx.identity.assertCanWrite(auth);
  await ctx.customersOrder(auth, family, id);
  return ctx.db.transaction(async (tx) => {
    const order = await repo.findOwn(tx, auth.userId, id, true);
    if (!order) throw new AppError('NOT_FOUND');
    await addService(ctx, tx, order, body, 'customer', actorOf(auth));
    return extrasOf(ctx, tx, order, lang);
  });
};

/** The operator adds a service (the console's order detail); the route audits it. */
export const operatorAddService = (ctx: OrdersContext, id: string, body: OrderServiceBody, actor: Actor, lang: Lang) =>
  ctx.db.transaction(async (tx) => {
    const order = await repo.findById(tx, id, true);
    if (!order) throw new AppError('NOT_FOUND');
    const before = await extrasOf(ctx, tx, order, lang);
    const row = await addService(ctx, tx, order, body, 'staff', actor);
    return { before, after: await extrasOf(ctx, tx, order, lang), serviceId: row.id };
  });

/**
 * Gives back each additional service paid on an order being cancelled (in that transaction), each once by its own
 * key: an order is cancelled only before hand-over (domain cancelOutcome), so none was rendered.
 */
export const refundPaidServices = async (ctx: OrdersContext, tx: Tx, order: OrderRow, actor: Actor | undefined, lang: Lang) => {
  for (const row of await servicesRepo.of(tx, order.id)) {
    if (row.status !== 'paid') continue;
    await ctx.payments.refundService(
      tx,
      { ...ctx.moneyOf(order), serviceId: row.id, amount: row.amount, ...(actor && { actor }) },
      lang,
    );
    await servicesRepo.set(tx, row.id, { status: 'refunded' });
  }
};

/** The operator cancels an unpaid service (a paid one is refunded by an adjustment, not here); the hold lifts. The route audits the reason. */
export const operatorCancelService = (ctx: OrdersContext, id: string, serviceId: string, actor: Actor, lang: Lang) =>
  ctx.db.transaction(async (tx) => {
    const order = await repo.findById(tx, id, true);
    if (!order) throw new AppError('NOT_FOUND');
    const row = await servicesRepo.find(tx, order.id, serviceId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'unpaid') throw new AppError('ORDER_SERVICE_NOT_CANCELLABLE');
    const before = await extrasOf(ctx, tx, order, lang);
    await servicesRepo.set(tx, row.id, { status: 'cancelled', actorId: actor.actorId, actorName: actor.actorName });
    return { before, after: await extrasOf(ctx, tx, order, lang) };
  });
