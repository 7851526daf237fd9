import { endpoints, moneyEndpoints } from '@jetkiz/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { downloadApi } from '../../../lib/api-files.ts';
import { currentLang } from '../../../lib/i18n.ts';
import type { UserRole } from '../../../lib/session.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';

/** Person and company routes differ only in their paths (spec §7 `[/jur]`); typed as the person's. */
const forRole = <K extends keyof typeof endpoints>(role: UserRole, person: K, company: keyof typeof endpoints) =>
  (role === 'company' ? endpoints[company] : endpoints[person]) as (typeof endpoints)[K];

export const getBalanceQueryOptions = (role: UserRole) =>
  queryOptions({
    queryKey: ['payments', 'balance', role],
    queryFn: ({ signal }) => callApi(forRole(role, 'getBalance_person', 'getBalance_company'), { signal }),
  });

export type HistoryFilter = { page?: number; itemsPerPage?: number; startDate?: string; endDate?: string; kind?: string };
export const getHistoryQueryOptions = (filter: HistoryFilter) =>
  queryOptions({
    queryKey: ['payments', 'history', filter, currentLang()],
    queryFn: ({ signal }) => callApi(endpoints.getPaymentHistory, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const getUnpaidQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'unpaid', orderId],
    queryFn: ({ signal }) => callApi(endpoints.getUnpaid, { query: { orderId }, signal }),
  });

export const checkPromoCode = (role: UserRole, code: string) =>
  callApi(forRole(role, 'checkPromoCode_person', 'checkPromoCode_company'), { params: { code } });

export const requestTopUp = (sum: string) => callApi(endpoints.requestTopUp, { query: { sum } });
export const getTopUp = (invoiceId: string) => callApi(endpoints.getTopUp, { params: { invoiceId } });

/** Pays an order from the wallet; the page says «payment successful» or the server's reason itself. */
export const usePayOrder = () => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ id, amount }: { id: string; amount: number }) =>
      callApi(endpoints.payOrder, { params: { id }, query: { amount: amount.toFixed(2) } }),
    meta: { silent: true },
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['payments'] }), client.invalidateQueries({ queryKey: ['orders'] })]),
  });
};

export const downloadReceipt = (id: string) => downloadApi(endpoints.getReceipt, { params: { id } }, 'receipt.pdf');
export const downloadOrderInvoice = (role: UserRole, id: string) =>
  downloadApi(forRole(role, 'getOrderInvoice_person', 'getOrderInvoice_company'), { params: { id } }, 'invoice.pdf');
export const downloadTransferInvoice = (sum: string) =>
  downloadApi(endpoints.getTransferInvoice, { query: { sum } }, 'invoice.pdf');

/** The person's or the company's route of a pair that differ only in their path (typed as the person's). */
const byRole = <P>(role: UserRole, person: P, company: unknown): P => (role === 'company' ? (company as P) : person);

/** The invoices and receipts lists' filter (spec §2; zero-based pages of 25). */
export type DocumentFilter = {
  page?: number;
  itemsPerPage?: number;
  startDate?: string;
  endDate?: string;
  kind?: string;
  q?: string;
};
export const getReceiptsQueryOptions = (role: UserRole, filter: DocumentFilter) =>
  queryOptions({
    queryKey: ['payments', 'receipts', role, filter, currentLang()],
    queryFn: ({ signal }) =>
      callApi(byRole(role, moneyEndpoints.listReceipts_person, moneyEndpoints.listReceipts_company), {
        query: filter,
        signal,
      }),
    placeholderData: keepPreviousData,
    // Documents appear from other pages (a top-up, an order's invoice): the list is read again on every visit.
    staleTime: 0,
  });
export const getInvoicesQueryOptions = (role: UserRole, filter: DocumentFilter) =>
  queryOptions({
    queryKey: ['payments', 'invoices', role, filter, currentLang()],
    queryFn: ({ signal }) =>
      callApi(byRole(role, moneyEndpoints.listInvoices_person, moneyEndpoints.listInvoices_company), {
        query: filter,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
/** A company's transfer invoice again, from the invoices list. */
export const downloadIssuedInvoice = (id: number) =>
  downloadApi(moneyEndpoints.getIssuedTransferInvoice, { params: { id } }, 'invoice.pdf');

export const getWalletRefundsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'refunds', currentLang()],
    queryFn: ({ signal }) => callApi(moneyEndpoints.getWalletRefunds, { signal }),
  });

export type RefundAsk = { amount: number; method: 'card' | 'transfer'; cardInvoiceId?: string; iban?: string };

/** Asks for unused money back; the balance and the history change at once (the amount is held). */
export const useAskRefund = () => {
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: RefundAsk) => callApi(moneyEndpoints.askWalletRefund, { body }),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: ['payments'] }),
  });
};
