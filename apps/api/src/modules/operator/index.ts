/**
 * The operator console's back end (issue 18), its base and its staff side: staff accounts apart from customers
 * (roles administrator, operator, accountant, viewer), sign-in with password + TOTP + recovery codes, staff sessions
 * that end after inactivity, the staff guard and `app.operatorRoute` every part of the console registers its routes
 * with, the append-only audit log (search, export) and staff management. Owns `staff_members`,
 * `staff_recovery_codes`, `staff_sessions`, `audit_log`. Other modules are not reached from here; the console's
 * other parts call their owning modules' services from their own routes.
 */
export { type AuditActor, type AuditLog, type AuditQuery, type AuditRecord, createAuditLog } from './operator.audit.ts';
export {
  type CreateOperatorInput,
  createOperatorAccount,
  parseCreateArguments,
} from './operator.create-command.ts';
// The console's customers and orders (issue 18): composed from identity, orders, payments, avr, tracking, notifications.
export { createOperatorCustomers, type OperatorCustomers } from './operator.customers.ts';
export { createOperatorService, type OperatorDeps, type OperatorService } from './operator.module.ts';
export { createOperatorOrders, type OperatorOrders } from './operator.orders.ts';
export {
  type AuditNote,
  type AuditNoter,
  type OperatorHandler,
  type OperatorRequest,
  operatorBasePlugin,
  type StaffCaller,
} from './operator.plugin.ts';
export { operatorStaffRoutes } from './operator.routes.ts';
export { operatorTestHooks } from './operator.test-hooks.ts';
export { totpCode } from './operator.totp.ts';
export { operatorWorkRoutes } from './operator.work.routes.ts';
