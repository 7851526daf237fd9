import {
  adjustWalletRoute,
  approveRefundRoute,
  creditTransferRoute,
  declineRefundRoute,
  ledgerCheckRoute,
  listAdjustmentsRoute,
  listRefundsRoute,
  listTransferInvoicesRoute,
  operatorCreatePromoRoute,
  operatorPromosRoute,
  operatorUpdatePromoRoute,
  settleRefundPayoutRoute,
} from '@jetkiz/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsService } from './payments.module.ts';

/**
 * The console's money and promo codes (issue 18), transport only: the staff guard and the audit line are `app.operatorRoute`'s
 * (the operator module's base); each write notes what it changed, before and after.
 */
export const paymentsOperatorRoutes: FastifyPluginAsync<{ service: PaymentsService }> = async (app, { service }) => {
  app.operatorRoute(listTransferInvoicesRoute, (req) => service.listTransferInvoices(req.query));

  app.operatorRoute(creditTransferRoute, async (req, staff, audit) => {
    const { invoice, before } = await service.creditTransfer(staff, req.body, req.lang);
    audit.note({ targetType: 'invoice', targetId: invoice.number, before, after: invoice });
    return invoice;
  });

  app.operatorRoute(listRefundsRoute, (req) => service.listRefunds(req.query, req.lang));

  app.operatorRoute(approveRefundRoute, async (req, staff, audit) => {
    const { refund, before } = await service.approveRefund(staff, req.params.id, req.lang);
    audit.note({ targetType: 'refund', targetId: refund.id, before, after: refund });
    return refund;
  });

  app.operatorRoute(declineRefundRoute, async (req, staff, audit) => {
    const { refund, before } = await service.declineRefund(staff, req.params.id, req.body.reason, req.lang);
    audit.note({ targetType: 'refund', targetId: refund.id, before, after: refund, reason: req.body.reason });
    return refund;
  });

  app.operatorRoute(settleRefundPayoutRoute, async (req, staff, audit) => {
    const { refund, before } = await service.settleRefundPayout(staff, req.params.id, req.body.paid, req.lang);
    audit.note({ targetType: 'refund', targetId: refund.id, before, after: refund, reason: req.body.reason });
    return refund;
  });

  app.operatorRoute(listAdjustmentsRoute, (req) => service.listAdjustments(req.query));

  app.operatorRoute(adjustWalletRoute, async (req, staff, audit) => {
    const { adjustment, before } = await service.adjustWallet(staff, req.body, req.lang);
    audit.note({ targetType: 'wallet', targetId: adjustment.customerId, before, after: adjustment, reason: req.body.reason });
    return adjustment;
  });

  app.operatorRoute(ledgerCheckRoute, () => service.ledgerCheck());

  // Promo codes (reference data: create, limits, disable).
  app.operatorRoute(operatorPromosRoute, () => service.listPromos());
  app.operatorRoute(operatorCreatePromoRoute, async (request, _staff, audit) => {
    const after = await service.createPromo(request.body, request.lang);
    audit.note({ targetType: 'promoCode', targetId: after.code, before: null, after });
    return after;
  });
  app.operatorRoute(operatorUpdatePromoRoute, async (request, _staff, audit) => {
    const change = await service.updatePromo(request.params.code, request.body, request.lang);
    audit.note({ targetType: 'promoCode', targetId: change.after.code, ...change });
    return change.after;
  });
};
