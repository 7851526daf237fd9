/** Every table, for drizzle-kit and the typed client. Each module owns its tables; nobody joins another's. */

export * from '../modules/addresses/addresses.tables.ts';
export * from '../modules/avr/avr.tables.ts';
export * from '../modules/calc/calc.tables.ts';
export * from '../modules/claims/claims.tables.ts';
export * from '../modules/cluster/cluster.tables.ts';
export * from '../modules/identity/identity.tables.ts';
export * from '../modules/notifications/notifications.tables.ts';
export * from '../modules/operator/operator.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/partners/partners.tables.ts';
export * from '../modules/payments/payments.tables.ts';
export * from '../modules/reference/reference.tables.ts';
export * from '../modules/signatures/signatures.tables.ts';
export * from '../modules/tracking/tracking.tables.ts';
