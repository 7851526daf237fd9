import type { StaffRole } from '@jetkiz/contract';

/** The staff roles (the contract's STAFF_ROLES, kept here so no schema code reaches the console's chunk). */
export const STAFF_ROLE_LIST: readonly StaffRole[] = ['administrator', 'operator', 'accountant', 'viewer'];
/** Every role may see it. */
export const EVERY_ROLE: readonly StaffRole[] = STAFF_ROLE_LIST;

/** Whether a role may open a page or menu entry that names `allowed` (the administrator opens every one). */
export const roleMaySee = (role: StaffRole, allowed: readonly StaffRole[]): boolean =>
  role === 'administrator' || allowed.includes(role);
