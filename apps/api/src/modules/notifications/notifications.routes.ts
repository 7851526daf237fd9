import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newsletterConfirmRoute, newsletterSubscribeRoute, newsletterUnsubscribeRoute } from '@jetkiz/contract';
import type { NewsletterService } from './notifications.newsletter.ts';

/**
 * The newsletter's public calls. Unsubscription is one click (RFC 8058): a mail client POSTs
 * `List-Unsubscribe=One-Click` form-encoded to the header's address, the page POSTs with no body; the token is in the
 * query either way.
 */
export const newsletterRoutes: FastifyPluginAsyncTypebox<{ service: NewsletterService; writesPerMinute: number }> = async (
  app,
  { service, writesPerMinute },
) => {
  await app.register(formbody, { bodyLimit: 1_024 });
  const limited = { config: { rateLimit: { max: writesPerMinute, timeWindow: '1 minute' } } };
  app.route({ ...newsletterSubscribeRoute, ...limited, handler: (req) => service.subscribe(req.body.email, req.lang) });
  app.route({ ...newsletterConfirmRoute, ...limited, handler: (req) => service.confirm(req.body.token, req.lang) });
  app.route({
    ...newsletterUnsubscribeRoute,
    ...limited,
    handler: (req) => service.unsubscribe(req.query.token, req.lang),
  });
};
