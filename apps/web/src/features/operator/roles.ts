import type { StaffRole } from '@jetkiz/contract';
import { useStaffSession } from './api/staff-session.ts';

/** The staff roles (the contract's STAFF_ROLES, kept here so no schema code reaches the console's chunk). */
export const STAFF_ROLE_LIST: readonly StaffRole[] = ['administrator', 'operator', 'accountant', 'viewer'];
/** Every role may see it. */
export const EVERY_ROLE: readonly StaffRole[] = STAFF_ROLE_LIST;

/** Whether a role may open a page or menu entry that names `allowed` (the administrator opens every one). */
export const roleMaySee = (role: StaffRole, allowed: readonly StaffRole[]): boolean =>
  role === 'administrator' || allowed.includes(role);

/**
 * Whether the signed-in staff member may call a route: `roles` is the route's `staffRoles`, typed by its descriptor
 * (`useStaffMay<typeof approveCancellationRoute>(['operator'])`), so a change of the contract fails to compile here
 * until the console follows. A control the caller's role may not use is not shown: the API would refuse it (403).
 */
export const useStaffMay = <R extends { staffRoles: readonly StaffRole[] }>(roles: R['staffRoles']): boolean => {
  const role = useStaffSession()?.role;
  return role !== undefined && roleMaySee(role, roles);
};
