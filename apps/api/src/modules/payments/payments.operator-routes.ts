import { operatorCreatePromoRoute, operatorPromosRoute, operatorUpdatePromoRoute } from '@jetkiz/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsService } from './payments.module.ts';

/** The console's promo codes (staff guard and audit log by the operator module's `operatorRoute`). */
export const paymentsOperatorRoutes: FastifyPluginAsync<{ service: PaymentsService }> = async (app, { service }) => {
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
