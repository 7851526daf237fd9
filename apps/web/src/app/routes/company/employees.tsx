import { CompanyRoleGate, EmployeesPanel } from '../../../features/company/index.ts';

/** The organisation's employees: the owner's and administrators' page (others get «no rights»). */
export const EmployeesRoute = () => (
  <CompanyRoleGate need="administrator">
    <EmployeesPanel />
  </CompanyRoleGate>
);
