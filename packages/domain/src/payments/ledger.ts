import type { Tiyn } from '../money/money.ts';

/**
 * The wallet ledger (DESIGN §5): append-only, double-entry, in tiyn. Every movement is a set of entries whose
 * amounts sum to zero; an account's balance is the sum of its entries. Customers' wallets are accounts that
 * may never go below zero; the system's own accounts (money that came from the bank, revenue, promo expense,
 * operator adjustments) are the other side of every movement and may.
 */
/** `compensation`: what claims pay customers (issue 19), so its cost can be read off the ledger. */
export const SYSTEM_ACCOUNTS = ['bank', 'revenue', 'promo', 'adjustments', 'refund_hold', 'compensation'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** A wallet is named by its owner; system accounts by their role. */
export type AccountRef = { wallet: string } | { system: SystemAccount };
export type LedgerEntry = { account: AccountRef; amount: Tiyn };

export const LEDGER_KINDS = [
  'topup',
  'order_payment',
  'refund',
  'adjustment',
  'refund_request',
  'refund_payout',
  'refund_release',
  'late_credit',
  'service_charge',
  'compensation',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * A post-paid company's payment of its act of completed works is posted as an `order_payment` whose idempotency key
 * names the act: its receipt and history say «Оплата акта», not «Оплата заказа» with the act's number as the order.
 */
const AVR_PAYMENT_KEY = 'avr-payment:';
export const avrPaymentKey = (actId: string): string => `${AVR_PAYMENT_KEY}${actId}`;
export const isAvrPayment = (movement: { kind: string; key: string }): boolean =>
  movement.kind === 'order_payment' && movement.key.startsWith(AVR_PAYMENT_KEY);
/** The act an act's payment paid (the history and the receipts link to it); null for any other movement. */
export const avrPaymentActId = (movement: { kind: string; key: string }): string | null =>
  isAvrPayment(movement) ? movement.key.slice(AVR_PAYMENT_KEY.length) || null : null;

/**
 * An additional service paid on an order that is then cancelled is given back with the order's price: an order is
 * cancelled only before it is handed over (`cancelOutcome`), so no service on it was rendered. Posted as a `refund`
 * keyed by the service: its receipt and history say «Возврат за доп. услугу».
 */
const SERVICE_REFUND_KEY = 'order-service-refund:';
export const serviceRefundKey = (serviceId: string): string => `${SERVICE_REFUND_KEY}${serviceId}`;
export const isServiceRefund = (movement: { kind: string; key: string }): boolean =>
  movement.kind === 'refund' && movement.key.startsWith(SERVICE_REFUND_KEY);

/**
 * The late-payment penalty of an additional service paid after its due day (`additionalServiceAmountDue`): a movement
 * of its own beside the service's, in the same transaction, keyed by the service, so a retry charges it once. Like the
 * penalty inside an act's payment it goes to revenue and is no turnover: its receipt states no VAT, and the service's
 * receipt keeps its VAT on the price alone. Posted as a `service_charge`; its receipt and history say «Пеня за
 * просрочку оплаты доп. услуги».
 */
const SERVICE_PENALTY_KEY = 'order-service-penalty:';
export const servicePenaltyKey = (serviceId: string): string => `${SERVICE_PENALTY_KEY}${serviceId}`;
export const isServicePenalty = (movement: { kind: string; key: string }): boolean =>
  movement.kind === 'service_charge' && movement.key.startsWith(SERVICE_PENALTY_KEY);

/**
 * Whether a movement's receipt states the VAT inside it: payments for services and their refunds. Top-ups are
 * advances; compensations and credits are not a sale. An act's payment does not either: the act states its VAT at the
 * rate of its own period (12 % for 2025), which the payment's date would contradict (16 % in 2026), and the payment
 * may hold a late-payment penalty, which is no turnover; nor does an additional service's penalty.
 */
export const receiptStatesVat = (movement: { kind: string; key: string }): boolean =>
  (movement.kind === 'order_payment' && !isAvrPayment(movement)) ||
  movement.kind === 'refund' ||
  (movement.kind === 'service_charge' && !isServicePenalty(movement));

export type LedgerProblem = 'notBalanced' | 'notWhole' | 'empty' | 'zeroAmount';

/** Checks a movement before it is written: whole tiyn, no zero lines, sums to zero. */
export const checkEntries = (entries: readonly LedgerEntry[]): { ok: true } | { ok: false; problem: LedgerProblem } => {
  if (entries.length < 2) return { ok: false, problem: 'empty' };
  let sum = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount)) return { ok: false, problem: 'notWhole' };
    if (entry.amount === 0) return { ok: false, problem: 'zeroAmount' };
    sum += entry.amount;
  }
  return sum === 0 ? { ok: true } : { ok: false, problem: 'notBalanced' };
};

const wallet = (owner: string): AccountRef => ({ wallet: owner });
const system = (name: SystemAccount): AccountRef => ({ system: name });

/** Money paid by card (or by bank transfer) arrives in the wallet. */
export const topUpEntries = (owner: string, amount: Tiyn): LedgerEntry[] => [
  { account: wallet(owner), amount },
  { account: system('bank'), amount: -amount },
];

/**
 * An order paid from the wallet: the customer pays `total − discount`; revenue books the full price and the
 * promo account carries the discount, so a promo campaign's cost can be read off the ledger.
 */
export const orderPaymentEntries = (owner: string, total: Tiyn, discount: Tiyn): LedgerEntry[] => {
  const paid = total - discount;
  const entries: LedgerEntry[] = [];
  if (paid > 0) entries.push({ account: wallet(owner), amount: -paid });
  entries.push({ account: system('revenue'), amount: total });
  if (discount > 0) entries.push({ account: system('promo'), amount: -discount });
  return entries;
};

/** The exact reverse of an order payment: what the customer paid goes back to the wallet. */
export const refundEntries = (owner: string, total: Tiyn, discount: Tiyn): LedgerEntry[] =>
  orderPaymentEntries(owner, total, discount).map((entry) => ({ ...entry, amount: -entry.amount }));

/** The late-delivery credit (issue 19): what Jetkiz earned on the order goes back to the wallet in part. */
export const lateCreditEntries = (owner: string, amount: Tiyn): LedgerEntry[] => [
  { account: wallet(owner), amount },
  { account: system('revenue'), amount: -amount },
];

/** An additional service ordered after the order (issue 19), paid from the wallet. */
export const serviceChargeEntries = (owner: string, amount: Tiyn): LedgerEntry[] => [
  { account: wallet(owner), amount: -amount },
  { account: system('revenue'), amount },
];

/** An additional service's late-payment penalty (`servicePenaltyKey`): from the wallet to revenue, as an act's. */
export const servicePenaltyEntries = (owner: string, amount: Tiyn): LedgerEntry[] => serviceChargeEntries(owner, amount);

/** The exact reverse of an additional service's payment (`serviceRefundKey`). */
export const serviceRefundEntries = (owner: string, amount: Tiyn): LedgerEntry[] =>
  serviceChargeEntries(owner, amount).map((entry) => ({ ...entry, amount: -entry.amount }));

/** An operator's correction, either way. */
export const adjustmentEntries = (owner: string, amount: Tiyn): LedgerEntry[] => [
  { account: wallet(owner), amount },
  { account: system('adjustments'), amount: -amount },
];

/** A claim's compensation (issue 19) credited to the wallet; the compensation account carries the cost. */
export const compensationEntries = (owner: string, amount: Tiyn): LedgerEntry[] => [
  { account: wallet(owner), amount },
  { account: system('compensation'), amount: -amount },
];

/** What a wallet pays or receives in a movement (negative: it pays). */
export const walletDelta = (entries: readonly LedgerEntry[], owner: string): Tiyn =>
  entries.reduce((sum, e) => ('wallet' in e.account && e.account.wallet === owner ? sum + e.amount : sum), 0);

/** A wallet's balance after a movement, or `insufficient` when it would go below zero. */
export const applyToWallet = (
  balance: Tiyn,
  delta: Tiyn,
): { ok: true; balance: Tiyn } | { ok: false; problem: 'insufficient'; shortfall: Tiyn } => {
  const next = balance + delta;
  return next < 0 ? { ok: false, problem: 'insufficient', shortfall: -next } : { ok: true, balance: next };
};
