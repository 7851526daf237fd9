import { type MoneyProblem, type Tiyn, tengeToTiyn } from '../money/money.ts';

/**
 * Card top-ups: at least 100 ₸ (the bank's fee makes less pointless), at most 1 000 000 ₸ at once (the usual
 * per-operation card limit of Kazakh banks). Bank-transfer invoices for companies go up to 100 000 000 ₸.
 */
export const TOPUP_MIN: Tiyn = 100_00;
export const TOPUP_MAX: Tiyn = 1_000_000_00;
export const TRANSFER_INVOICE_MAX: Tiyn = 100_000_000_00;

export type SumProblem = MoneyProblem | 'tooSmall';

/** A sum typed by a person (tenge, at most two decimals) checked against limits. */
export const checkSum = (
  input: unknown,
  limits: { min: Tiyn; max: Tiyn },
): { ok: true; value: Tiyn } | { ok: false; problem: SumProblem } => {
  const parsed = tengeToTiyn(input);
  if (!parsed.ok) return parsed;
  if (parsed.value < limits.min) return { ok: false, problem: 'tooSmall' };
  if (parsed.value > limits.max) return { ok: false, problem: 'tooLarge' };
  return parsed;
};

export const checkTopUpSum = (input: unknown) => checkSum(input, { min: TOPUP_MIN, max: TOPUP_MAX });

/**
 * Halyk ePay's invoiceID: 6 to 15 digits, unique, and when longer than 6 its last 6 digits unique too
 * (reference §5.1). A sequence number zero-padded to 9 digits satisfies both until the sequence passes
 * 999 999, when the last six would repeat: `bankInvoiceId` then refuses rather than send a clash.
 */
export const BANK_INVOICE_SERIAL_MAX = 999_999;
export const bankInvoiceId = (serial: number): string => {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > BANK_INVOICE_SERIAL_MAX) {
    throw new RangeError(`bank invoice serial ${serial} is outside 1…${BANK_INVOICE_SERIAL_MAX}`);
  }
  return String(serial).padStart(9, '0');
};
export const isBankInvoiceId = (value: unknown): value is string => typeof value === 'string' && /^\d{6,15}$/.test(value);
