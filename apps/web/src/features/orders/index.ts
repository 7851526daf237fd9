/** Orders: the registry, an order and its hand-over, creation and the order files (the address book is features/addresses). */
export {
  type CreateInput,
  downloadFile,
  downloadReport,
  familyOf,
  getFilesQueryOptions,
  getLastOrderQueryOptions,
  getOrderQueryOptions,
  getOrdersQueryOptions,
  getQuoteTerminalsQueryOptions,
  getStatusesQueryOptions,
  type OrderFamily,
  type RegistryFilter,
  useCancelOrder,
  useCourier,
  useCreateOrder,
  useSendOrder,
} from './api/orders.ts';
export { NewOrderCard } from './components/new-order-card.tsx';
export { CourierCard, DocumentsCard, SendCard, TrackingCard } from './components/order-detail/handover.tsx';
export { OrderDetailView } from './components/order-detail/order-detail.tsx';
export { OrderRegistry } from './components/order-registry.tsx';
export { RecentOrders } from './components/recent-orders.tsx';
export { OrderWizard } from './components/wizard/order-wizard.tsx';
export { EMPTY_PARTY, type PartyDraft, PartyFields, toParty } from './components/wizard/party-fields.tsx';
export { displayDate, usePickupDates } from './lib/dates.ts';
export { repeatSource } from './lib/repeat.ts';
