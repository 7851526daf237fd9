import {
  OPERATOR_CLAIM_ROUTES,
  OPERATOR_CUSTOMER_ROUTES,
  OPERATOR_MONEY_ROUTES,
  OPERATOR_ORDER_ROUTES,
  OPERATOR_REFERENCE_ROUTES,
  type OperatorRouteDescriptor,
  operatorAddServiceRoute,
  operatorCancelServiceRoute,
  operatorDashboardRoute,
  STAFF_OPERATOR_ROUTES,
  STAFF_ROLES,
  type StaffRole,
  staffMayCall,
} from '@jetkiz/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { type StaffSession, staffSession } from '../../../../test/staff.ts';

/**
 * The role × route matrix of the whole console (issue 18): every route under /api/operator, each role, and a
 * customer's token. The table below is the list of the console's routes; a route the API serves under /api/operator
 * that is neither in it nor one of the two sign-in steps fails the first test, so a new part of the console cannot
 * ship a route nobody has checked the roles of. (Each part's own tests check what its calls do.)
 */
const MATRIX: readonly OperatorRouteDescriptor[] = [
  ...STAFF_OPERATOR_ROUTES,
  ...OPERATOR_CUSTOMER_ROUTES,
  ...OPERATOR_ORDER_ROUTES,
  ...OPERATOR_MONEY_ROUTES,
  ...OPERATOR_REFERENCE_ROUTES,
  ...OPERATOR_CLAIM_ROUTES,
  operatorAddServiceRoute,
  operatorCancelServiceRoute,
  operatorDashboardRoute,
];
/** The sign-in steps: before a staff token exists, so no role to check. */
const SIGN_IN = new Set(['staffSignIn', 'staffTotp']);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { user } = fixtures(() => t, '77796');
/** A well-formed value of every kind of path parameter the console's routes have; the record behind it is unknown. */
const PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  staffId: '00000000-0000-4000-8000-000000000000',
  companyId: '00000000-0000-4000-8000-000000000000',
  photoId: '00000000-0000-4000-8000-000000000000',
  serviceId: '00000000-0000-4000-8000-000000000000',
  code: 'NOSUCHCODE',
  product: 'standard',
  zone: 'local',
  year: '2027',
};
const urlOf = (route: OperatorRouteDescriptor) =>
  route.url.replace(/\{(\w+)\}/g, (_, name: string) => PARAMS[name] ?? PARAMS.id ?? '');
const call = (route: OperatorRouteDescriptor, authorization: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route),
    headers: { 'accept-language': 'RU', authorization },
    // An empty body: an allowed role gets a validation error or a 404 at most, nothing is changed.
    ...(route.method !== 'GET' && { payload: {} }),
  });

describe('the role × route matrix of every operator route', () => {
  it('the table holds every route the API serves under /api/operator (a new one must be added here)', async () => {
    await t.app.ready();
    const document = t.app.swagger() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/operator/'))
      .flatMap(([, operations]) => Object.values(operations).map((o) => o.operationId ?? '?'))
      .filter((id) => !SIGN_IN.has(id));
    const inTable = new Set(MATRIX.map((route) => route.schema.operationId));
    expect(served.filter((id) => !inTable.has(id))).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(MATRIX.length);
  });

  // One staff member per role; each call gets a session of its own (a sign-out in the table ends only its own).
  const staff = new Map<StaffRole, StaffSession>();
  const headerOf = async (role: StaffRole) => {
    let member = staff.get(role);
    if (!member) {
      member = await staffSession(t, role, '77795');
      staff.set(role, member);
    }
    const { token } = await t.app.operator.openSessionFor(member.staffId);
    return { staffId: member.staffId, authorization: `Bearer ${token}` };
  };

  const cases = MATRIX.flatMap((route) =>
    STAFF_ROLES.map((role) => ({ route, role, id: route.schema.operationId, allowed: staffMayCall(role, route.staffRoles) })),
  );
  it.each(cases)('$id as $role: allowed $allowed', async ({ route, role, allowed }) => {
    const { staffId, authorization } = await headerOf(role);
    const answer = await call(route, authorization);
    if (allowed) {
      expect([401, 403]).not.toContain(answer.statusCode);
      return;
    }
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ errorCode: 'STAFF_ROLE_REQUIRED' });
    if (route.writes) {
      const lines = await t.app.operator.audit.search({ staffId, action: route.schema.operationId });
      expect(lines.content[0]).toMatchObject({ outcome: 'refused', errorCode: 'STAFF_ROLE_REQUIRED', staffRole: role });
    }
  });

  it.each([...MATRIX])("$schema.operationId with a customer's token: 401", async (route) => {
    const customer = await user('person');
    expect((await call(route, `Bearer ${customer.token}`)).statusCode).toBe(401);
  });
});
