import type { Lang } from '../i18n/lang.ts';

/**
 * Money is an integer number of tiyn (1 ₸ = 100 tiyn), never a float. On the wire it is tenge with at most
 * two decimals. One rounding rule everywhere: a share of an amount (a percentage) is rounded half up to
 * the tiyn — commercial rounding, as Kazakh invoices do.
 */
export type Tiyn = number;

export const TIYN_PER_TENGE = 100;
/** The largest amount accepted: 10 billion tenge, far below where tiyn lose integer precision. */
export const MAX_TIYN: Tiyn = 1_000_000_000_000;

export type MoneyProblem = 'notANumber' | 'negative' | 'tooManyDecimals' | 'tooLarge';
export type MoneyCheck = { ok: true; value: Tiyn } | { ok: false; problem: MoneyProblem };

/** Tenge from the wire (12345.5, "12345.50") to tiyn, refusing a third decimal instead of rounding it away. */
export const tengeToTiyn = (input: unknown): MoneyCheck => {
  const text =
    typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : typeof input === 'string' ? input.trim() : '';
  if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text)) return { ok: false, problem: 'notANumber' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, problem: 'notANumber' };
  if (value < 0) return { ok: false, problem: 'negative' };
  const tiyn = Math.round(value * TIYN_PER_TENGE);
  if (Math.abs(tiyn - value * TIYN_PER_TENGE) > 1e-6 * Math.max(1, value)) return { ok: false, problem: 'tooManyDecimals' };
  if (tiyn > MAX_TIYN) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: tiyn };
};

/** Tiyn to tenge for the wire: 1234550 → 12345.5. */
export const tiynToTenge = (tiyn: Tiyn): number => Math.round(tiyn) / TIYN_PER_TENGE;

/** Two decimals, as the payment call's `amount` query wants it: 1234550 → "12345.50". */
export const tiynToAmountString = (tiyn: Tiyn): string => {
  const whole = Math.trunc(Math.round(tiyn) / TIYN_PER_TENGE);
  const rest = Math.abs(Math.round(tiyn) % TIYN_PER_TENGE);
  return `${whole}.${String(rest).padStart(2, '0')}`;
};

/** `amount × basisPoints / 10 000`, rounded half up to the tiyn (0.5 % = 50 basis points). */
export const percentOf = (amount: Tiyn, basisPoints: number): Tiyn => {
  if (!Number.isFinite(amount) || !Number.isFinite(basisPoints)) return 0;
  return Math.floor((amount * basisPoints) / 10_000 + 0.5);
};

/** Kazakh writes numbers as Russian does (12 345,50); browsers with reduced ICU data lack `kk` and fall back to English. */
const LOCALES: Readonly<Record<Lang, string>> = { ru: 'ru-KZ', kk: 'ru-KZ', en: 'en-KZ' };

/** 1234500 → «12 345 ₸» (ru, kk) or «12,345 ₸» (en); tiyn shown only when there are any. */
/** The formatters, made once per language and kind (building an Intl.NumberFormat costs far more than using it). */
const tengeFormats = new Map<string, Intl.NumberFormat>();
const tengeFormat = (lang: Lang, hasTiyn: boolean): Intl.NumberFormat => {
  const key = `${lang}:${hasTiyn}`;
  let format = tengeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: hasTiyn ? 2 : 0,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    tengeFormats.set(key, format);
  }
  return format;
};

/**
 * `tiyn: 'always'` is for accounting documents (invoices, receipts, acts, claims): every amount with its two tiyn
 * digits, «23 877,00 ₸», so a column of sums lines up and reads as on a Kazakh invoice, where «3 293,38 ₸» of VAT
 * stood beside a bare «23 877 ₸».
 */
export const formatTenge = (tiyn: Tiyn, lang: Lang, options: { tiyn?: 'ifAny' | 'always' } = {}): string => {
  const safe = Number.isFinite(tiyn) ? Math.round(tiyn) : 0;
  const hasTiyn = options.tiyn === 'always' || safe % TIYN_PER_TENGE !== 0;
  const number = tengeFormat(lang, hasTiyn).format(safe / TIYN_PER_TENGE);
  return `${number}\u00a0₸`;
};
