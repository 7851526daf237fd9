import type { OrderFamily } from '../api/orders.ts';

/**
 * «Repeat the order»: the order to copy is remembered for this tab while the customer picks a tariff, so the
 * wizard opens with its parties and contents filled in.
 */
const KEY = 'jetkiz.repeatOrder';
export type RepeatSource = { family: OrderFamily; id: string };

export const repeatSource = {
  get(): RepeatSource | null {
    try {
      const raw = sessionStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as RepeatSource) : null;
    } catch {
      return null;
    }
  },
  set(source: RepeatSource | null) {
    try {
      if (source) sessionStorage.setItem(KEY, JSON.stringify(source));
      else sessionStorage.removeItem(KEY);
    } catch {
      // Without storage the wizard simply starts empty.
    }
  },
};
