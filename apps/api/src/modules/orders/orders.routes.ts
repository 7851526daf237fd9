import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  callCourierRoute_company,
  callCourierRoute_person,
  cancelCourierRoute_company,
  cancelCourierRoute_person,
  cancelOrderRoute_company,
  cancelOrderRoute_person,
  createOrderRoute_company,
  createOrderRoute_person,
  createOrderRoute_priority,
  fileRoute_company,
  fileRoute_person,
  filesRoute_company,
  filesRoute_person,
  issueInvoiceRoute,
  listOrdersRoute_company,
  listOrdersRoute_person,
  listOrdersRoute_priority,
  type OrderFamily,
  orderDetailRoute_company,
  orderDetailRoute_person,
  orderDetailRoute_priority,
  orderInvoiceRoute_company,
  orderInvoiceRoute_person,
  orderReportRoute_company,
  orderReportRoute_person,
  orderReportRoute_priority,
  orderServiceRoute_company,
  orderServiceRoute_person,
  orderStatusesRoute_company,
  orderStatusesRoute_person,
  payOrderRoute,
  payServiceRoute_company,
  payServiceRoute_person,
  returnOrderRoute_company,
  returnOrderRoute_person,
  returnOrderRoute_priority,
  routerPath,
  sendOrderRoute_company,
  sendOrderRoute_person,
  sendOrderRoute_priority,
  unpaidRoute,
} from '@jetkiz/contract';
import type { FastifyRequest } from 'fastify';
import { sendPdf, sendXlsx } from '../../lib/send-encoded.ts';
import { authOf, requireUserType } from '../../plugins/auth.ts';
import type { OrdersService } from './orders.module.ts';

/**
 * Spec §7 «Orders»: persons, companies (jur) and priority clients — creation, registries, detail, cancel, hand-over
 * and courier, the order's payment from the wallet, its invoice and its files; transport only.
 */
/** The one check of who may call a family's route (persons the person family, companies the others); services trust it. */
const callerOf = (request: FastifyRequest, family: OrderFamily) =>
  requireUserType(request, family === 'person' ? 'person' : 'company');

export const ordersRoutes: FastifyPluginAsyncTypebox<{ service: OrdersService }> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...createOrderRoute_person,
    handler: (req) => service.create(callerOf(req, 'person'), 'person', req.body, req.query, req.lang),
  });
  app.route({
    ...createOrderRoute_company,
    handler: (req) => service.create(callerOf(req, 'company'), 'company', req.body, req.query, req.lang),
  });
  app.route({
    ...createOrderRoute_priority,
    handler: (req) => service.create(callerOf(req, 'priority'), 'priority', req.body, req.query, req.lang),
  });

  app.route({ ...orderStatusesRoute_person, handler: async (req) => service.statuses(req.lang) });
  app.route({ ...orderStatusesRoute_company, handler: async (req) => service.statuses(req.lang) });

  app.route({
    ...listOrdersRoute_person,
    handler: (req) => service.list(callerOf(req, 'person'), 'person', req.query, req.lang),
  });
  app.route({
    ...listOrdersRoute_company,
    handler: (req) => service.list(callerOf(req, 'company'), 'company', req.query, req.lang),
  });
  app.route({
    ...listOrdersRoute_priority,
    handler: (req) => service.list(callerOf(req, 'priority'), 'priority', req.query, req.lang),
  });

  for (const [route, family] of [
    [orderReportRoute_person, 'person'],
    [orderReportRoute_company, 'company'],
    [orderReportRoute_priority, 'priority'],
  ] as const) {
    app.route({
      ...route,
      handler: async (req, reply) => {
        const stream = service.report(callerOf(req, family), family, req.query, req.lang);
        return sendXlsx(reply, stream, `jetkiz-orders-${family}.xlsx`);
      },
    });
  }

  app.route({
    ...orderDetailRoute_person,
    url: routerPath(orderDetailRoute_person.url),
    handler: (req) => service.detail(callerOf(req, 'person'), 'person', req.params.id, req.lang),
  });
  app.route({
    ...orderDetailRoute_company,
    url: routerPath(orderDetailRoute_company.url),
    handler: (req) => service.detail(callerOf(req, 'company'), 'company', req.params.id, req.lang),
  });
  app.route({
    ...orderDetailRoute_priority,
    url: routerPath(orderDetailRoute_priority.url),
    handler: (req) => service.detail(callerOf(req, 'priority'), 'priority', req.params.id, req.lang),
  });
  app.route({
    ...cancelOrderRoute_person,
    url: routerPath(cancelOrderRoute_person.url),
    handler: (req) => service.cancel(callerOf(req, 'person'), 'person', req.params.id, req.lang),
  });
  app.route({
    ...cancelOrderRoute_company,
    url: routerPath(cancelOrderRoute_company.url),
    handler: (req) => service.cancel(callerOf(req, 'company'), 'company', req.params.id, req.lang),
  });

  // One click on a delivered order makes its return (issue 19).
  for (const [route, family] of [
    [returnOrderRoute_person, 'person'],
    [returnOrderRoute_company, 'company'],
    [returnOrderRoute_priority, 'priority'],
  ] as const) {
    app.route({
      ...route,
      url: routerPath(route.url),
      handler: (req) => service.return(callerOf(req, family), family, req.params.id, req.lang),
    });
  }

  for (const [route, family] of [
    [sendOrderRoute_person, 'person'],
    [sendOrderRoute_company, 'company'],
    [sendOrderRoute_priority, 'priority'],
  ] as const) {
    app.route({
      ...route,
      url: routerPath(route.url),
      handler: (req) => service.send(callerOf(req, family), family, req.params.id, req.query.pickupDate, req.lang),
    });
  }
  for (const [call, cancel, family] of [
    [callCourierRoute_person, cancelCourierRoute_person, 'person'],
    [callCourierRoute_company, cancelCourierRoute_company, 'company'],
  ] as const) {
    app.route({
      ...call,
      url: routerPath(call.url),
      handler: (req) => service.callCourier(callerOf(req, family), family, req.params.id, req.body.window, req.lang),
    });
    app.route({
      ...cancel,
      url: routerPath(cancel.url),
      handler: (req) => service.cancelCourier(callerOf(req, family), family, req.params.id),
    });
  }

  // Issue 19: additional services ordered after creation, and their payment from the wallet.
  for (const [order, pay, family] of [
    [orderServiceRoute_person, payServiceRoute_person, 'person'],
    [orderServiceRoute_company, payServiceRoute_company, 'company'],
  ] as const) {
    app.route({
      ...order,
      url: routerPath(order.url),
      handler: (req) => service.orderService(callerOf(req, family), family, req.params.id, req.body, req.lang),
    });
    app.route({
      ...pay,
      url: routerPath(pay.url),
      handler: (req) => service.payService(callerOf(req, family), family, req.params.id, req.params.serviceId, req.lang),
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
      handler: async (req, reply) =>
        sendPdf(reply, await service.invoicePdf(callerOf(req, family), family, req.params.id, req.lang)),
    });
  }

  for (const [files, file, family] of [
    [filesRoute_person, fileRoute_person, 'person'],
    [filesRoute_company, fileRoute_company, 'company'],
  ] as const) {
    app.route({ ...files, handler: (req) => service.files(callerOf(req, family), family, req.query, req.lang) });
    app.route({
      ...file,
      url: routerPath(file.url),
      handler: async (req, reply) => sendPdf(reply, await service.file(callerOf(req, family), family, req.params.id, req.lang)),
    });
  }
};
