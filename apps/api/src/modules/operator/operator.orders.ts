import type { OperatorOrderDetail, OperatorOrderPage, OperatorOrderQuery, OrderServiceBody } from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import type { IdentityService } from '../identity/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { TrackingService } from '../tracking/index.ts';

/**
 * The console's orders (issue 18), composed from the modules that own them: orders (the list, the detail, the
 * cancellation decisions, status corrections), tracking (the carrier's events) and identity (whose order it is).
 */
export type OperatorOrdersDeps = { identity: IdentityService; orders: OrdersService; tracking?: TrackingService };

/** Who acts, as the order's history records them. */
export type Staff = { staffId: string; name: string };

const customerOf = (
  known: Map<string, { id: string; name: string; phone: string }>,
  userId: string,
): { id: string; name: string; phone: string } => {
  const c = known.get(userId);
  return c ? { id: c.id, name: c.name, phone: c.phone } : { id: userId, name: '', phone: '' };
};

export const createOperatorOrders = (deps: OperatorOrdersDeps) => {
  const { identity, orders, tracking } = deps;
  const actorOf = (staff: Staff) => ({ actorId: staff.staffId, actorName: staff.name });

  const detail = async (id: string, lang: Lang): Promise<OperatorOrderDetail> => {
    const { userId, ...order } = await orders.operator.detail(id, lang);
    const [customers, carrierEvents] = await Promise.all([
      identity.operator.byIds([userId]),
      tracking ? tracking.carrierEvents(order.id, lang) : Promise.resolve([]),
    ]);
    return { ...order, customer: customerOf(customers, userId), carrierEvents };
  };

  return {
    async list(query: OperatorOrderQuery, lang: Lang): Promise<OperatorOrderPage> {
      const page = await orders.operator.list(query, lang);
      const customers = await identity.operator.byIds(page.content.map((o) => o.userId));
      return {
        ...page,
        content: page.content.map(({ userId, ...o }) => ({ ...o, customer: customerOf(customers, userId) })),
      };
    },
    detail,

    async approveCancellation(id: string, staff: Staff, lang: Lang) {
      const { before, after } = await orders.operator.approveCancellation(id, actorOf(staff), lang);
      return {
        before: orders.operator.auditView(before),
        after: orders.operator.auditView(after),
        order: await detail(id, lang),
      };
    },

    async declineCancellation(id: string, reason: string, staff: Staff, lang: Lang) {
      const { before, after } = await orders.operator.declineCancellation(id, reason, actorOf(staff));
      return {
        before: orders.operator.auditView(before),
        after: orders.operator.auditView(after),
        order: await detail(id, lang),
      };
    },

    /** Issue 19: an additional service the operator adds, or cancels while unpaid (the route audits both). */
    async addService(id: string, body: OrderServiceBody, staff: Staff, lang: Lang) {
      const { before, after } = await orders.operator.addService(id, body, actorOf(staff), lang);
      return { before, after };
    },
    async cancelService(id: string, serviceId: string, staff: Staff, lang: Lang) {
      return orders.operator.cancelService(id, serviceId, actorOf(staff), lang);
    },

    async correctStatus(id: string, status: string, reason: string, staff: Staff, lang: Lang) {
      const { before, after, override } = await orders.operator.correctStatus(id, status, reason, actorOf(staff), lang);
      return {
        before: orders.operator.auditView(before),
        after: { ...orders.operator.auditView(after), override },
        order: await detail(id, lang),
      };
    },
  };
};

export type OperatorOrders = ReturnType<typeof createOperatorOrders>;
