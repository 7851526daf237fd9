/** The orders feature as the routes and other features see it. */
export {
  familyOf,
  getOrderQueryOptions,
  getOrdersQueryOptions,
  getStatusesQueryOptions,
  type OrderFamily,
} from './api/orders.ts';
export { OrderDetailView } from './components/order-detail/order-detail.tsx';
export { OrderWizard } from './components/wizard/order-wizard.tsx';
export { displayDate, earliestPickup } from './lib/dates.ts';
export { repeatSource } from './lib/repeat.ts';
