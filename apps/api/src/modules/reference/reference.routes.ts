import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { directionRoute, streetTypesRoute } from '@jetkiz/contract';
import type { FastifyReply } from 'fastify';
import { createLruCache } from '../../lib/lru-cache.ts';
import type { ReferenceService } from './reference.service.ts';

/** Sends JSON that the route's own serializer already produced. */
const sendSerialized = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

export const referenceRoutes: FastifyPluginAsyncTypebox<{ service: ReferenceService }> = async (app, { service }) => {
  // People type the same first letters: the serialized answer of a recent search is sent as it is.
  const answers = createLruCache<string, string>(10_000);
  app.route({
    ...directionRoute,
    handler: async (request, reply) => {
      const key = `${service.version}|${request.lang}|${request.query.type}|${request.query.name ?? ''}`;
      let json = answers.get(key);
      if (json === undefined) {
        json = String(reply.serialize(service.searchDirections(request.query, request.lang)));
        answers.set(key, json);
      }
      return sendSerialized(reply, json);
    },
  });
  app.route({
    ...streetTypesRoute,
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.listStreetTypes(request.lang);
    },
  });
};
