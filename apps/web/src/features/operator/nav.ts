import type { StaffRole } from '@jetkiz/contract';
import { EVERY_ROLE } from './roles.ts';

/**
 * The console's menu: one entry per section, in this order. Each part of the console adds its entry here (and its
 * page to routes.tsx). `path` is relative to /operator; `label` is a key of the `operator` texts; `roles` are those
 * that see the entry besides the administrator (the API checks the same roles on every call).
 */
export type OperatorNavItem = { path: string; label: string; roles: readonly StaffRole[] };

export const OPERATOR_NAV: OperatorNavItem[] = [
  { path: '', label: 'opref.nav.dashboard', roles: EVERY_ROLE },
  { path: 'reference', label: 'opref.nav.reference', roles: EVERY_ROLE },
  { path: 'money', label: 'operator.nav.money', roles: EVERY_ROLE },
  { path: 'acts', label: 'operator.nav.acts', roles: EVERY_ROLE },
  { path: 'customers', label: 'opwork.customers.title', roles: EVERY_ROLE },
  { path: 'orders', label: 'opwork.orders.title', roles: EVERY_ROLE },
  { path: 'orders?status=cancellation_requested', label: 'opwork.orders.requests', roles: EVERY_ROLE },
  { path: 'claims', label: 'claims.op.title', roles: EVERY_ROLE },
  { path: 'staff', label: 'operator.nav.staff', roles: [] },
  { path: 'audit', label: 'operator.nav.audit', roles: [] },
];

/** The console's address of a section. */
export const operatorPath = (path: string) => (path ? `/operator/${path}` : '/operator');
