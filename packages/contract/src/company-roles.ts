import { Type } from 'typebox';

/** The roles of a company account's users (issue 16); the owner has every one. */
export const COMPANY_ROLES = ['administrator', 'orders', 'finance', 'signer'] as const;
export const CompanyRoleSchema = Type.Union(
  [Type.Literal('administrator'), Type.Literal('orders'), Type.Literal('finance'), Type.Literal('signer')],
  {
    description:
      'administrator: everything, manages employees; orders: calculate, create, send, track; finance: wallet, ' +
      'invoices, acts, payments; signer: may sign acts (needs a certificate of the company BIN with signing right)',
  },
);
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** What a company user may do, as UserData.companyAccess tells it (null: not a company user). */
export type CompanyAccess = { owner: boolean; roles: readonly CompanyRole[] };

/**
 * Whether a company user has a role: the owner and administrators have every role. The one rule both the API (which
 * enforces it) and the web (which shows only the pages a user may use) apply.
 */
export const hasCompanyRole = (access: CompanyAccess | null, role: CompanyRole): boolean =>
  access !== null && (access.owner || access.roles.includes('administrator') || access.roles.includes(role));
