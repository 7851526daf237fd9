import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  calcRoute,
  jurCalcRoute,
  jurQuoteTerminalsRoute,
  priorityCalcRoute,
  priorityDateRoute,
  productServicesRoute,
  productsRoute,
  quoteRoute,
  quoteTerminalsRoute,
  routerPath,
} from '@jetkiz/contract';
import { addressKey } from '@jetkiz/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { createLruCache } from '../../lib/lru-cache.ts';
import { type EncodedAnswer, encodedAnswer, sendEncoded } from '../../lib/send-encoded.ts';
import { requireUserType } from '../../plugins/auth.ts';
import type { SharedValues, SharedWindow } from '../cluster/index.ts';
import { calcAnswerBytes } from './calc.answer-bytes.ts';
import type { CalcService } from './calc.service.ts';

/** The caller of a company-only route (spec §6: companies use the jur family). */
const companyOf = (request: FastifyRequest) => ({ id: requireUserType(request, 'company').userId });

/** Spec §7 «Calculation»; transport only. */
export const calcRoutes: FastifyPluginAsyncTypebox<{
  service: CalcService;
  answerCacheSeconds: number;
  /** Calculations a minute one address may have computed (each asks every carrier), across instances; cached answers are free. */
  calculations: SharedWindow;
  /** Guest answers other instances computed. */
  sharedAnswers: SharedValues;
}> = async (app, { service, answerCacheSeconds, calculations, sharedAnswers }) => {
  const company = { onRequest: app.authenticate };
  const allow = (req: FastifyRequest) => {
    if (!calculations.allow(addressKey(req.ip))) throw new AppError('RATE_LIMITED');
  };
  const ttlMs = answerCacheSeconds * 1000;
  // A guest's calculation depends on its inputs alone: the same inputs within a minute (CALC_ANSWER_CACHE_SECONDS)
  // get the same answer, already encoded; its quotes stay valid for 24 h less that minute.
  const answers = createLruCache<string, { at: number; body: EncodedAnswer }>(5_000);
  app.route({
    ...calcRoute,
    handler: async (req, reply) => {
      if (ttlMs === 0) {
        allow(req);
        // Nothing to keep, but written as bytes (calc.answer-bytes.ts): an answer sent once is never gzipped (sendEncoded).
        return sendEncoded(req, reply, encodedAnswer(calcAnswerBytes(await service.calculate(req.body, req.lang))));
      }
      const key = `${service.version}|${req.lang}|${JSON.stringify(req.body)}`;
      const cached = answers.get(key);
      if (cached && service.now() - cached.at < ttlMs) return sendEncoded(req, reply, cached.body);
      // Another instance's answer (one round trip, only when this one has none).
      const other = await sharedAnswers.get(key);
      if (other && service.now() - other.at < ttlMs) {
        const body = encodedAnswer(other.value);
        answers.set(key, { at: other.at, body });
        return sendEncoded(req, reply, body);
      }
      allow(req);
      const plain = calcAnswerBytes(await service.calculate(req.body, req.lang));
      const at = service.now();
      const body = encodedAnswer(plain);
      answers.set(key, { at, body });
      await sharedAnswers.put(key, at, plain, ttlMs);
      return sendEncoded(req, reply, body);
    },
  });
  app.route({
    ...jurCalcRoute,
    ...company,
    handler: (req) => {
      const user = companyOf(req);
      allow(req);
      return service.calculate(req.body, req.lang, user);
    },
  });
  app.route({
    ...priorityCalcRoute,
    ...company,
    handler: (req) => {
      const user = companyOf(req);
      allow(req);
      return service.calculatePriority(req.body, req.lang, user);
    },
  });
  app.route({
    ...quoteRoute,
    url: routerPath(quoteRoute.url),
    handler: async (req) => service.getQuote(req.params.id, req.lang),
  });
  app.route({
    ...quoteTerminalsRoute,
    url: routerPath(quoteTerminalsRoute.url),
    handler: async (req) => service.quoteTerminals(req.params.id, req.lang),
  });
  app.route({
    ...jurQuoteTerminalsRoute,
    url: routerPath(jurQuoteTerminalsRoute.url),
    ...company,
    handler: async (req) => {
      companyOf(req);
      return service.quoteTerminals(req.params.id, req.lang);
    },
  });
  app.route({ ...productsRoute, handler: async (req) => service.listProducts(req.query.name, req.lang) });
  app.route({ ...productServicesRoute, handler: async (req) => service.productServices(req.query.codes, req.lang) });
  app.route({
    ...priorityDateRoute,
    ...company,
    handler: async (req) => {
      companyOf(req);
      return service.priorityDate(req.query.date, req.query.daysCnt);
    },
  });
};
