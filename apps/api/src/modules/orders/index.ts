/**
 * Orders: creation from a signed quote, the registries (persons, companies, priority), detail with history,
 * cancellation, hand-over to the carrier and the courier, the xlsx report — and every order route of the money
 * path: the order's payment from the wallet and what is due (through payments' ledger), its invoice and its files
 * (drawn by the documents renderers). The money path runs one way: orders → payments → documents.
 * Files: orders.context (shared rules), orders.views (registry, detail, dates), orders.create (create, cancel),
 * orders.booking + orders.handover (carrier, courier, tracking's changes), orders.payment, orders.files,
 * orders.reports, orders.extras (issue 19: the late-delivery credit, additional services and the hold);
 * orders.module binds them. Owns `orders`, `order_status_history`, `courier_requests`, `order_services`, the sequence
 * `order_number_seq` and the view `order_tracking_view` that public tracking reads.
 */

export type { OrderForClaim } from './orders.claims.ts';
export type { DeliveredOrder } from './orders.delivered.ts';
export { createOrdersService, type OrdersService } from './orders.module.ts';
export { ordersRoutes } from './orders.routes.ts';
