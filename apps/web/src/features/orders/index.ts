/** Orders: the registry, an order and its hand-over, creation, the address book and the order files. */
export {
  type AddressFilter,
  type CreateInput,
  downloadFile,
  downloadReport,
  familyOf,
  getAddressesQueryOptions,
  getFilesQueryOptions,
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
export { CourierCard, DocumentsCard, SendCard, TrackingCard } from './components/handover.tsx';
export { EMPTY_PARTY, type PartyDraft, PartyFields, toParty } from './components/party-fields.tsx';
