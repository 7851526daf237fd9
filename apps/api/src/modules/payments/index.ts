/**
 * Payments: the wallet ledger, card top-up through the bank (Halyk ePay protocol), promo codes, invoices and
 * receipts. Owns `ledger_accounts`, `ledger_transactions`, `ledger_entries`, `top_ups`, `promo_codes`,
 * `promo_redemptions`, `invoices`, `document_counters` (invoice numbers) and the sequence `top_up_invoice_seq`.
 */
export { paymentsRoutes } from './payments.routes.ts';
export { createPaymentsService, type Movement, type PaymentsService } from './payments.service.ts';
