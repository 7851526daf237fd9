import * as contract from '@jetkiz/contract';
import { COMPANY_ROLES, type CompanyRole, companyMayCall, type RouteDescriptor, routerPath, routesAmong } from '@jetkiz/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAccessOf, signAccessToken, verifyAccessToken } from '../../../lib/access-token.ts';
import { authPlugin } from '../../../plugins/auth.ts';
import { errorHandlerPlugin } from '../../../plugins/error-handler.ts';
import { langPlugin } from '../../../plugins/lang.ts';

/**
 * The auth plugin enforces the contract's COMPANY_PERMISSIONS for every route a company user can reach: each route
 * is registered bare (no body schema, so nothing but the role check can refuse) behind `app.authenticate`, and called
 * by employees of every single role, by an administrator and by the owner.
 */
const SECRET = 'permissions-test-secret-of-32-characters!';
/** The contract's route descriptors, those only in an exported list or table too (the claims'). */
const routes = routesAmong(contract);
const protectedRoutes = routes.filter((r) => r.url.includes('/protected/'));
const PHONE = '77740000001';
const concrete = (url: string) =>
  url
    .replace('{userType}', 'company')
    .replace('{phone}', PHONE)
    .replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(langPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, { jwtSecret: SECRET });
  for (const route of protectedRoutes) {
    app.route({
      method: route.method,
      url: routerPath(route.url),
      schema: { operationId: route.schema.operationId },
      preHandler: app.authenticate,
      handler: async () => ({ ok: true }),
    });
  }
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const token = (roles: readonly CompanyRole[], employee: boolean) =>
  signAccessToken(SECRET, 600, {
    userId: 'org-1',
    phone: PHONE,
    userType: 'company',
    role: 'company',
    sessionFamily: 'family',
    actorId: employee ? 'employee-1' : 'org-1',
    actorName: 'Ахметов Ерлан',
    roles,
  });

const call = async (route: RouteDescriptor, bearer: string) => {
  const response = await app.inject({
    method: route.method,
    url: concrete(route.url),
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': 'EN' },
  });
  return { status: response.statusCode, code: response.json().errorCode as string | undefined };
};

describe('company permissions, enforced', () => {
  it('registers every protected route of the contract', () => {
    expect(protectedRoutes.length).toBeGreaterThan(40);
  });

  it.each(COMPANY_ROLES.map((role) => [role]))(
    'an employee with the role %s calls exactly what the map gives it',
    async (role) => {
      const bearer = await token([role], true);
      for (const route of protectedRoutes) {
        const allowed = companyMayCall({ owner: false, roles: [role] }, route.schema.operationId);
        const answer = await call(route, bearer);
        expect(answer, `${role} → ${route.schema.operationId}`).toEqual(
          allowed ? { status: 200, code: undefined } : { status: 403, code: 'COMPANY_ROLE_REQUIRED' },
        );
      }
    },
  );

  it('an employee with no role reaches only the routes every user may call', async () => {
    const bearer = await token([], true);
    const reached: string[] = [];
    for (const route of protectedRoutes) if ((await call(route, bearer)).status === 200) reached.push(route.schema.operationId);
    expect(reached.sort()).toEqual([
      'changePassword',
      'deleteAvatar',
      'getAvatar',
      'getUserData',
      'listOrderStatuses_company',
      'putAvatar',
      'setUserIin',
    ]);
  });

  it('the owner passes every route (the user-type checks stay the routes’ own)', async () => {
    const bearer = await token(COMPANY_ROLES, false);
    for (const route of protectedRoutes) expect((await call(route, bearer)).status, route.schema.operationId).toBe(200);
  });

  it('a token from before employees (no roles, no actor) is the owner’s', async () => {
    const { SignJWT } = await import('jose');
    const old = await new SignJWT({ phone: PHONE, typ: 'company', role: 'company', sid: 'f' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('org-1')
      .setIssuedAt()
      .setExpirationTime('600s')
      .setIssuer('jetkiz')
      .sign(new TextEncoder().encode(SECRET));
    for (const route of protectedRoutes.slice(0, 10)) expect((await call(route, old)).status).toBe(200);
  });

  it('companyAccessOf tells a service what the caller may do: an employee their roles, the owner every role', async () => {
    const employee = verifyAccessToken(SECRET, token(['finance'], true));
    const owner = verifyAccessToken(SECRET, token(COMPANY_ROLES, false));
    expect(employee && companyAccessOf(employee)).toEqual({ owner: false, roles: ['finance'] });
    expect(owner && companyAccessOf(owner)).toEqual({ owner: true, roles: [...COMPANY_ROLES] });
    expect(companyAccessOf({ userId: 'p', phone: PHONE, userType: 'person', role: 'person', sessionFamily: 'f' })).toBeNull();
  });
});
