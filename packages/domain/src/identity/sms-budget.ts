import { addressKey } from '../net/address-key.ts';

/**
 * Budgets against SMS pumping (issue 12: registration texted 60 numbers in a minute from one address). Every
 * code a public call would text counts, per calling address, per number prefix and in total, in fixed
 * one-hour windows; beyond a budget the call is refused before anything reaches the gateway.
 */
export type SmsBudgetName = 'address' | 'prefix' | 'total';
export type SmsBudgetLimits = Record<SmsBudgetName, number>;

/** Messages an hour: one address (an office or a carrier's NAT), one prefix of 6 digits (77XXXX), everyone. */
export const SMS_BUDGET_DEFAULTS: SmsBudgetLimits = { address: 20, prefix: 50, total: 1_000 };

/** The first 6 digits of a normalized phone (`770112…` → `770112`): 100,000 numbers of one operator range. */
export const phonePrefix = (phone: string): string => phone.slice(0, 6);

/**
 * The counters one message adds to, each named for the log and keyed for the database; the address by its network
 * (addressKey: an IPv6 caller by its /64, whose every address is the same subscriber's).
 */
export const smsBudgetKeys = (address: string, phone: string): Array<{ name: SmsBudgetName; key: string }> => [
  { name: 'address', key: `address:${addressKey(address)}` },
  { name: 'prefix', key: `prefix:${phonePrefix(phone)}` },
  { name: 'total', key: 'total' },
];

/** The start of the one-hour window `now` (epoch ms) falls in. */
export const smsBudgetWindow = (now: number): number => now - (now % 3_600_000);

/** The first budget a message would exceed, given each counter's value with this message counted; or null. */
export const exceededSmsBudget = (
  counts: Partial<Record<SmsBudgetName, number>>,
  limits: SmsBudgetLimits,
): SmsBudgetName | null => {
  for (const name of ['address', 'prefix', 'total'] as const) {
    if ((counts[name] ?? 0) > limits[name]) return name;
  }
  return null;
};
