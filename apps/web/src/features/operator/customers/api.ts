import type { BlockCustomerBody, CustomerSearchQuery } from '@jetkiz/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { currentLang } from '../../../lib/i18n.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';
import { callOperator } from '../api/client.ts';
import { workEndpoints as at } from '../orders/endpoints.ts';

/** The console's customers (issue 18): search, one customer, block and unblock. */
export const customersQueryOptions = (query: CustomerSearchQuery) =>
  queryOptions({
    queryKey: ['operator', 'customers', query, currentLang()],
    queryFn: ({ signal }) => callOperator(at.customers, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['operator', 'customer', id, currentLang()],
    queryFn: ({ signal }) => callOperator(at.customer, { params: { id }, signal }),
    retry: false,
  });

export const useBlockCustomer = (id: string) => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: BlockCustomerBody) => callOperator(at.block, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operator'] }),
  });
};

export const useUnblockCustomer = (id: string) => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: (reason: string) => callOperator(at.unblock, { params: { id }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operator'] }),
  });
};
