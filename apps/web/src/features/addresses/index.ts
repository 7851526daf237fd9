/** The address book feature (a company's saved addresses): what other features and routes may use. */
export { getAddressesQueryOptions, getStreetTypesQueryOptions, useDeleteAddress, useSaveAddress } from './api/addresses.ts';
export { AddressBook } from './components/address-book.tsx';
export { AddressForm } from './components/address-form.tsx';
