import type { OrderStatus } from './order-status.ts';

export type OrderPaymentStatus = 'unpaid' | 'paid' | 'refunded';

/**
 * How an order's carriage is settled, as its documents say it: paid from the wallet; handed over on credit, billed in
 * the company's monthly act (post-paid: the order moved on from «formed» while its payment stays «unpaid» until the
 * act is paid); or not settled at all (formed and unpaid, cancelled, refunded).
 */
export type OrderSettlement = 'paid' | 'onCredit' | 'none';

export const orderSettlement = (order: { status: OrderStatus; paymentStatus: OrderPaymentStatus }): OrderSettlement => {
  if (order.paymentStatus === 'paid') return 'paid';
  if (order.paymentStatus === 'unpaid' && order.status !== 'formed' && order.status !== 'cancelled') return 'onCredit';
  return 'none';
};

/**
 * Which of an order's documents exist now (spec §1 «download waybills, labels, stickers, receipts and invoices»):
 * the invoice always; the waybill and the labels once the parcel is on its way to be carried, paid or on credit
 * (the courier needs them either way); the receipt only once money has moved from the wallet.
 */
export const orderDocuments = (order: {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
}): { invoice: boolean; shipping: boolean; receipt: boolean } => {
  const settlement = orderSettlement(order);
  return { invoice: true, shipping: settlement !== 'none', receipt: settlement === 'paid' };
};
