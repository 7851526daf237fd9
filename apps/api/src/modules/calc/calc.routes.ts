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
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { authOf } from '../../plugins/auth.ts';
import type { CalcService } from './calc.service.ts';

/** The caller of a company-only route (spec §6: companies use the jur family). */
const companyOf = (request: FastifyRequest) => {
  const auth = authOf(request);
  if (auth.userType !== 'company') throw new AppError('FORBIDDEN');
  return { id: auth.userId };
};

/** Spec §7 «Calculation»; transport only. */
export const calcRoutes: FastifyPluginAsyncTypebox<{ service: CalcService }> = async (app, { service }) => {
  const company = { preHandler: app.authenticate };
  app.route({ ...calcRoute, handler: (req) => service.calculate(req.body, req.lang) });
  app.route({ ...jurCalcRoute, ...company, handler: (req) => service.calculate(req.body, req.lang, companyOf(req)) });
  app.route({
    ...priorityCalcRoute,
    ...company,
    handler: (req) => service.calculatePriority(req.body, req.lang, companyOf(req)),
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
