/**
 * Company employees (issue 16): the employees page, accepting an invitation, and what a company user's roles open.
 * The role check (the gate, the «no rights» page, the menu's rule) is light and loads with every cabinet page; the
 * employees panel and the invitation form are pages of their own and load only when opened.
 */
import { lazy } from 'react';
import { loadTexts } from '../../lib/i18n.ts';

export { useCompanyAccess } from './api/company.ts';
export { CompanyRoleGate } from './components/role-gate.tsx';
export { type AccessState, mayUse } from './lib/access.ts';

export const EmployeesPanel = lazy(async () => ({
  default: (await import('./components/employees-panel.tsx')).EmployeesPanel,
}));
export const AcceptInvitationForm = lazy(async () => ({
  default: (await import('./components/accept-invitation-form.tsx')).AcceptInvitationForm,
}));
/** The «no rights» page, with the company texts it reads (the cabinet menu's guard shows it on any cabinet page). */
export const NoRights = lazy(async () => {
  const [page] = await Promise.all([import('./components/no-rights.tsx'), loadTexts('company')]);
  return { default: page.NoRights };
});
