/** Orders: the registry, an order and its hand-over, creation, the address book and the order files. */
export {
  type AddressFilter,
  type CreateInput,
  downloadFile,
  downloadReport,
  familyOf,
  getAddressesQueryOptions,
  getFilesQueryOptions,
  getLastOrderQueryOptions,
  getOrderQueryOptions,
  getOrdersQueryOptions,
  getQuoteTerminalsQueryOptions,
  getStatusesQueryOptions,
  getStreetTypesQueryOptions,
  type OrderFamily,
  type RegistryFilter,
  useCancelOrder,
  useCourier,
  useCreateOrder,
  useDeleteAddress,
  useSaveAddress,
  useSendOrder,
} from './api/orders.ts';
export { CourierCard, DocumentsCard, SendCard, TrackingCard } from './components/order-detail/handover.tsx';
export { OrderDetailView } from './components/order-detail/order-detail.tsx';
export { OrderWizard } from './components/wizard/order-wizard.tsx';
export { EMPTY_PARTY, type PartyDraft, PartyFields, toParty } from './components/wizard/party-fields.tsx';
export { displayDate, earliestPickup } from './lib/dates.ts';
export { repeatSource } from './lib/repeat.ts';
