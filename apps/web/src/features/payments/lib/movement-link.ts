import { avrPath, orderPath } from '../../../config/paths.ts';
import { actNumber } from '../../../lib/format.ts';

type Movement = { orderId: string | null; orderNumber: string | null; orderPriority: boolean; actId?: string | null };

/**
 * Where the number on a wallet line or a receipt leads: an act's payment to the act it paid (its number stands in
 * `orderNumber`, with no order behind it; written as the page's language writes an act's number), an order's movement
 * to the order; null when it names neither.
 */
export const movementLink = (m: Movement): { to: string; number: string; act: boolean } | null => {
  if (!m.orderNumber) return null;
  if (m.actId) return { to: avrPath(m.actId), number: actNumber(m.orderNumber), act: true };
  if (m.orderId) return { to: orderPath(m.orderId, m.orderPriority), number: m.orderNumber, act: false };
  return null;
};
