/**
 * Company employees (issue 16): the employees page, accepting an invitation, and what a company user's roles open.
 * The role check (the gate, the «no rights» page, the menu's rule) is light and loads with every cabinet page; the
 * employees panel and the invitation form are pages of their own and load only when opened.
 */
import { type ComponentType, lazy } from 'react';

/** A piece of the company part loaded when shown (its texts come with the account texts of every cabinet page). */
const lazyOf = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }));

export { useCompanyAccess } from './api/company.ts';
export { MyRoles } from './components/my-roles.tsx';
export { NoRights } from './components/no-rights.tsx';
export { CompanyRoleGate } from './components/role-gate.tsx';
export { type AccessState, mayUse } from './lib/access.ts';

export const EmployeesPanel = lazyOf(async () => (await import('./components/employees-panel.tsx')).EmployeesPanel);
export const AcceptInvitationForm = lazyOf(
  async () => (await import('./components/accept-invitation-form.tsx')).AcceptInvitationForm,
);
