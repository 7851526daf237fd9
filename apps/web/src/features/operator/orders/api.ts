import type { CorrectStatusBody, OperatorOrderQuery, OperatorOrderServiceBody } from '@jetkiz/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { currentLang } from '../../../lib/i18n.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';
import { callOperator } from '../api/client.ts';
import { workEndpoints as at } from './endpoints.ts';

/** The console's orders (issue 18): the list, one order, the cancellation decisions and status corrections. */
export const operatorOrdersQueryOptions = (query: OperatorOrderQuery) =>
  queryOptions({
    queryKey: ['operator', 'orders', query, currentLang()],
    queryFn: ({ signal }) => callOperator(at.orders, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const operatorOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['operator', 'order', id, currentLang()],
    queryFn: ({ signal }) => callOperator(at.order, { params: { id }, signal }),
    retry: false,
  });

const useOrderWrite = <V>(write: (value: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useSingleMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: ['operator'] }) });
};

export const useApproveCancellation = (id: string) =>
  useOrderWrite((_: undefined) => callOperator(at.approve, { params: { id } }));
export const useDeclineCancellation = (id: string) =>
  useOrderWrite((reason: string) => callOperator(at.decline, { params: { id }, body: { reason } }));
export const useCorrectStatus = (id: string) =>
  useOrderWrite((body: CorrectStatusBody) => callOperator(at.correct, { params: { id }, body }));
/** Issue 19: an additional service the operator adds, or cancels while unpaid (both audited with a reason). */
export const useAddService = (id: string) =>
  useOrderWrite((body: OperatorOrderServiceBody) => callOperator(at.addService, { params: { id }, body }));
export const useCancelService = (id: string) =>
  useOrderWrite(({ serviceId, reason }: { serviceId: string; reason: string }) =>
    callOperator(at.cancelService, { params: { id, serviceId }, body: { reason } }),
  );
