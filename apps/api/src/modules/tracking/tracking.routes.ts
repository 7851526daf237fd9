import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { carrierWebhookRoute, routerPath, trackRoute } from '@jetkiz/contract';
import type { TrackingService } from './tracking.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as it arrived (a webhook's signature covers these exact bytes). */
    rawBody?: string;
  }
}

/** The public side: tracking by anyone, carriers' webhooks. Transport only. */
export const trackingRoutes: FastifyPluginAsyncTypebox<{ service: TrackingService; readsPerMinute: number }> = async (
  app,
  { service, readsPerMinute },
) => {
  app.route({
    ...trackRoute,
    url: routerPath(trackRoute.url),
    config: { rateLimit: { max: readsPerMinute, timeWindow: '1 minute' } },
    handler: (req) => service.track(req.params.id, req.lang),
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
