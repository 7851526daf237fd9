import {
  approveCancellationRoute,
  blockCustomerRoute,
  correctOrderStatusRoute,
  customerDetailRoute,
  declineCancellationRoute,
  operatorAddServiceRoute,
  operatorCancelServiceRoute,
  operatorOrderDetailRoute,
  operatorOrdersRoute,
  searchCustomersRoute,
  unblockCustomerRoute,
} from '@jetkiz/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { OperatorCustomers } from './operator.customers.ts';
import type { OperatorOrders } from './operator.orders.ts';

/**
 * The console's customers and orders (issue 18): transport only. The staff guard and the audit entry of every write
 * are `app.operatorRoute`'s; a write's handler notes what changed (before, after, the reason).
 */
export const operatorWorkRoutes: FastifyPluginAsync<{ customers: OperatorCustomers; orders: OperatorOrders }> = async (
  app,
  { customers, orders },
) => {
  app.operatorRoute(searchCustomersRoute, (req) => customers.search(req.query));
  app.operatorRoute(customerDetailRoute, (req) => customers.detail(req.params.id, req.lang));
  app.operatorRoute(blockCustomerRoute, async (req, _staff, audit) => {
    const done = await customers.block(req.params.id, req.body, req.lang);
    audit.note({
      targetType: 'customer',
      targetId: req.params.id,
      before: done.before,
      after: done.after,
      reason: req.body.reason,
    });
    return done.customer;
  });
  app.operatorRoute(unblockCustomerRoute, async (req, _staff, audit) => {
    const done = await customers.unblock(req.params.id, req.lang);
    audit.note({
      targetType: 'customer',
      targetId: req.params.id,
      before: done.before,
      after: done.after,
      reason: req.body.reason,
    });
    return done.customer;
  });

  app.operatorRoute(operatorOrdersRoute, (req) => orders.list(req.query, req.lang));
  app.operatorRoute(operatorOrderDetailRoute, (req) => orders.detail(req.params.id, req.lang));
  app.operatorRoute(approveCancellationRoute, async (req, staff, audit) => {
    const done = await orders.approveCancellation(req.params.id, staff, req.lang);
    audit.note({ targetType: 'order', targetId: req.params.id, before: done.before, after: done.after });
    return done.order;
  });
  app.operatorRoute(declineCancellationRoute, async (req, staff, audit) => {
    const done = await orders.declineCancellation(req.params.id, req.body.reason, staff, req.lang);
    audit.note({ targetType: 'order', targetId: req.params.id, before: done.before, after: done.after, reason: req.body.reason });
    return done.order;
  });
  app.operatorRoute(operatorAddServiceRoute, async (req, staff, audit) => {
    const { reason, ...body } = req.body;
    const done = await orders.addService(req.params.id, body, staff, req.lang);
    audit.note({ targetType: 'order', targetId: req.params.id, before: done.before, after: done.after, reason });
    return done.after;
  });
  app.operatorRoute(operatorCancelServiceRoute, async (req, staff, audit) => {
    const done = await orders.cancelService(req.params.id, req.params.serviceId, staff, req.lang);
    audit.note({ targetType: 'order', targetId: req.params.id, before: done.before, after: done.after, reason: req.body.reason });
    return done.after;
  });
  app.operatorRoute(correctOrderStatusRoute, async (req, staff, audit) => {
    const done = await orders.correctStatus(req.params.id, req.body.status, req.body.reason, staff, req.lang);
    audit.note({ targetType: 'order', targetId: req.params.id, before: done.before, after: done.after, reason: req.body.reason });
    return done.order;
  });
};
