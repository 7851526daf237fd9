import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  askRefundRoute,
  balanceRoute_company,
  balanceRoute_person,
  bankPostLinkRoute,
  bankRequestRoute,
  historyRoute,
  invoicesRoute_company,
  invoicesRoute_person,
  promoCodeRoute_company,
  promoCodeRoute_person,
  receiptRoute,
  receiptsRoute_company,
  receiptsRoute_person,
  routerPath,
  topUpStatusRoute,
  transferInvoicePdfRoute,
  transferInvoiceRoute,
  walletRefundsRoute,
} from '@jetkiz/contract';
import { sendPdf } from '../../lib/send-encoded.ts';
import { authOf, requireUserType } from '../../plugins/auth.ts';
import type { PaymentsService } from './payments.module.ts';

/**
 * Spec §7 «Payments»: the wallet's balance, history and receipts, top-ups, promo codes, the transfer invoice; transport
 * only. The order's payment, what it owes and its invoice are order routes (the orders module serves them).
 */
export const paymentsRoutes: FastifyPluginAsyncTypebox<{ service: PaymentsService }> = async (app, { service }) => {
  // The bank's callback is public: it proves itself by secret_hash and the bank's own status answer.
  app.route({
    ...bankPostLinkRoute,
    config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    handler: (req) => service.bankCallback(req.body),
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', app.authenticate);
    const protectedApp = scope.withTypeProvider<TypeBoxTypeProvider>();
    protectedApp.route({ ...balanceRoute_person, handler: (req) => service.balance(requireUserType(req, 'person')) });
    protectedApp.route({ ...balanceRoute_company, handler: (req) => service.balance(requireUserType(req, 'company')) });
    protectedApp.route({
      ...promoCodeRoute_person,
      url: routerPath(promoCodeRoute_person.url),
      handler: (req) => service.checkPromoCode(requireUserType(req, 'person'), req.params.code, req.lang),
    });
    protectedApp.route({
      ...promoCodeRoute_company,
      url: routerPath(promoCodeRoute_company.url),
      handler: (req) => service.checkPromoCode(requireUserType(req, 'company'), req.params.code, req.lang),
    });

    protectedApp.route({ ...bankRequestRoute, handler: (req) => service.requestTopUp(authOf(req), req.query.sum, req.lang) });
    protectedApp.route({
      ...topUpStatusRoute,
      url: routerPath(topUpStatusRoute.url),
      handler: (req) => service.topUp(authOf(req), req.params.invoiceId, req.lang),
    });

    protectedApp.route({ ...historyRoute, handler: (req) => service.history(authOf(req), req.query, req.lang) });
    protectedApp.route({
      ...receiptRoute,
      url: routerPath(receiptRoute.url),
      handler: async (req, reply) => sendPdf(reply, await service.receipt(authOf(req), req.params.id, req.lang)),
    });
    // The invoices and receipts screens (issue 19): a person's and a company's lists, a transfer invoice again.
    protectedApp.route({
      ...receiptsRoute_person,
      handler: (req) => service.listReceipts(requireUserType(req, 'person'), req.query, req.lang),
    });
    protectedApp.route({
      ...receiptsRoute_company,
      handler: (req) => service.listReceipts(requireUserType(req, 'company'), req.query, req.lang),
    });
    protectedApp.route({
      ...invoicesRoute_person,
      handler: (req) => service.listInvoices(requireUserType(req, 'person'), req.query, req.lang),
    });
    protectedApp.route({
      ...invoicesRoute_company,
      handler: (req) => service.listInvoices(requireUserType(req, 'company'), req.query, req.lang),
    });
    protectedApp.route({
      ...transferInvoicePdfRoute,
      url: routerPath(transferInvoicePdfRoute.url),
      handler: async (req, reply) =>
        sendPdf(reply, await service.issuedTransferInvoice(requireUserType(req, 'company'), req.params.id, req.lang)),
    });
    protectedApp.route({ ...walletRefundsRoute, handler: (req) => service.walletRefunds(authOf(req), req.lang) });
    protectedApp.route({ ...askRefundRoute, handler: (req) => service.askRefund(authOf(req), req.body, req.lang) });
    protectedApp.route({
      ...transferInvoiceRoute,
      handler: async (req, reply) =>
        sendPdf(reply, await service.transferInvoice(requireUserType(req, 'company'), req.query.sum, req.lang)),
    });
  });
};
