/**
 * The order's life (issue 6): formed → paid → sent (pickup booked) → in transit → arrived → out for delivery →
 * delivered, plus cancellation. Transitions are data; everything that moves an order asks `canTransition`.
 */
export const ORDER_STATUSES = [
  'formed',
  'paid',
  'sent',
  'in_transit',
  'arrived',
  'out_for_delivery',
  'delivered',
  'cancellation_requested',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  formed: ['paid', 'cancelled'],
  // Paid and not yet booked with a carrier: cancelled at once, the payment refunded to the wallet.
  paid: ['sent', 'cancelled'],
  sent: ['in_transit', 'cancellation_requested'],
  in_transit: ['arrived'],
  arrived: ['out_for_delivery', 'delivered'],
  // A failed delivery attempt brings the parcel back to the terminal.
  out_for_delivery: ['delivered', 'arrived'],
  delivered: [],
  // The operator approves (refund, cancelled) or declines (back to where it was: sent).
  cancellation_requested: ['cancelled', 'sent'],
  cancelled: [],
};

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => TRANSITIONS[from].includes(to);

/**
 * What a customer's «cancel» does: a formed order is cancelled at once; a paid one not yet booked with a carrier
 * is cancelled at once and its payment goes back to the wallet (nothing is in anyone's hands yet); a booked one
 * becomes a request for the operator (the carrier must agree; the refund follows the approval); after
 * hand-over, or once ended, it is refused, saying which end it came to: a cancelled order was told «the order has
 * ended», as if it had been delivered.
 */
export type CancelOutcome =
  | { action: 'cancel' }
  | { action: 'refund' }
  | { action: 'request' }
  | { action: 'refuse'; reason: 'handedOver' | 'cancelled' | 'delivered' | 'pending' };

export const cancelOutcome = (status: OrderStatus): CancelOutcome => {
  if (status === 'formed') return { action: 'cancel' };
  if (status === 'paid') return { action: 'refund' };
  if (status === 'sent') return { action: 'request' };
  if (status === 'cancellation_requested') return { action: 'refuse', reason: 'pending' };
  if (status === 'cancelled') return { action: 'refuse', reason: 'cancelled' };
  if (status === 'delivered') return { action: 'refuse', reason: 'delivered' };
  return { action: 'refuse', reason: 'handedOver' };
};
