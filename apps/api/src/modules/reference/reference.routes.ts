import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { directionRoute, pickupPointsRoute, priorityDirectionRoute, streetTypesRoute, terminalsRoute } from '@jetkiz/contract';
import { createLruCache } from '../../lib/lru-cache.ts';
import { type EncodedAnswer, encodedAnswer, sendEncoded } from '../../lib/send-encoded.ts';
import type { ReferenceService } from './reference.service.ts';

/** A search's address with the longest name in Cyrillic, percent-encoded (6 characters a letter), is ~650 characters. */
const ASKED_URL_MAX = 1_024;

export const referenceRoutes: FastifyPluginAsyncTypebox<{ service: ReferenceService }> = async (app, { service }) => {
  // People type the same first letters: the answer for a normalized text («Алм», «алм », «АЛМ» share one) is kept
  // as the bytes to send, serialized once by the route's schema. Encoding the Cyrillic JSON to UTF-8 was a
  // quarter of the CPU time of a search under load (measured with --cpu-prof).
  const answers = createLruCache<string, EncodedAnswer>(10_000);
  // The same answers by the exact address asked (path and query as sent) and language: a repeated question is answered
  // before its query is validated, checked for bad characters and normalised, which it passed when first asked.
  // Under load that took a search from ~39 to ~35 µs of CPU (npm run bench; the health route through every plugin: ~27).
  const asked = createLruCache<string, EncodedAnswer>(10_000);
  app.route({
    ...directionRoute,
    onRequest: (request, reply, done) => {
      const body = asked.get(`${service.version}|${request.lang}|${request.url}`);
      if (body === undefined) done();
      else sendEncoded(request, reply, body);
    },
    handler: async (request, reply) => {
      // FROM and TO search the same localities for now; the type stays in the key for when they differ.
      const key = `${service.version}|${request.lang}|${request.query.type}|${service.directionsKey(request.query)}`;
      let body = answers.get(key);
      if (body === undefined) {
        body = encodedAnswer(Buffer.from(String(reply.serialize(service.searchDirections(request.query, request.lang)))));
        answers.set(key, body);
      }
      // Only an address of a real search's length: extra parameters are dropped by validation, and 10,000 addresses
      // padded with them must not fill memory with their keys.
      if (request.url.length <= ASKED_URL_MAX) asked.set(`${service.version}|${request.lang}|${request.url}`, body);
      return sendEncoded(request, reply, body);
    },
  });
  app.route({
    ...streetTypesRoute,
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.listStreetTypes(request.lang);
    },
  });
  app.route({
    ...priorityDirectionRoute,
    handler: async (request) =>
      service.searchDirections({ type: request.query.type ?? 'FROM', name: request.query.name }, request.lang),
  });
  app.route({
    ...terminalsRoute,
    handler: async (request, reply) => {
      // A minute: a terminal the console edited or switched off reaches browsers soon (the server's copy follows at once).
      reply.header('cache-control', 'public, max-age=60');
      return service.listTerminals(request.lang);
    },
  });
  app.route({
    ...pickupPointsRoute,
    handler: async (request, reply) => {
      // Like the terminals: a minute in browsers; the server's copy follows the carriers' lists at once.
      reply.header('cache-control', 'public, max-age=60');
      return service.pickupPoints.list(request.query, request.lang);
    },
  });
};
