/** The payments feature (wallet, top-up, history, paying an order): what other features and routes may use. */
export { getBalanceQueryOptions } from './api/payments.ts';
export { BalanceCard } from './components/balance-card.tsx';
export { PayOrderDialog } from './components/pay-order.tsx';
export { TopUpForm } from './components/top-up-form.tsx';
export { TransferInvoice } from './components/transfer-invoice.tsx';
export { WalletHistory } from './components/wallet-history.tsx';
