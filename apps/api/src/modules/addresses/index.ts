/**
 * Addresses: a company's address book (spec §5), listed, saved and deleted under `/order/protected/jur/address`.
 * Owns `saved_addresses`. Reads locality names from reference; knows nothing of orders.
 */
export { addressesRoutes } from './addresses.routes.ts';
export { type AddressesService, createAddressesService } from './addresses.service.ts';
