import { decideClaimRoute, listOperatorClaimsRoute, operatorClaimPhotoRoute, operatorClaimRoute } from '@jetkiz/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ClaimsService } from './claims.service.ts';

/**
 * The console's claims (issue 19), transport only: everyone reads, the operator (and the administrator) decides;
 * the decision is in the audit log with the claim before and after.
 */
export const claimsOperatorRoutes: FastifyPluginAsync<{ service: ClaimsService }> = async (app, { service }) => {
  app.operatorRoute(listOperatorClaimsRoute, (req) => service.operator.list(req.query, req.lang));
  app.operatorRoute(operatorClaimRoute, (req) => service.operator.detail(req.params.id, req.lang));
  app.operatorRoute(operatorClaimPhotoRoute, async (req, _staff, _audit, reply) => {
    const image = await service.operator.photo(req.params.id, req.params.photoId);
    return reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(Buffer.from(image));
  });
  app.operatorRoute(decideClaimRoute, async (req, staff, audit) => {
    const { claim, before } = await service.operator.decide(staff, req.params.id, req.body, req.lang);
    audit.note({
      targetType: 'claim',
      targetId: claim.id,
      before,
      after: claim,
      ...(req.body.outcome === 'refuse' && req.body.reason && { reason: req.body.reason }),
    });
    return claim;
  });
};
