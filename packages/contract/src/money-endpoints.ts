/**
 * The schema-free endpoints of the money routes of issue 18 for the web: the customer's refund requests and the
 * console's money (typed by their route descriptors, so a path that drifts is a compile error and no TypeBox reaches
 * the browser).
 */
import type { Endpoint } from './endpoints.ts';
import type {
  adjustWalletRoute,
  approveRefundRoute,
  creditTransferRoute,
  declineRefundRoute,
  getCompanyTermsRoute,
  issueOperatorActRoute,
  ledgerCheckRoute,
  listAdjustmentsRoute,
  listOperatorActsRoute,
  listRefundsRoute,
  listTransferInvoicesRoute,
  reissueOperatorActRoute,
  setCompanyTermsRoute,
  settleRefundPayoutRoute,
} from './operator-money.ts';
import type {
  invoicesRoute_company,
  invoicesRoute_person,
  receiptsRoute_company,
  receiptsRoute_person,
  transferInvoicePdfRoute,
} from './payment-documents.ts';
import type { RouteDescriptor } from './route.ts';
import type { askRefundRoute, walletRefundsRoute } from './wallet-refunds.ts';

const endpoint = <R extends RouteDescriptor>(method: R['method'], url: R['url']): Endpoint<R> => ({ method, url });

export const moneyEndpoints = {
  getWalletRefunds: endpoint<typeof walletRefundsRoute>('GET', '/api/payment/protected/refunds'),
  askWalletRefund: endpoint<typeof askRefundRoute>('POST', '/api/payment/protected/refunds'),
  // The invoices and receipts screens (issue 19).
  listReceipts_person: endpoint<typeof receiptsRoute_person>('GET', '/api/payment/protected/receipts'),
  listReceipts_company: endpoint<typeof receiptsRoute_company>('GET', '/api/payment/protected/jur/receipts'),
  listInvoices_person: endpoint<typeof invoicesRoute_person>('GET', '/api/payment/protected/invoices'),
  listInvoices_company: endpoint<typeof invoicesRoute_company>('GET', '/api/payment/protected/jur/invoices'),
  getIssuedTransferInvoice: endpoint<typeof transferInvoicePdfRoute>('GET', '/api/payment/protected/jur/invoices/{id}'),
  operatorListTransferInvoices: endpoint<typeof listTransferInvoicesRoute>('GET', '/api/operator/money/invoices'),
  operatorCreditTransfer: endpoint<typeof creditTransferRoute>('POST', '/api/operator/money/invoices/credit'),
  operatorListRefunds: endpoint<typeof listRefundsRoute>('GET', '/api/operator/money/refunds'),
  operatorApproveRefund: endpoint<typeof approveRefundRoute>('POST', '/api/operator/money/refunds/{id}/approve'),
  operatorDeclineRefund: endpoint<typeof declineRefundRoute>('POST', '/api/operator/money/refunds/{id}/decline'),
  operatorSettleRefundPayout: endpoint<typeof settleRefundPayoutRoute>('POST', '/api/operator/money/refunds/{id}/payout-outcome'),
  operatorListAdjustments: endpoint<typeof listAdjustmentsRoute>('GET', '/api/operator/money/adjustments'),
  operatorAdjustWallet: endpoint<typeof adjustWalletRoute>('POST', '/api/operator/money/adjustments'),
  operatorLedgerCheck: endpoint<typeof ledgerCheckRoute>('GET', '/api/operator/money/ledger-check'),
  operatorListActs: endpoint<typeof listOperatorActsRoute>('GET', '/api/operator/acts'),
  operatorIssueAct: endpoint<typeof issueOperatorActRoute>('POST', '/api/operator/acts/issue'),
  operatorReissueAct: endpoint<typeof reissueOperatorActRoute>('POST', '/api/operator/acts/{id}/reissue'),
  operatorGetCompanyTerms: endpoint<typeof getCompanyTermsRoute>('GET', '/api/operator/acts/terms/{companyId}'),
  operatorSetCompanyTerms: endpoint<typeof setCompanyTermsRoute>('PUT', '/api/operator/acts/terms/{companyId}'),
};
