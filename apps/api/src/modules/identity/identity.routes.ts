import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  acceptInvitationRoute,
  changePasswordRoute,
  companyVerificationDataRoute,
  companyVerifyRoute,
  confirmCodeRoute,
  dataForSignRoute,
  dataFromSignRoute,
  inviteEmployeeRoute,
  listEmployeesRoute,
  recoveryConfirmRoute,
  recoveryRoute,
  refreshRoute,
  registerCompanyRoute,
  registerPersonRoute,
  removeEmployeeRoute,
  routerPath,
  setIinRoute,
  signInRoute,
  signOutRoute,
  updateEmployeeRoute,
  userDataRoute,
} from '@jetkiz/contract';
import { requireUserType } from '../../plugins/auth.ts';
import type { DeviceCookie, IdentityService } from './identity.service.ts';

/** The request's cookies (only the sign-in reads one: the known-device cookie). */
const cookiesOf = (header: string | undefined): Record<string, string> => {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return cookies;
};

/** Sent back only to the sign-in call, never readable by scripts. */
const setCookie = (cookie: DeviceCookie, secure: boolean) =>
  `${cookie.name}=${cookie.value}; Path=${signInRoute.url}; Max-Age=${cookie.maxAgeSeconds}; HttpOnly; SameSite=Strict${
    secure ? '; Secure' : ''
  }`;

/** 64 000 characters of XML as JSON: up to 3 bytes a character (Kazakh and Russian text), escapes, the other field. */
const SIGNED_XML_BODY_LIMIT = 256 * 1024;

/** Every call of spec §7 «Registration, sign-in, account» under /api/identity; transport only. */
export const identityRoutes: FastifyPluginAsyncTypebox<{
  service: IdentityService;
  publicWritesPerMinute: number;
  /** Cookies only over https (the public address is https in production). */
  secureCookies: boolean;
}> = async (app, { service, publicWritesPerMinute, secureCookies }) => {
  const limited = { rateLimit: { max: publicWritesPerMinute, timeWindow: '1 minute' } };
  const protectedRoute = { onRequest: app.authenticate };

  app.route({ ...registerPersonRoute, config: limited, handler: (req) => service.registerPerson(req.body, req.lang, req.ip) });
  app.route({ ...registerCompanyRoute, config: limited, handler: (req) => service.registerCompany(req.body, req.lang, req.ip) });
  app.route({ ...confirmCodeRoute, config: limited, handler: (req) => service.confirmRegistration(req.body) });
  app.route({
    ...signInRoute,
    config: limited,
    handler: async (req, reply) => {
      const { tokens, device } = await service.signIn(req.body, req.ip, cookiesOf(req.headers.cookie));
      reply.header('set-cookie', setCookie(device, secureCookies));
      return tokens;
    },
  });
  app.route({ ...refreshRoute, config: limited, handler: (req) => service.refresh(req.body) });
  app.route({ ...signOutRoute, config: limited, handler: (req) => service.signOut(req.body.refreshToken, req.lang) });
  app.route({ ...recoveryRoute, config: limited, handler: (req) => service.startRecovery(req.body, req.lang, req.ip) });
  app.route({ ...recoveryConfirmRoute, config: limited, handler: (req) => service.confirmRecovery(req.body, req.lang) });
  // Registration by certificate (issue 16). A signed XML is at most 64 000 characters: a larger body is refused
  // (413) before it is read, the schema refuses what passes this limit but not the field's.
  const signed = { config: limited, bodyLimit: SIGNED_XML_BODY_LIMIT };
  app.route({ ...dataForSignRoute, config: limited, handler: (req) => service.registrationDataForSign(req.lang) });
  app.route({ ...dataFromSignRoute, ...signed, handler: (req) => service.registrationDataFromSign(req.body) });
  app.route({
    ...companyVerificationDataRoute,
    ...protectedRoute,
    config: limited,
    handler: (req) => service.companyVerificationData(requireUserType(req, 'company'), req.lang),
  });
  app.route({
    ...companyVerifyRoute,
    ...protectedRoute,
    ...signed,
    handler: (req) => service.verifyCompany(requireUserType(req, 'company'), req.body),
  });

  app.route({
    ...userDataRoute,
    url: routerPath(userDataRoute.url),
    ...protectedRoute,
    handler: (req) => service.getUserData(requireUserType(req, req.params.userType), req.params.phone),
  });
  app.route({
    ...setIinRoute,
    url: routerPath(setIinRoute.url),
    ...protectedRoute,
    handler: (req) => service.setIin(requireUserType(req, req.params.userType), req.body, req.lang),
  });
  app.route({
    ...changePasswordRoute,
    url: routerPath(changePasswordRoute.url),
    ...protectedRoute,
    handler: (req) => service.changePassword(requireUserType(req, req.params.userType), req.body, req.lang),
  });

  // Company employees (issue 16): the auth plugin lets only administrators (and the owner) through.
  app.route({ ...acceptInvitationRoute, config: limited, handler: (req) => service.acceptInvitation(req.body, req.lang) });
  app.route({
    ...listEmployeesRoute,
    ...protectedRoute,
    handler: (req) => service.listEmployees(requireUserType(req, 'company')),
  });
  app.route({
    ...inviteEmployeeRoute,
    config: limited,
    ...protectedRoute,
    handler: (req) => service.inviteEmployee(requireUserType(req, 'company'), req.body, req.lang, req.ip),
  });
  app.route({
    ...updateEmployeeRoute,
    url: routerPath(updateEmployeeRoute.url),
    ...protectedRoute,
    handler: (req) => service.updateEmployee(requireUserType(req, 'company'), req.params.id, req.body),
  });
  app.route({
    ...removeEmployeeRoute,
    url: routerPath(removeEmployeeRoute.url),
    ...protectedRoute,
    handler: (req) => service.removeEmployee(requireUserType(req, 'company'), req.params.id, req.lang),
  });
};
