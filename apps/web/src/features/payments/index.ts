/** Payments: the wallet (balance, history, top-up), paying an order, promo codes and payment documents. */
export {
  checkPromoCode,
  downloadOrderInvoice,
  downloadReceipt,
  downloadTransferInvoice,
  getBalanceQueryOptions,
  getHistoryQueryOptions,
  getTopUp,
  getUnpaidQueryOptions,
  getWalletRefundsQueryOptions,
  type HistoryFilter,
  type RefundAsk,
  requestTopUp,
  useAskRefund,
  usePayOrder,
} from './api/payments.ts';
export { BalanceCard } from './components/balance-card.tsx';
export { PayOrderDialog } from './components/pay-order.tsx';
export { InvoicesList, ReceiptsList } from './components/payment-documents.tsx';
export { TopUpForm } from './components/top-up-form.tsx';
export { TransferInvoice } from './components/transfer-invoice.tsx';
export { WalletHistory } from './components/wallet-history.tsx';
export { WalletRefunds } from './components/wallet-refunds.tsx';
