import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  changePasswordRoute,
  confirmCodeRoute,
  recoveryConfirmRoute,
  recoveryRoute,
  refreshRoute,
  registerCompanyRoute,
  registerPersonRoute,
  routerPath,
  setIinRoute,
  signInRoute,
  signOutRoute,
  userDataRoute,
} from '@jetkiz/contract';
import { authOf } from '../../plugins/auth.ts';
import type { IdentityService } from './identity.service.ts';

/** Every call of spec §7 «Registration, sign-in, account» under /api/identity; transport only. */
export const identityRoutes: FastifyPluginAsyncTypebox<{ service: IdentityService; publicWritesPerMinute: number }> = async (
  app,
  { service, publicWritesPerMinute },
) => {
  const limited = { rateLimit: { max: publicWritesPerMinute, timeWindow: '1 minute' } };
  const protectedRoute = { preHandler: app.authenticate };

  app.route({ ...registerPersonRoute, config: limited, handler: (req) => service.registerPerson(req.body, req.lang, req.ip) });
  app.route({ ...registerCompanyRoute, config: limited, handler: (req) => service.registerCompany(req.body, req.lang, req.ip) });
  app.route({ ...confirmCodeRoute, config: limited, handler: (req) => service.confirmRegistration(req.body) });
  app.route({ ...signInRoute, config: limited, handler: (req) => service.signIn(req.body, req.ip) });
  app.route({ ...refreshRoute, config: limited, handler: (req) => service.refresh(req.body) });
  app.route({ ...signOutRoute, config: limited, handler: (req) => service.signOut(req.body.refreshToken, req.lang) });
  app.route({ ...recoveryRoute, config: limited, handler: (req) => service.startRecovery(req.body, req.lang, req.ip) });
  app.route({ ...recoveryConfirmRoute, config: limited, handler: (req) => service.confirmRecovery(req.body, req.lang) });

  app.route({
    ...userDataRoute,
    url: routerPath(userDataRoute.url),
    ...protectedRoute,
    handler: (req) => service.getUserData(authOf(req), req.params.userType, req.params.phone),
  });
  app.route({
    ...setIinRoute,
    url: routerPath(setIinRoute.url),
    ...protectedRoute,
    handler: (req) => service.setIin(authOf(req), req.params.userType, req.body, req.lang),
  });
  app.route({
    ...changePasswordRoute,
    url: routerPath(changePasswordRoute.url),
    ...protectedRoute,
    handler: (req) => service.changePassword(authOf(req), req.params.userType, req.body, req.lang),
  });
};
