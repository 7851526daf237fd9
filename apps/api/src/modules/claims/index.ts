/**
 * Claims and compensation (issue 19): a customer's claim on their delivered or overdue order (loss, damage, shortage,
 * delay) with photos and its letter; the console's review and decision; the compensation credited to the wallet
 * through the ledger once, by the decision and by the payout job. Reads orders, moves money, sends messages and draws
 * the letter only through those modules' index.ts. Owns `claims`, `claim_photos` and `carrier_liabilities`.
 */
export { claimsOperatorRoutes } from './claims.operator-routes.ts';
export { claimsRoutes } from './claims.routes.ts';
export { type ClaimsService, createClaimsService } from './claims.service.ts';
