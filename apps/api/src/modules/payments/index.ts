/**
 * Payments: the wallet ledger (payments.ledger), card top-up through the bank in the Halyk ePay protocol
 * (payments.topups), promo codes (payments.promo; the console's editing in payments.promo-admin), invoices and their numbering (payments.invoices); payments.module
 * binds them. Imports nothing from orders: what the history needs of an order (its number, whether priority) is
 * recorded with the ledger transaction when it is charged. Owns `ledger_accounts`, `ledger_transactions`,
 * `ledger_entries`, `top_ups`, `promo_codes`, `promo_redemptions`, `invoices`, `document_counters` (invoice numbers)
 * and the sequence `top_up_invoice_seq`.
 */
export { createPaymentsService, type Movement, type OrderMoney, type PaymentsService } from './payments.module.ts';
export { paymentsOperatorRoutes } from './payments.operator-routes.ts';
export { paymentsRoutes } from './payments.routes.ts';
export { seedPromoCodes } from './payments.seed.ts';
export type { StaffActor } from './payments.transfers.ts';
