import {
  endpoints,
  type OrderBody,
  type OrderFamily,
  type OrderListQuery,
  type OrderServiceBody,
  type PriorityOrderBody,
} from '@jetkiz/contract';
import { keepPreviousData, type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { downloadApi, fetchApiFile } from '../../../lib/api-files.ts';
import { textOf } from '../../../lib/field-message.tsx';
import { currentLang } from '../../../lib/i18n.ts';
import type { UserRole } from '../../../lib/session.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';

/** Persons, companies and a company's priority orders live under three families of paths (spec §7). */
export type { OrderFamily };
export const familyOf = (role: UserRole, priority = false): OrderFamily =>
  priority ? 'priority' : role === 'company' ? 'company' : 'person';

export type RegistryFilter = OrderListQuery;

/**
 * The families' routes differ only in their paths: the same query, body and answer. Picking one by family
 * gives a union TypeScript cannot call, so the pick is typed as the family whose schema is the widest.
 */
const byFamily = <K extends keyof typeof endpoints>(key: string, _widest: K) =>
  endpoints[key as keyof typeof endpoints] as unknown as (typeof endpoints)[K];

export const getOrdersQueryOptions = (family: OrderFamily, query: RegistryFilter) =>
  queryOptions({
    queryKey: ['orders', family, 'list', query, currentLang()],
    queryFn: ({ signal }) => callApi(byFamily(`listOrders_${family}`, 'listOrders_priority'), { query, signal }),
    placeholderData: keepPreviousData,
  });

export const getOrderQueryOptions = (family: OrderFamily, id: string) =>
  queryOptions({
    queryKey: ['orders', family, 'detail', id, currentLang()],
    queryFn: ({ signal }) => callApi(byFamily(`getOrder_${family}`, 'getOrder_priority'), { params: { id }, signal }),
    retry: false,
  });

export const getStatusesQueryOptions = (family: OrderFamily) =>
  queryOptions({
    queryKey: ['orders', 'statuses', family === 'person' ? 'person' : 'company', currentLang()],
    queryFn: ({ signal }) =>
      callApi(
        byFamily(family === 'person' ? 'listOrderStatuses_person' : 'listOrderStatuses_company', 'listOrderStatuses_company'),
        {
          signal,
        },
      ),
    staleTime: 30 * 60_000,
  });

/**
 * The days off between two dates as the server's calendar has them (the years the operator entered included). Kept
 * for an hour; a failure is silent — the screens use the built-in calendar meanwhile. Names are not used, so the
 * answer is one for every language.
 */
export const getWorkCalendarQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['calendar', from, to],
    queryFn: async ({ signal }) => {
      const answer = await callApi(endpoints.listNonWorkingDays, { query: { from, to }, signal });
      if (!Array.isArray(answer?.days)) throw new Error('not a calendar');
      return answer;
    },
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const getQuoteTerminalsQueryOptions = (id: string, company: boolean) =>
  queryOptions({
    queryKey: ['calc', 'quote-terminals', id, company, currentLang()],
    queryFn: ({ signal }) =>
      callApi(byFamily(company ? 'getQuoteTerminalsForCompany' : 'getQuoteTerminals', 'getQuoteTerminals'), {
        params: { id },
        signal,
      }),
    staleTime: 10 * 60_000,
    // Spec §7: a failed terminal lookup shows «request the address again» (the wizard offers the retry).
    meta: { errorMessage: textOf('notify.addressAgain') },
  });

export type CreateInput = {
  family: OrderFamily;
  body: OrderBody | PriorityOrderBody;
  terminalFromId?: number | undefined;
  terminalToId?: number | undefined;
};

export const useCreateOrder = () => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ family, body, terminalFromId, terminalToId }: CreateInput) =>
      callApi(byFamily(`createOrder_${family}`, 'createOrder_priority'), { body, query: { terminalFromId, terminalToId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
};

export const useCancelOrder = (family: OrderFamily) => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: (id: string) =>
      callApi(byFamily(family === 'person' ? 'cancelOrder_person' : 'cancelOrder_company', 'cancelOrder_person'), {
        params: { id },
      }),
    // The page says «order cancellation error» (spec §8) together with the server's reason.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
};

/** One click on a delivered order makes its return (issue 19); the answer is the new order. */
export const useReturnOrder = (family: OrderFamily) => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: (id: string) => callApi(byFamily(`returnOrder_${family}`, 'returnOrder_person'), { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
};

/** The registry with the same filters as an xlsx file (F_12, F_9 for priority orders). */
export const downloadReport = (family: OrderFamily, query: RegistryFilter) =>
  downloadApi(
    byFamily(`orderReport_${family}`, 'orderReport_priority'),
    {
      query: {
        ...query,
        page: undefined,
        itemsPerPage: undefined,
        code: family === 'priority' ? 'F_9' : 'F_12',
        category: 'slq-order-list',
      },
    },
    'orders.xlsx',
  );

/** Hands a paid order to its carrier; the page says what happened (the server's reason on failure). */
export const useSendOrder = (family: OrderFamily) => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ id, pickupDate }: { id: string; pickupDate: string }) =>
      callApi(byFamily(`sendOrder_${family}`, 'sendOrder_person'), { params: { id }, query: { pickupDate } }),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
};

/** Courier calls live under the person's or the company's paths (a company's priority orders use its own). */
const courierFamily = (family: OrderFamily) => (family === 'person' ? 'person' : 'company');

export const useCourier = (family: OrderFamily) => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ id, window }: { id: string; window: string | null }) =>
      window
        ? callApi(byFamily(`callCourier_${courierFamily(family)}`, 'callCourier_person'), { params: { id }, body: { window } })
        : callApi(byFamily(`cancelCourier_${courierFamily(family)}`, 'cancelCourier_person'), { params: { id } }),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
};

/** Issue 19: an additional service ordered after creation, and its payment from the wallet (person or company paths). */
export const useOrderService = (family: OrderFamily) => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ id, service, days }: { id: string; service: OrderServiceBody['service']; days?: number | undefined }) =>
      callApi(byFamily(`orderService_${courierFamily(family)}`, 'orderService_person'), {
        params: { id },
        body: { service, ...(days !== undefined && { days }) },
      }),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
};

export const usePayService = (family: OrderFamily) => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ id, serviceId }: { id: string; serviceId: string }) =>
      callApi(byFamily(`payOrderService_${courierFamily(family)}`, 'payOrderService_person'), {
        params: { id, serviceId },
      }),
    meta: { silent: true },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['orders'] });
      void client.invalidateQueries({ queryKey: ['payments'] });
    },
  });
};

export const getFilesQueryOptions = (family: OrderFamily, orderId: string, paymentStatus: string) =>
  queryOptions({
    queryKey: ['orders', 'files', orderId, paymentStatus],
    queryFn: ({ signal }) =>
      callApi(byFamily(`listFiles_${courierFamily(family)}`, 'listFiles_person'), { query: { orderId }, signal }),
  });

export const downloadFile = (family: OrderFamily, id: string) =>
  downloadApi(byFamily(`getFile_${courierFamily(family)}`, 'getFile_person'), { params: { id } }, `${id}.pdf`);

/** The customer's newest order of a family (its sender address fills a new order's sender). */
export const getLastOrderQueryOptions = (family: OrderFamily) =>
  queryOptions({
    queryKey: ['orders', family, 'last', currentLang()],
    queryFn: async ({ signal }) => {
      const list = await callApi(byFamily(`listOrders_${family}`, 'listOrders_priority'), {
        query: { page: 0, itemsPerPage: 1 },
        signal,
      });
      const last = list.content[0];
      return last ? callApi(byFamily(`getOrder_${family}`, 'getOrder_priority'), { params: { id: last.id }, signal }) : null;
    },
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

/** What the calculation that produced a quote said about it: the tariff's days and the places with their weights. */
export type QuoteCalculation = {
  deliveryDaysMin: number;
  deliveryDays: number;
  placeCnt: number;
  packs: Array<{ placeCnt: number; physWeight: number; chargeableWeight: number }>;
};
type CalculationLike = {
  weights?: { placeCnt?: number; packs?: QuoteCalculation['packs'] };
  tariffs?: Array<{ calculatorId?: string; deliveryDaysMin?: number; deliveryDays?: number }>;
};

/**
 * The calculation a quote came from, when it was made in this tab (the calculator's answer stays in the query
 * client's mutation cache). The quote itself does not carry the days or the places (see the report of issue 15).
 */
export const findQuoteCalculation = (client: QueryClient, calculatorId: string): QuoteCalculation | null => {
  for (const mutation of client.getMutationCache().getAll().reverse()) {
    const data = mutation.state.data as CalculationLike | undefined;
    const tariff = data?.tariffs?.find((x) => x.calculatorId === calculatorId);
    if (!data || !tariff || tariff.deliveryDays === undefined) continue;
    return {
      deliveryDaysMin: tariff.deliveryDaysMin ?? tariff.deliveryDays,
      deliveryDays: tariff.deliveryDays,
      placeCnt: data.weights?.placeCnt ?? 1,
      packs: data.weights?.packs ?? [],
    };
  }
  return null;
};

/** Opens an order's file (the label) in a new tab, where the browser's viewer prints it. */
export const openFileToPrint = async (family: OrderFamily, id: string) => {
  const tab = window.open('', '_blank');
  try {
    const file = await fetchApiFile(
      byFamily(`getFile_${courierFamily(family)}`, 'getFile_person'),
      { params: { id } },
      `${id}.pdf`,
    );
    const href = URL.createObjectURL(file.blob);
    if (tab) tab.location.href = href;
    else window.location.assign(href);
  } catch (error) {
    tab?.close();
    throw error;
  }
};
