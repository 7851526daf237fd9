import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  callCourierRoute_company,
  callCourierRoute_person,
  cancelCourierRoute_company,
  cancelCourierRoute_person,
  cancelJurOrderRoute,
  cancelOrderRoute,
  createJurOrderRoute,
  createOrderRoute,
  createPriorityOrderRoute,
  fileRoute_company,
  fileRoute_person,
  filesRoute_company,
  filesRoute_person,
  issueInvoiceRoute,
  jurOrderDetailRoute,
  jurOrderReportRoute,
  jurOrderStatusesRoute,
  listJurOrdersRoute,
  listOrdersRoute,
  listPriorityOrdersRoute,
  orderDetailRoute,
  orderInvoiceRoute_company,
  orderInvoiceRoute_person,
  orderReportRoute,
  orderStatusesRoute,
  payOrderRoute,
  priorityOrderDetailRoute,
  priorityOrderReportRoute,
  routerPath,
  sendOrderRoute_company,
  sendOrderRoute_person,
  sendOrderRoute_priority,
  unpaidRoute,
} from '@jetkiz/contract';
import { sendPdf, sendXlsx } from '../../lib/send-encoded.ts';
import { authOf } from '../../plugins/auth.ts';
import type { OrdersService } from './orders.module.ts';

/**
 * Spec §7 «Orders»: persons, companies (jur) and priority clients — creation, registries, detail, cancel, hand-over
 * and courier, the order's payment from the wallet, its invoice and its files; transport only.
 */
export const ordersRoutes: FastifyPluginAsyncTypebox<{ service: OrdersService }> = async (app, { service }) => {
  app.addHook('preHandler', app.authenticate);

  app.route({ ...createOrderRoute, handler: (req) => service.create(authOf(req), 'person', req.body, req.query, req.lang) });
  app.route({ ...createJurOrderRoute, handler: (req) => service.create(authOf(req), 'company', req.body, req.query, req.lang) });
  app.route({
    ...createPriorityOrderRoute,
    handler: (req) => service.create(authOf(req), 'priority', req.body, req.query, req.lang),
  });

  app.route({ ...orderStatusesRoute, handler: async (req) => service.statuses(req.lang) });
  app.route({ ...jurOrderStatusesRoute, handler: async (req) => service.statuses(req.lang) });

  app.route({ ...listOrdersRoute, handler: (req) => service.list(authOf(req), 'person', req.query, req.lang) });
  app.route({ ...listJurOrdersRoute, handler: (req) => service.list(authOf(req), 'company', req.query, req.lang) });
  app.route({ ...listPriorityOrdersRoute, handler: (req) => service.list(authOf(req), 'priority', req.query, req.lang) });

  for (const [route, family] of [
    [orderReportRoute, 'person'],
    [jurOrderReportRoute, 'company'],
    [priorityOrderReportRoute, 'priority'],
  ] as const) {
    app.route({
      ...route,
      handler: async (req, reply) => {
        const stream = service.report(authOf(req), family, req.query, req.lang);
        return sendXlsx(reply, stream, `jetkiz-orders-${family}.xlsx`);
      },
    });
  }

  app.route({
    ...orderDetailRoute,
    url: routerPath(orderDetailRoute.url),
    handler: (req) => service.detail(authOf(req), 'person', req.params.id, req.lang),
  });
  app.route({
    ...jurOrderDetailRoute,
    url: routerPath(jurOrderDetailRoute.url),
    handler: (req) => service.detail(authOf(req), 'company', req.params.id, req.lang),
  });
  app.route({
    ...priorityOrderDetailRoute,
    url: routerPath(priorityOrderDetailRoute.url),
    handler: (req) => service.detail(authOf(req), 'priority', req.params.id, req.lang),
  });
  app.route({
    ...cancelOrderRoute,
    url: routerPath(cancelOrderRoute.url),
    handler: (req) => service.cancel(authOf(req), 'person', req.params.id, req.lang),
  });
  app.route({
    ...cancelJurOrderRoute,
    url: routerPath(cancelJurOrderRoute.url),
    handler: (req) => service.cancel(authOf(req), 'company', req.params.id, req.lang),
  });

  for (const [route, family] of [
    [sendOrderRoute_person, 'person'],
    [sendOrderRoute_company, 'company'],
    [sendOrderRoute_priority, 'priority'],
  ] as const) {
    app.route({
      ...route,
      url: routerPath(route.url),
      handler: (req) => service.send(authOf(req), family, req.params.id, req.query.pickupDate, req.lang),
    });
  }
  for (const [call, cancel, family] of [
    [callCourierRoute_person, cancelCourierRoute_person, 'person'],
    [callCourierRoute_company, cancelCourierRoute_company, 'company'],
  ] as const) {
    app.route({
      ...call,
      url: routerPath(call.url),
      handler: (req) => service.callCourier(authOf(req), family, req.params.id, req.body.window, req.lang),
    });
    app.route({
      ...cancel,
      url: routerPath(cancel.url),
      handler: (req) => service.cancelCourier(authOf(req), family, req.params.id),
    });
  }

  app.route({ ...unpaidRoute, handler: (req) => service.unpaid(authOf(req), req.query.orderId) });
  app.route({
    ...payOrderRoute,
    url: routerPath(payOrderRoute.url),
    handler: (req) => service.pay(authOf(req), req.params.id, req.query.amount, req.lang),
  });
  app.route({
    ...issueInvoiceRoute,
    url: routerPath(issueInvoiceRoute.url),
    handler: (req) => service.issueInvoice(authOf(req), req.params.id),
  });
  for (const [route, family] of [
    [orderInvoiceRoute_person, 'person'],
    [orderInvoiceRoute_company, 'company'],
  ] as const) {
    app.route({
      ...route,
      url: routerPath(route.url),
      handler: async (req, reply) => sendPdf(reply, await service.invoicePdf(authOf(req), family, req.params.id, req.lang)),
    });
  }

  for (const [files, file, family] of [
    [filesRoute_person, fileRoute_person, 'person'],
    [filesRoute_company, fileRoute_company, 'company'],
  ] as const) {
    app.route({ ...files, handler: (req) => service.files(authOf(req), family, req.query, req.lang) });
    app.route({
      ...file,
      url: routerPath(file.url),
      handler: async (req, reply) => sendPdf(reply, await service.file(authOf(req), family, req.params.id, req.lang)),
    });
  }
};
