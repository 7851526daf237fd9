import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { directionRoute, pickupPointsRoute, priorityDirectionRoute, streetTypesRoute, terminalsRoute } from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import { createLruCache } from '../../lib/lru-cache.ts';
import type { PreparedAnswers } from '../../lib/prepared-answers.ts';
import { type EncodedAnswer, encodedAnswer, sendEncoded } from '../../lib/send-encoded.ts';
import type { ReferenceService } from './reference.service.ts';

/** A search's address with the longest name in Cyrillic, percent-encoded (6 characters a letter), is ~650 characters. */
const ASKED_URL_MAX = 1_024;

export const referenceRoutes: FastifyPluginAsyncTypebox<{ service: ReferenceService; prepared?: PreparedAnswers }> = async (
  app,
  { service, prepared },
) => {
  // People type the same first letters: the answer for a normalized text («Алм», «алм », «АЛМ» share one) is kept
  // as the bytes to send, serialized once by the route's schema. Encoding the Cyrillic JSON to UTF-8 was a
  // quarter of the CPU time of a search under load (measured with --cpu-prof).
  const answers = createLruCache<string, EncodedAnswer>(10_000);
  // The same answers by the exact address asked (path and query as sent) and language: a repeated question is answered
  // before its query is validated, checked for bad characters and normalised, which it passed when first asked. The
  // HTTP server sends them before Fastify routes the request (lib/prepared-answers.ts); the route's own hook answers
  // from them where that server is not in front (app.inject).
  const asked = createLruCache<string, EncodedAnswer>(10_000);
  const askedKey = (url: string, lang: Lang) => `${service.version}|${lang}|${url}`;
  const askedAnswer = (url: string, lang: Lang) => asked.get(askedKey(url, lang));
  prepared?.provide(directionRoute.url, askedAnswer);
  app.route({
    ...directionRoute,
    onRequest: (request, reply, done) => {
      const body = askedAnswer(request.url, request.lang);
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
      if (request.url.length <= ASKED_URL_MAX) asked.set(askedKey(request.url, request.lang), body);
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
