import { describe, expect, it } from 'vitest';
import { AWAITED_COMPANY_ROUTES, COMPANY_PERMISSIONS, companyMayCall, companyPermissionOf } from '../company-permissions.ts';
import { COMPANY_ROLES, hasCompanyRole } from '../company-roles.ts';
import * as contract from '../index.ts';
import { routesAmong } from '../route.ts';

/**
 * Every route descriptor the contract exports, those in an exported list or table too (the claims' routes are only
 * in CLAIM_ROUTES_COMPANY: the walk of top-level descriptors missed them, and no company employee could file a claim).
 */
const routes = routesAmong(contract);

/**
 * The routes a company user can reach: every protected route but the person family's (`_person`, which the API
 * refuses to companies anyway) — the jur family, company-only routes, identity's protected routes, the employees.
 */
const companyReachable = routes.filter((r) => r.url.includes('/protected/') && !r.schema.operationId.endsWith('_person'));

describe('company permissions', () => {
  it('finds the routes to check (the walk is not empty by mistake)', () => {
    expect(routes.length).toBeGreaterThan(50);
    const ids = companyReachable.map((r) => r.schema.operationId);
    for (const id of [
      'listOrders_company',
      'getBalance_company',
      'inviteCompanyEmployee',
      'getUserData',
      'payOrder',
      'fileClaim_company',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('names the role of every route a company user can reach', () => {
    const missing = companyReachable.map((r) => r.schema.operationId).filter((id) => companyPermissionOf(id) === undefined);
    expect(missing, 'add these operationIds to COMPANY_PERMISSIONS').toEqual([]);
  });

  it('names no route that does not exist or that a company cannot reach (but the acts awaited from issue 17)', () => {
    const reachable = new Set(companyReachable.map((r) => r.schema.operationId));
    const known = routes.map((r) => r.schema.operationId);
    expect(Object.keys(COMPANY_PERMISSIONS).filter((id) => !reachable.has(id) && !AWAITED_COMPANY_ROUTES.includes(id))).toEqual(
      [],
    );
    // An awaited route that has arrived must be one a company can reach.
    expect(AWAITED_COMPANY_ROUTES.filter((id) => known.includes(id) && !reachable.has(id))).toEqual([]);
  });

  it.each([
    [['orders'], 'createOrder_company', true],
    [['finance'], 'createOrder_company', false],
    [['finance'], 'getAvr', true],
    [['signer'], 'getAvr', true],
    [['orders'], 'getAvr', false],
    [['signer'], 'payAvr', false],
    [['finance'], 'signAvr', false],
    [[], 'getUserData', true],
    [[], 'signIn', false],
    [['administrator'], 'signAvr', true],
    [['orders'], 'fileClaim_company', true],
    [['finance'], 'getClaim_company', true],
    [['finance'], 'fileClaim_company', false],
    [['signer'], 'listClaims_company', false],
    [['administrator'], 'addClaimPhoto_company', true],
  ] as const)('an employee with %j may call %s: %s', (roles, operationId, expected) => {
    expect(companyMayCall({ owner: false, roles }, operationId)).toBe(expected);
  });

  it('an owner may call every mapped route, nobody an unmapped one, and a non-company user none', () => {
    for (const id of Object.keys(COMPANY_PERMISSIONS)) expect(companyMayCall({ owner: true, roles: [] }, id)).toBe(true);
    expect(companyMayCall({ owner: true, roles: [] }, 'listOrders_person')).toBe(false);
    expect(companyMayCall(null, 'getUserData')).toBe(false);
  });

  it('gives public routes and unknown names no permission', () => {
    expect(companyPermissionOf('signIn')).toBeUndefined();
    expect(companyPermissionOf('acceptCompanyInvitation')).toBeUndefined();
    expect(companyPermissionOf('toString')).toBeUndefined();
    expect(companyPermissionOf(undefined)).toBeUndefined();
  });

  it.each([
    ['createOrder_company', 'orders'],
    ['listOrders_company', 'orders'],
    ['listAddresses', 'orders'],
    ['payOrder', 'orders'],
    ['getBalance_company', 'finance'],
    ['requestTopUp', 'finance'],
    ['getPaymentHistory', 'finance'],
    ['getTransferInvoice', 'finance'],
    ['inviteCompanyEmployee', 'administrator'],
    ['getUserData', 'any'],
  ])('%s needs %s', (operationId, permission) => {
    expect(companyPermissionOf(operationId)).toBe(permission);
  });

  it('a role opens its routes only; administrators and owners open every one', () => {
    const finance = { owner: false, roles: ['finance'] as const };
    expect(hasCompanyRole(finance, 'finance')).toBe(true);
    expect(hasCompanyRole(finance, 'orders')).toBe(false);
    expect(hasCompanyRole(finance, 'administrator')).toBe(false);
    for (const role of COMPANY_ROLES) {
      expect(hasCompanyRole({ owner: false, roles: ['administrator'] }, role)).toBe(true);
      expect(hasCompanyRole({ owner: true, roles: [] }, role)).toBe(true);
    }
  });
});
