import { type CompanyAccess, type CompanyRole, hasCompanyRole } from '@jetkiz/contract';

/**
 * Who is signed in, as far as the cabinet's pages are concerned: a person; a company user with their access
 * (null: the account is not an organisation user — a company account from before employees, i.e. its owner);
 * or not known yet (the profile is loading).
 */
export type AccessState =
  | { kind: 'person' }
  | { kind: 'company'; access: (CompanyAccess & { organizationName?: string | null }) | null }
  | { kind: 'loading' };

/**
 * Whether a page or section that needs `role` is open. The rule itself is the contract's `hasCompanyRole` (the API
 * enforces the same one); this only says how people and accounts without an organisation fit in: a person
 * never has a company's sections, and the sections every user has are open to them.
 */
export const mayUse = (state: AccessState, role: CompanyRole | undefined, companyOnly = false): boolean => {
  if (state.kind === 'person') return !companyOnly && role !== 'administrator';
  if (state.kind === 'loading') return role === undefined;
  if (role === undefined || state.access === null) return true;
  return hasCompanyRole(state.access, role);
};
