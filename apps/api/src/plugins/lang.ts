import { type Lang, parseAcceptLanguage } from '@jetkiz/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from `Accept-Language` (RU, KZ, EN or a browser tag); Russian by default. */
    lang: Lang;
  }
}

export const langPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'ru');
    app.addHook('onRequest', (request, _reply, done) => {
      request.lang = parseAcceptLanguage(request.headers['accept-language']);
      done();
    });
  },
  { name: 'lang' },
);
