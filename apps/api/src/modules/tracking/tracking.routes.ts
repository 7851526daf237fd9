import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { carrierWebhookRoute, routerPath, trackRoute } from '@jetkiz/contract';
import { addressKey } from '@jetkiz/domain';
import { AppError } from '../../errors.ts';
import type { SharedWindow } from '../cluster/index.ts';
import { type TrackingService, TrackingSlowedError } from './tracking.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as it arrived (a webhook's signature covers these exact bytes). */
    rawBody?: string;
  }
}

/** The public side: tracking by anyone, carriers' webhooks. Transport only. */
export const trackingRoutes: FastifyPluginAsyncTypebox<{
  service: TrackingService;
  /** Reads a minute one address may make, across instances (counted locally, shared every half second). */
  reads: SharedWindow;
}> = async (app, { service, reads: limit }) => {
  app.route({
    ...trackRoute,
    url: routerPath(trackRoute.url),
    onRequest: (req, _reply, done) => (limit.allow(addressKey(req.ip)) ? done() : done(new AppError('RATE_LIMITED'))),
    handler: async (req, reply) => {
      try {
        return await service.track(req.params.id, req.lang, req.ip);
      } catch (error) {
        if (error instanceof TrackingSlowedError) reply.header('retry-after', String(error.seconds));
        throw error;
      }
    },
  });
  app.route({
    ...carrierWebhookRoute,
    url: routerPath(carrierWebhookRoute.url),
    handler: (req) => {
      const signature = req.headers['x-carrier-signature'];
      return service.webhook(req.params.carrier, req.rawBody ?? '', typeof signature === 'string' ? signature : undefined, {
        ...req.body,
        place: req.body.place ?? '',
      });
    },
  });
};
