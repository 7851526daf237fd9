/**
 * Calculation: every carrier's tariffs for a route side by side, signed quotes, products and services, the
 * priority calculation, and the console's edits of the own fleet's grids and of services. Owns the tables
 * `tariff_grids`, `products`, `services`, `contract_rates`. Exports its seeds (run by db/seed.ts) and the quote
 * token's sign/read (for tests of forged quotes).
 */
export { type CalcEditing, createCalcEditing } from './calc.editing.ts';
export { calcOperatorRoutes } from './calc.operator-routes.ts';
export { calcRoutes } from './calc.routes.ts';
export { seedOwnTariffs, seedProducts, seedServices } from './calc.seed.ts';
export { type CalcService, createCalcService } from './calc.service.ts';
export { type QuotePayload, readQuote, signQuote } from './quote-token.ts';
