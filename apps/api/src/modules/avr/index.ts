/**
 * Acts of completed works (issue 17): the monthly issue for every company with delivered orders (one act per company
 * and month, gap-free numbers per year, the PDF kept as issued and signed first by Jetkiz), the company's registry,
 * detail, documents, signing (CMS verified by the signatures module), refusal, payment from the wallet (through
 * payments' ledger) and the public check of the act's signatures; the jobs that issue acts and deem them accepted.
 * Reads orders, identity, payments, signatures, notifications and documents only through their index.ts. Owns
 * `avr_acts`, `avr_act_lines`, `avr_events`, `avr_counters`, `avr_company_terms`.
 */
export { avrOperatorRoutes } from './avr.operator-routes.ts';
export { avrRoutes } from './avr.routes.ts';
export { type AvrDeps, type AvrService, type CreditStanding, createAvrService } from './avr.service.ts';
export { createJetkizSigner, type JetkizSigner, loadJetkizSigner } from './avr.signer.ts';
export { avrTestHooks } from './avr.test-hooks.ts';
