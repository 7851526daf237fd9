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
  type HistoryFilter,
  requestTopUp,
  usePayOrder,
} from './api/payments.ts';
export { BalanceCard } from './components/balance-card.tsx';
export { PayOrderDialog } from './components/pay-order.tsx';
export { TopUpForm } from './components/top-up-form.tsx';
export { TransferInvoice } from './components/transfer-invoice.tsx';
export { WalletHistory } from './components/wallet-history.tsx';
