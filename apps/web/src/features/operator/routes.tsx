import type { StaffRole } from '@jetkiz/contract';
import type { ComponentType } from 'react';
import { AuditPage } from './audit/audit-page.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { EVERY_ROLE } from './roles.ts';
import { StaffPage } from './staff/staff-page.tsx';

/**
 * The console's pages, relative to /operator: each part adds its pages here (and its menu entry to nav.ts). A page
 * whose `roles` exclude the staff member's role says so instead of showing (the administrator sees every page).
 */
export type OperatorPage = { path: string; roles: readonly StaffRole[]; component: ComponentType };

export const OPERATOR_ROUTES: OperatorPage[] = [
  { path: '', roles: EVERY_ROLE, component: DashboardPage },
  { path: 'staff', roles: [], component: StaffPage },
  { path: 'audit', roles: [], component: AuditPage },
];
