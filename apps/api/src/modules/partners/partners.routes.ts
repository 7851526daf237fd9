import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { partnerApplicationRoute } from '@jetkiz/contract';
import type { PartnersService } from './partners.service.ts';

/** The partner programme's public call; transport only. */
export const partnersRoutes: FastifyPluginAsyncTypebox<{ service: PartnersService; applicationsPerMinute: number }> = async (
  app,
  { service, applicationsPerMinute },
) => {
  app.route({
    ...partnerApplicationRoute,
    config: { rateLimit: { max: applicationsPerMinute, timeWindow: '1 minute' } },
    handler: async (req, reply) => reply.status(201).send(await service.apply(req.body, req.lang)),
  });
};
