import { companyMayCall, type UserType } from '@jetkiz/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { type AccessClaims, isEmployee, verifyAccessToken } from '../lib/access-token.ts';
import { bearerToken } from '../lib/bearer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by `app.authenticate`. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** preHandler for protected routes: a valid bearer token, or 401 (which the web keeps silent). */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      /** The access-token key, or the keys a token may be signed with now (key rotation: lib/access-token.ts). */
      jwtSecret: string | (() => readonly string[]);
      isRevoked?: (sessionFamily: string) => boolean;
    },
  ) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = bearerToken(header);
      const keys = typeof options.jwtSecret === 'function' ? options.jwtSecret() : options.jwtSecret;
      const claims = token ? verifyAccessToken(keys, token) : null;
      // An ended session's tokens stop at once; the check is in memory (modules/identity/revocations.ts).
      if (!claims || options.isRevoked?.(claims.sessionFamily)) throw new AppError('UNAUTHORIZED');
      if (isEmployee(claims)) assertCompanyRole(claims, request.routeOptions.schema?.operationId);
      request.auth = claims;
    });
  },
  { name: 'auth' },
);

/**
 * The one check of what a company employee may call (issue 16): the route's operationId in the contract's
 * COMPANY_PERMISSIONS, against the roles in their token (companyMayCall). A route missing from the map is closed to
 * employees. Owners pass: they have every role. Suspending or removing an employee ends their sessions, and taking a
 * role away ends them too, so a token never carries more than the employee has now.
 */
const assertCompanyRole = (claims: AccessClaims, operationId: unknown) => {
  const access = { owner: false, roles: claims.roles ?? [] };
  if (!companyMayCall(access, typeof operationId === 'string' ? operationId : undefined)) {
    throw new AppError('COMPANY_ROLE_REQUIRED');
  }
};

/** The caller of a route behind `app.authenticate`. */
export const authOf = (request: FastifyRequest): AccessClaims => {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
};

/**
 * The caller of a route that only one kind of account may call (spec §6: persons use the person family of routes,
 * companies the company family), or 403. The one place this is checked: routes call it, services trust it.
 */
export const requireUserType = (request: FastifyRequest, userType: UserType): AccessClaims => {
  const auth = authOf(request);
  if (auth.userType !== userType) throw new AppError('FORBIDDEN');
  return auth;
};
