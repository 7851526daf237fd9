/**
 * Orders: creation from a signed quote, the registries (persons, companies, priority), detail with history,
 * payment from the wallet (through payments), cancellation, hand-over to the carrier and the courier, the xlsx
 * report, the company address book. Owns `orders`, `order_status_history`, `courier_requests`, `saved_addresses`
 * and the sequence `order_number_seq`.
 */
export { ordersRoutes } from './orders.routes.ts';
export { createOrdersService, type OrderFamily, type OrdersService } from './orders.service.ts';
