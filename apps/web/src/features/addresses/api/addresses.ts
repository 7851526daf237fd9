import { endpoints, type SavedAddressBody } from '@jetkiz/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

/** A company's saved addresses (spec §7 `/order/protected/jur/address`), pages of ten by default. */
export type AddressFilter = { name?: string; kato?: string; page?: number; pageSize?: number };

/** Shares its cache with the order wizard's address pick, so a saved address shows up there at once. */
export const getAddressesQueryOptions = (filter: AddressFilter) =>
  queryOptions({
    queryKey: ['orders', 'addresses', filter, currentLang()],
    queryFn: ({ signal }) => callApi(endpoints.listAddresses, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const getStreetTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'street-types', currentLang()],
    queryFn: ({ signal }) => callApi(endpoints.listStreetTypes, { signal }),
    staleTime: 30 * 60_000,
  });

export const useSaveAddress = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedAddressBody) => callApi(endpoints.saveAddress, { body }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders', 'addresses'] }),
  });
};

export const useDeleteAddress = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(endpoints.deleteAddress, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders', 'addresses'] }),
  });
};
