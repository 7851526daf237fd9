import type {
  OperatorOrderQuery,
  OrderBody,
  OrderFamily,
  OrderListQuery,
  OrderServiceBody,
  PriorityOrderBody,
} from '@jetkiz/contract';
import type { DashboardPeriod, Lang } from '@jetkiz/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { Auth } from '../identity/index.ts';
import { syncCarriers } from './orders.booking.ts';
import { orderForClaim, orderForClaimById } from './orders.claims.ts';
import { createOrdersContext, type OrdersDeps } from './orders.context.ts';
import { cancelOrder, createOrder } from './orders.create.ts';
import { ordersDashboard } from './orders.dashboard.ts';
import { deliveredOrders, deliveringCustomers } from './orders.delivered.ts';
import { returnOrder } from './orders.deliveries.ts';
import {
  chargeSecondAttempt,
  creditLateDelivery,
  operatorAddService,
  operatorCancelService,
  orderService,
} from './orders.extras.ts';
import { orderFile, orderFiles } from './orders.files.ts';
import { applyTracking, callCourier, cancelCourier, sendOrder } from './orders.handover.ts';
import {
  approveCancellation,
  auditView,
  correctStatus,
  customerOrders,
  declineCancellation,
  operatorOrderDetail,
  operatorOrders,
  type StaffActor,
} from './orders.operator.ts';
import { issueOrderInvoice, orderInvoicePdf, payOrder, unpaidOf } from './orders.payment.ts';
import { orderReport } from './orders.reports.ts';
import { type OrderRow, ordersRepository as repo } from './orders.repository.ts';
import { payService } from './orders.service-payment.ts';
import { listOrders, orderDetail, orderStatuses } from './orders.views.ts';

/**
 * The orders module's face: each use case lives in its own file (views, create, hand-over, payment, files,
 * reports) as a named function of the module's context; this binds them to one context. No rule lives here.
 */
export const createOrdersService = (deps: OrdersDeps) => {
  const ctx = createOrdersContext(deps);
  return {
    create: (
      auth: Auth,
      family: OrderFamily,
      body: OrderBody & Partial<PriorityOrderBody>,
      query: { terminalFromId?: number | undefined; terminalToId?: number | undefined },
      lang: Lang,
    ) => createOrder(ctx, auth, family, body, query, lang),
    statuses: orderStatuses,
    list: (auth: Auth, family: OrderFamily, query: OrderListQuery, lang: Lang) => listOrders(ctx, auth, family, query, lang),
    detail: (auth: Auth, family: OrderFamily, id: string, lang: Lang) => orderDetail(ctx, auth, family, id, lang),
    cancel: (auth: Auth, family: OrderFamily, id: string, lang: Lang) => cancelOrder(ctx, auth, family, id, lang),
    /** The return of a delivered order (issue 19). */
    return: (auth: Auth, family: OrderFamily, id: string, lang: Lang) => returnOrder(ctx, auth, family, id, lang),
    report: (auth: Auth, family: OrderFamily, query: OrderListQuery, lang: Lang) => orderReport(ctx, auth, family, query, lang),

    unpaid: (auth: Auth, orderId: string) => unpaidOf(ctx, auth, orderId),
    pay: (auth: Auth, id: string, amount: string, lang: Lang) => payOrder(ctx, auth, id, amount, lang),
    issueInvoice: (auth: Auth, id: string) => issueOrderInvoice(ctx, auth, id),
    /** `family` names the route it came by; the route has checked the caller's type (requireUserType). */
    invoicePdf: (auth: Auth, _family: OrderFamily, id: string, lang: Lang) => orderInvoicePdf(ctx, auth, id, lang),
    files: (auth: Auth, family: OrderFamily, query: { orderId: string; types?: string | undefined }, lang: Lang) =>
      orderFiles(ctx, auth, family, query, lang),
    file: (auth: Auth, family: OrderFamily, fileId: string, lang: Lang) => orderFile(ctx, auth, family, fileId, lang),

    send: (auth: Auth, family: OrderFamily, id: string, pickupDate: string, lang: Lang) =>
      sendOrder(ctx, auth, family, id, pickupDate, lang),
    callCourier: (auth: Auth, family: OrderFamily, id: string, window: string, lang: Lang) =>
      callCourier(ctx, auth, family, id, window, lang),
    cancelCourier: (auth: Auth, family: OrderFamily, id: string) => cancelCourier(ctx, auth, family, id),
    syncCarriers: () => syncCarriers(ctx),

    /** Issue 19: additional services ordered after creation, paid from the wallet. */
    orderService: (auth: Auth, family: OrderFamily, id: string, body: OrderServiceBody, lang: Lang) =>
      orderService(ctx, auth, family, id, body, lang),
    payService: (auth: Auth, family: OrderFamily, id: string, serviceId: string, lang: Lang) =>
      payService(ctx, auth, family, id, serviceId, lang),

    /**
     * For the tracking module: the order behind a carrier's shipment, and what its events change — and, issue 19, a
     * delivery after the promised range credits the wallet (once), a failed attempt charges the second one.
     */
    applyTracking: async (tx: Tx, order: OrderRow, change: Parameters<typeof applyTracking>[2], event?: string) => {
      const after = await applyTracking(tx, order, change);
      if (event === 'delivery_failed') await chargeSecondAttempt(ctx, tx, after);
      return order.status !== 'delivered' ? creditLateDelivery(ctx, tx, after) : after;
    },
    lockByShipment: (tx: Tx, carrier: string, shipmentId: string) => repo.byShipment(tx, carrier, shipmentId),
    travelling: (carriers: string[], bookedBefore: Date) => repo.travelling(ctx.db, carriers, bookedBefore, 200),

    /** For the acts of completed works: who had orders delivered in [from, to), and those orders. */
    deliveringCustomers: (period: { from: Date; to: Date }, afterUserId: string | null, limit: number) =>
      deliveringCustomers(ctx, period, afterUserId, limit),
    deliveredOrders: (tx: Db | Tx, userId: string, period: { from: Date; to: Date }, lang: Lang) =>
      deliveredOrders(ctx, tx, userId, period, lang),

    /** For claims (issue 19): the caller's order (404 when not theirs), or any order by id for the console. */
    forClaim: (auth: Auth, family: OrderFamily, id: string, lang: Lang) => orderForClaim(ctx, auth, family, id, lang),
    forClaimById: (id: string, lang: Lang) => orderForClaimById(ctx, id, lang),

    /** For the console's dashboard: the period's orders by status and carrier, and the open work. */
    dashboard: (period: DashboardPeriod) => ordersDashboard(ctx, period),
    /** The operator console (issue 18): every order, one order, cancellation decisions, status corrections. */
    operator: {
      list: (query: OperatorOrderQuery, lang: Lang) => operatorOrders(ctx, query, lang),
      detail: (id: string, lang: Lang) => operatorOrderDetail(ctx, id, lang),
      ofCustomer: (userId: string, limit: number, lang: Lang) => customerOrders(ctx, userId, limit, lang),
      approveCancellation: (id: string, actor: StaffActor, lang: Lang) => approveCancellation(ctx, id, actor, lang),
      declineCancellation: (id: string, reason: string, actor: StaffActor) => declineCancellation(ctx, id, reason, actor),
      correctStatus: (id: string, status: string, reason: string, actor: StaffActor, lang: Lang) =>
        correctStatus(ctx, id, status, reason, actor, lang),
      auditView,
      addService: (id: string, body: OrderServiceBody, actor: StaffActor, lang: Lang) =>
        operatorAddService(ctx, id, body, actor, lang),
      cancelService: (id: string, serviceId: string, actor: StaffActor, lang: Lang) =>
        operatorCancelService(ctx, id, serviceId, actor, lang),
    },
  };
};

export type OrdersService = ReturnType<typeof createOrdersService>;
