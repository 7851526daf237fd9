import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  balanceRoute_company,
  balanceRoute_person,
  bankPostLinkRoute,
  bankRequestRoute,
  historyRoute,
  issueInvoiceRoute,
  orderInvoiceRoute_company,
  orderInvoiceRoute_person,
  payOrderRoute,
  promoCodeRoute_company,
  promoCodeRoute_person,
  receiptRoute,
  routerPath,
  topUpStatusRoute,
  transferInvoiceRoute,
  unpaidRoute,
} from '@jetkiz/contract';
import { tiynToTenge } from '@jetkiz/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { sendPdf } from '../../lib/send-encoded.ts';
import { authOf } from '../../plugins/auth.ts';
import type { OrdersService } from '../orders/index.ts';
import type { PaymentsService } from './payments.service.ts';

/** Spec §7 «Payments» (and the order payment under /order); transport only. */
export const paymentsRoutes: FastifyPluginAsyncTypebox<{ service: PaymentsService; orders: OrdersService }> = async (
  app,
  { service, orders },
) => {
  // The bank's callback is public: it proves itself by secret_hash and the bank's own status answer.
  app.route({
    ...bankPostLinkRoute,
    config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    handler: (req) => service.bankCallback(req.body),
  });

  await app.register(async (scope) => {
    scope.addHook('preHandler', app.authenticate);
    const protectedApp = scope.withTypeProvider<TypeBoxTypeProvider>();
    const companyOnly = (req: FastifyRequest) => {
      if (authOf(req).userType !== 'company') throw new AppError('FORBIDDEN');
      return authOf(req);
    };
    const personOnly = (req: FastifyRequest) => {
      if (authOf(req).userType !== 'person') throw new AppError('FORBIDDEN');
      return authOf(req);
    };

    protectedApp.route({ ...balanceRoute_person, handler: (req) => service.balance(personOnly(req)) });
    protectedApp.route({ ...balanceRoute_company, handler: (req) => service.balance(companyOnly(req)) });
    protectedApp.route({
      ...promoCodeRoute_person,
      url: routerPath(promoCodeRoute_person.url),
      handler: (req) => service.checkPromoCode(personOnly(req), req.params.code, req.lang),
    });
    protectedApp.route({
      ...promoCodeRoute_company,
      url: routerPath(promoCodeRoute_company.url),
      handler: (req) => service.checkPromoCode(companyOnly(req), req.params.code, req.lang),
    });

    protectedApp.route({ ...bankRequestRoute, handler: (req) => service.requestTopUp(authOf(req), req.query.sum, req.lang) });
    protectedApp.route({
      ...topUpStatusRoute,
      url: routerPath(topUpStatusRoute.url),
      handler: (req) => service.topUp(authOf(req), req.params.invoiceId),
    });

    protectedApp.route({
      ...unpaidRoute,
      handler: async (req) => {
        const auth = authOf(req);
        const order = await orders.dueOf(auth, req.query.orderId);
        const balance = await service.walletBalance(auth.userId);
        return {
          orderId: order.id,
          orderNumber: order.orderNumber,
          total: tiynToTenge(order.total),
          discount: tiynToTenge(order.total - order.price),
          due: tiynToTenge(order.due),
          promoCode: order.promoCode,
          balance: tiynToTenge(balance),
          shortfall: tiynToTenge(Math.max(0, order.due - balance)),
          paymentStatus: order.paymentStatus,
        };
      },
    });
    protectedApp.route({
      ...payOrderRoute,
      url: routerPath(payOrderRoute.url),
      handler: (req) => orders.pay(authOf(req), req.params.id, req.query.amount, req.lang),
    });

    protectedApp.route({
      ...historyRoute,
      handler: async (req) => {
        const auth = authOf(req);
        const page = await service.history(auth, req.query, req.lang);
        // The ledger does not know an order's kind; the orders module says which are priority orders.
        const priority = await orders.priorityAmong(
          auth,
          page.content.flatMap((item) => (item.orderId ? [item.orderId] : [])),
        );
        return { ...page, content: page.content.map((item) => ({ ...item, orderPriority: priority.has(item.orderId ?? '') })) };
      },
    });
    protectedApp.route({
      ...receiptRoute,
      url: routerPath(receiptRoute.url),
      handler: async (req, reply) => sendPdf(reply, await service.receipt(authOf(req), req.params.id, req.lang)),
    });

    const invoiceOrder = async (req: FastifyRequest, id: string) => {
      const order = await orders.dueOf(authOf(req), id);
      return { id: order.id, orderNumber: order.orderNumber, total: order.total, due: order.price, promoCode: order.promoCode };
    };
    protectedApp.route({
      ...issueInvoiceRoute,
      url: routerPath(issueInvoiceRoute.url),
      handler: async (req) => {
        const { row: _row, ...invoice } = await service.issueOrderInvoice(authOf(req), await invoiceOrder(req, req.params.id));
        return invoice;
      },
    });
    for (const [route, guard] of [
      [orderInvoiceRoute_person, personOnly],
      [orderInvoiceRoute_company, companyOnly],
    ] as const) {
      protectedApp.route({
        ...route,
        url: routerPath(route.url),
        handler: async (req, reply) => {
          const auth = guard(req);
          return sendPdf(reply, await service.orderInvoicePdf(auth, await invoiceOrder(req, req.params.id), req.lang));
        },
      });
    }
    protectedApp.route({
      ...transferInvoiceRoute,
      handler: async (req, reply) => sendPdf(reply, await service.transferInvoice(companyOnly(req), req.query.sum, req.lang)),
    });
  });
};
