import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { directionRoute, streetTypesRoute } from '@jetkiz/contract';
import type { ReferenceService } from './reference.service.ts';

export const referenceRoutes: FastifyPluginAsyncTypebox<{ service: ReferenceService }> = async (app, { service }) => {
  app.route({
    ...directionRoute,
    handler: async (request) => service.searchDirections(request.query, request.lang),
  });
  app.route({
    ...streetTypesRoute,
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.listStreetTypes(request.lang);
    },
  });
};
