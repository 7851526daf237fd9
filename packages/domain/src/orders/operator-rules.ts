import { canTransition, type OrderStatus } from './order-status.ts';

/**
 * The operator's rules about customers and orders (issue 18): why a customer is blocked, which status corrections
 * the operator may make, and when an order is late.
 */

/** Spec §1: the operator may block a customer for a breach of the offer's terms or for a debt. */
export const BLOCK_CATEGORIES = ['breach', 'debt'] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];
export const isBlockCategory = (value: unknown): value is BlockCategory =>
  typeof value === 'string' && (BLOCK_CATEGORIES as readonly string[]).includes(value);

/** The statuses a carrier's events decide: a handed-over parcel on its way, until delivered. */
export const CARRIER_STATUSES: readonly OrderStatus[] = ['sent', 'in_transit', 'arrived', 'out_for_delivery', 'delivered'];

export type StatusCorrection = { ok: true; override: boolean } | { ok: false; reason: 'same' | 'money' | 'not_allowed' };

/**
 * Whether the operator may correct an order's status from `from` to `to` when a carrier's data is wrong. Every move
 * the order's life allows is allowed; besides, the documented operator override: among the statuses a carrier's
 * events decide (sent … delivered) the operator may set any other, backwards too (a «delivered» the carrier sent by
 * mistake goes back to «out for delivery»). Statuses that move money (formed, paid, cancellation requested,
 * cancelled) are never reached or left by a correction: paying, cancelling and refunding have their own paths.
 */
export const statusCorrection = (from: OrderStatus, to: OrderStatus): StatusCorrection => {
  if (from === to) return { ok: false, reason: 'same' };
  const carrierSide = CARRIER_STATUSES.includes(from) && CARRIER_STATUSES.includes(to);
  if (!carrierSide) {
    const money: OrderStatus[] = ['formed', 'paid', 'cancellation_requested', 'cancelled'];
    return { ok: false, reason: money.includes(from) || money.includes(to) ? 'money' : 'not_allowed' };
  }
  return { ok: true, override: !canTransition(from, to) };
};

/**
 * Late: not delivered (nor cancelled) and past the last day of its delivery range. `today` and `deliveryTo` are
 * Almaty dates (YYYY-MM-DD), so the comparison is by calendar day.
 */
export const isLate = (order: { status: OrderStatus; deliveryTo: string }, today: string): boolean =>
  order.status !== 'delivered' && order.status !== 'cancelled' && order.deliveryTo < today;

/** The statuses a late order may have (the database filter says the same as `isLate`). */
export const OPEN_STATUSES: readonly OrderStatus[] = [
  'formed',
  'paid',
  'sent',
  'in_transit',
  'arrived',
  'out_for_delivery',
  'cancellation_requested',
];

/** A KATO region: the first two digits of a locality's code (spec: region of the sender or the receiver). */
export const katoRegion = (kato: string): string => kato.slice(0, 2);
