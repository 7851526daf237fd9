import { type CalcBody, endpoints, type PriorityCalcBody } from '@jetkiz/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

/**
 * A guest or a person asks every carrier; a signed-in company gets its contract prices. Silent: the calculator
 * puts a refusal under its fields and says it once itself.
 */
export const useCalculate = () =>
  useMutation({
    meta: { silent: true },
    mutationFn: ({ body, company }: { body: CalcBody; company: boolean }) =>
      company ? callApi(endpoints.calculateForCompany, { body }) : callApi(endpoints.calculate, { body }),
  });

export const usePriorityCalculate = () =>
  useMutation({ meta: { silent: true }, mutationFn: (body: PriorityCalcBody) => callApi(endpoints.calculatePriority, { body }) });

export const getServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['calc', 'services', currentLang()],
    queryFn: ({ signal }) => callApi(endpoints.listProductServices, { query: {}, signal }),
    staleTime: 30 * 60_000,
  });

export const getTerminalsQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'terminals', currentLang()],
    queryFn: ({ signal }) => callApi(endpoints.listTerminals, { signal }),
    staleTime: 30 * 60_000,
  });

export const getQuoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['calc', 'quote', id, currentLang()],
    queryFn: ({ signal }) => callApi(endpoints.getQuote, { params: { id }, signal }),
    meta: { silent: true },
    retry: false,
  });

/** The tariff chosen with «Оформить», carried to the cabinet where the order begins. */
const CHOSEN_KEY = 'jetkiz.chosenQuote';
export const chosenQuote = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(CHOSEN_KEY);
    } catch {
      return null;
    }
  },
  set: (id: string | null) => {
    try {
      if (id) sessionStorage.setItem(CHOSEN_KEY, id);
      else sessionStorage.removeItem(CHOSEN_KEY);
    } catch {
      // Without storage the choice lasts for this page only.
    }
  },
};
