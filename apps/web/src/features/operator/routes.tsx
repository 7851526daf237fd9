import type { StaffRole } from '@jetkiz/contract';
import type { ComponentType } from 'react';
import { ActsPage } from './acts/acts-page.tsx';
import { AuditPage } from './audit/audit-page.tsx';
import { ClaimsPage } from './claims/claims-page.tsx';
import { CustomerPage, CustomersPage } from './customers/index.ts';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { MoneyPage } from './money/money-page.tsx';
import { OperatorOrderPage, OperatorOrdersPage } from './orders/index.ts';
import { ReferencePage } from './reference/reference-page.tsx';
import { EVERY_ROLE } from './roles.ts';
import { StaffPage } from './staff/staff-page.tsx';

/**
 * The console's pages, relative to /operator: each part adds its pages here (and its menu entry to nav.ts). A page
 * whose `roles` exclude the staff member's role says so instead of showing (the administrator sees every page).
 */
export type OperatorPage = { path: string; roles: readonly StaffRole[]; component: ComponentType };

export const OPERATOR_ROUTES: OperatorPage[] = [
  { path: '', roles: EVERY_ROLE, component: DashboardPage },
  { path: 'reference', roles: EVERY_ROLE, component: ReferencePage },
  { path: 'money', roles: EVERY_ROLE, component: MoneyPage },
  { path: 'acts', roles: EVERY_ROLE, component: ActsPage },
  { path: 'customers', roles: EVERY_ROLE, component: CustomersPage },
  { path: 'customers/:id', roles: EVERY_ROLE, component: CustomerPage },
  { path: 'orders', roles: EVERY_ROLE, component: OperatorOrdersPage },
  { path: 'orders/:id', roles: EVERY_ROLE, component: OperatorOrderPage },
  { path: 'claims', roles: EVERY_ROLE, component: ClaimsPage },
  { path: 'staff', roles: [], component: StaffPage },
  { path: 'audit', roles: [], component: AuditPage },
];
