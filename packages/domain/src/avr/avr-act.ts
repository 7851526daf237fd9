import { type IsoDate, isIsoDate, lastDayOfMonth } from '../calendar/dates.ts';
import type { Lang } from '../i18n/lang.ts';
import { MAX_TIYN, type Tiyn } from '../money/money.ts';
import { amountInWords } from '../payments/amount-in-words.ts';
import { lateAmountDue } from '../pricing/penalty.ts';
import { vatIncluded, vatRateOn } from '../tax/vat.ts';

/**
 * What an act of completed works says (issue 17): the services Jetkiz rendered a company in one month — every
 * delivered order and every additional service — with the total, the VAT inside it, and the sum in words.
 */

/** The month an act covers. */
export type AvrPeriod = { year: number; month: number };

export const isAvrPeriod = (p: AvrPeriod): boolean =>
  Number.isInteger(p.year) && p.year >= 2000 && p.year <= 2999 && Number.isInteger(p.month) && p.month >= 1 && p.month <= 12;

/** The first and the last day of the period, Almaty dates. */
export const avrPeriodDays = (p: AvrPeriod): { from: IsoDate; to: IsoDate } => ({
  from: `${p.year}-${String(p.month).padStart(2, '0')}-01`,
  to: lastDayOfMonth(p.year, p.month),
});

/** A delivered order in the act: its number, the day it was delivered, the route, the tariff, what it cost. */
export type AvrOrderLine = {
  kind: 'order';
  orderNumber: string;
  date: IsoDate;
  from: string;
  to: string;
  tariff: string;
  amount: Tiyn;
};
/** An additional service (insurance above the minimum, a courier call, storage…): name, count, price. */
export type AvrServiceLine = { kind: 'service'; name: string; date: IsoDate; quantity: number; price: Tiyn };
export type AvrLine = AvrOrderLine | AvrServiceLine;

/** A line's amount: an order's price, or a service's quantity × price. */
export const avrLineAmount = (line: AvrLine): Tiyn => (line.kind === 'order' ? line.amount : line.quantity * line.price);

export type AvrTotals = {
  /** Orders only. */
  orders: Tiyn;
  /** Additional services only. */
  services: Tiyn;
  /** Everything, VAT included. */
  total: Tiyn;
  /** The VAT rate of the period (basis points: 1 600 = 16 %) and the VAT inside `total`. */
  vatBasisPoints: number;
  vat: Tiyn;
  /** `total` without VAT. */
  net: Tiyn;
  orderCount: number;
};

export type AvrLinesProblem = 'empty' | 'badAmount' | 'outsidePeriod' | 'tooLarge';

/**
 * The act's totals. Every price already includes VAT (spec §9), so the VAT is taken out of the act's total once,
 * at the rate in force on the period's last day (the turnover date of a month's services), rounded half up to the
 * tiyn (`vatIncluded`). It is not summed line by line: per-line VAT could differ from it by a tiyn or more, and
 * the act states one VAT amount. The net amount is total − VAT, so the three always add up.
 */
export const avrTotals = (
  period: AvrPeriod,
  lines: readonly AvrLine[],
): { ok: true; totals: AvrTotals } | { ok: false; problem: AvrLinesProblem; index?: number } => {
  if (lines.length === 0) return { ok: false, problem: 'empty' };
  const { from, to } = avrPeriodDays(period);
  let orders = 0;
  let services = 0;
  let orderCount = 0;
  for (const [index, line] of lines.entries()) {
    const amount = avrLineAmount(line);
    const valid =
      Number.isSafeInteger(amount) &&
      amount >= 0 &&
      (line.kind === 'order' || (Number.isInteger(line.quantity) && line.quantity > 0 && Number.isSafeInteger(line.price)));
    if (!valid) return { ok: false, problem: 'badAmount', index };
    if (!isIsoDate(line.date) || line.date < from || line.date > to) return { ok: false, problem: 'outsidePeriod', index };
    if (line.kind === 'order') {
      orders += amount;
      orderCount++;
    } else services += amount;
  }
  const total = orders + services;
  if (total > MAX_TIYN) return { ok: false, problem: 'tooLarge' };
  const vatBasisPoints = vatRateOn(to);
  const vat = vatIncluded(total, vatBasisPoints);
  return { ok: true, totals: { orders, services, total, vatBasisPoints, vat, net: total - vat, orderCount } };
};

/** The sum in words, as the act prints it: in Russian and in Kazakh (the invoice's rule, reused). */
export const avrSumInWords = (total: Tiyn): { ru: string; kk: string } => ({
  ru: amountInWords(total, 'ru'),
  kk: amountInWords(total, 'kk'),
});

/**
 * Act numbers: «АВР-2026-000123» — the prefix, the year of the act's date (the day it was issued, Almaty), and a
 * sequence that starts at 1 every year and has no gaps (the API takes the next one under a lock in the same
 * transaction that writes the act, so a rolled-back act gives its number back). Six digits, wider if ever needed.
 */
export const AVR_NUMBER_PREFIX = 'АВР';
export const formatAvrNumber = (year: number, sequence: number): string => {
  if (!Number.isInteger(year) || year < 2000 || year > 2999 || !Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`not an act number: ${year}/${sequence}`);
  return `${AVR_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
};

/** The prefix in Latin letters: how an English page writes «АВР» (see `avrNumberIn`). */
export const AVR_NUMBER_PREFIX_LATIN = 'AVR';

/**
 * An act's number as a page in `lang` writes it. Russian and Kazakh pages show it as issued, «АВР-2026-000123»; an
 * English page writes its prefix in Latin letters, «AVR-2026-000123», the transliteration of «АВР»: in Cyrillic the
 * letters read there as a Latin «ABP», and an English keyboard cannot type them (the registry's search takes both).
 * The act's documents keep the issued number in every language: the PDF is signed as issued, and the number is the
 * act's legal one, as the accounting and the bank know it. A text that is not an act number is left as it is.
 */
export const avrNumberIn = (number: string, lang: Lang): string => {
  const parsed = lang === 'en' ? parseAvrNumber(number) : null;
  if (!parsed) return number;
  return `${AVR_NUMBER_PREFIX_LATIN}${formatAvrNumber(parsed.year, parsed.sequence).slice(AVR_NUMBER_PREFIX.length)}`;
};

/** «АВР-2026-000123», also typed as «avr-2026-123», «AVR 2026/123» or «АВР2026000123» → { 2026, 123 }. */
export const parseAvrNumber = (input: unknown): { year: number; sequence: number } | null => {
  if (typeof input !== 'string') return null;
  const m = /^\s*(?:АВР|AVR)\s*[-–—/ ]?\s*(\d{4})\s*[-–—/ ]?\s*(\d{1,9})\s*$/iu.exec(input);
  if (!m) return null;
  const year = Number(m[1]);
  const sequence = Number(m[2]);
  if (year < 2000 || year > 2999 || sequence < 1) return null;
  return { year, sequence };
};

/**
 * The registry's `avrNum` filter: a whole number finds that act exactly; digits alone («123», «000123») find the
 * acts of that sequence in any year; anything else matches nothing (null).
 */
export const avrNumberFilter = (input: string): { exact: string } | { sequence: number } | null => {
  const parsed = parseAvrNumber(input);
  if (parsed) return { exact: formatAvrNumber(parsed.year, parsed.sequence) };
  const digits = /^\s*(\d{1,9})\s*$/.exec(input);
  return digits && Number(digits[1]) > 0 ? { sequence: Number(digits[1]) } : null;
};

/** The sequences missing from a year's acts (an audit: it must be empty). */
export const avrNumberGaps = (sequences: readonly number[]): number[] => {
  const seen = new Set(sequences);
  const max = Math.max(0, ...sequences);
  const gaps: number[] = [];
  for (let n = 1; n <= max; n++) if (!seen.has(n)) gaps.push(n);
  return gaps;
};

/**
 * What a post-paid company owes on `paidOn` for an act due on `dueDate`: the act's total and the late-payment
 * penalty of spec §9 — 3 % of the total for every calendar day after the due date, at most 100 % — the one rule
 * in `pricing/penalty.ts` (`lateAmountDue`), which additional services are charged by too. Paying on the due date costs no penalty; the day after costs 3 %.
 */
export const avrAmountDue = (
  total: Tiyn,
  dueDate: IsoDate,
  paidOn: IsoDate,
): { total: Tiyn; daysLate: number; penalty: Tiyn; amount: Tiyn } => {
  const due = lateAmountDue(total, dueDate, paidOn);
  return { total, daysLate: due.daysLate, penalty: due.penalty, amount: due.total };
};

/** An IIN on the public verification page: only its last four digits («••••••••1234»); a BIN is public and shown whole. */
export const maskIin = (iin: string | null): string | null =>
  iin === null ? null : /^\d{12}$/.test(iin) ? `${'•'.repeat(8)}${iin.slice(8)}` : '•'.repeat(Math.min(iin.length, 12));
