import { avrNumberIn, formatDay, formatPhone, formatTenge, type Lang, type Tiyn, tengeToTiyn } from '@jetkiz/domain';
import { currentLang } from './i18n.ts';

/**
 * The one set of formatters of the web: money, dates, date-times and phones, in the interface language and in
 * Almaty time (the business time zone). Pages never call `toLocaleString` or build these strings by hand.
 */

const ZONE = 'Asia/Almaty';
const DATE_LOCALES: Readonly<Record<Lang, string>> = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-GB' };

/** Kazakh month names, used when the browser's date library has no Kazakh data (reduced ICU builds). */
const KK_MONTHS = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
] as const;

const hasKazakhDates = (() => {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(['kk-KZ']).length > 0;
  } catch {
    return false;
  }
})();

/** Year, month (1–12), day, hour and minute of an instant in Almaty. */
const almatyParts = (instant: Date) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
};

const two = (n: number) => String(n).padStart(2, '0');

/** A whole number grouped as money is («10 000» in ru and kk, «10,000» in en): counts of uses, limits. */
export const count = (n: number, lang: Lang = currentLang()): string =>
  formatTenge(Math.round(n) * 100, lang).replace(/\u00a0₸$/, '');

/** Accepts an ISO instant, a calendar day `YYYY-MM-DD` (read as that day in Almaty) or a Date. */
const toInstant = (value: string | Date): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:00` : value;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
};

/** Money in tiyn: «12 345 ₸» (ru, kk), «12,345 ₸» (en); a negative amount gets a real minus sign. */
export const money = (tiyn: Tiyn, lang: Lang = currentLang()): string =>
  `${tiyn < 0 ? '−' : ''}${formatTenge(Math.abs(tiyn), lang)}`;

/** Tenge as the API sends it (a number with at most two decimals), shown like `money`. */
export const tenge = (amount: number, lang: Lang = currentLang()): string => {
  const tiyn = tengeToTiyn(Math.abs(amount));
  return money((amount < 0 ? -1 : 1) * (tiyn.ok ? tiyn.value : 0), lang);
};

/**
 * A calendar day, numeric: «12.03.2026» in every language, as the domain writes a day (formatDay) on the documents,
 * SMS and messages the same reader gets — English in Kazakhstan too, not the British «12/03/2026».
 */
export const date = (value: string | Date): string => {
  const instant = toInstant(value);
  if (!instant) return '';
  const { year, month, day } = almatyParts(instant);
  return formatDay(`${year}-${two(month)}-${two(day)}`);
};

/** How a date field shows and reads a day: as `date` writes it, in every language (never the browser's mm/dd/yyyy). */
export const DATE_FIELD_FORMAT = 'DD.MM.YYYY';

/**
 * A day and month, numeric: «14.12» in every language, as `date` — a delivery day in a tariff's window. Not the
 * browser's short format: Chromium's kk-KZ writes month before day («12-14»).
 */
export const dayMonth = (value: string | Date): string => date(value).slice(0, 5);
/** A calendar day in words: «12 марта 2026 г.», «2026 ж. 12 наурыз», «12 March 2026». */
export const longDate = (value: string | Date, lang: Lang = currentLang()): string => {
  const instant = toInstant(value);
  if (!instant) return '';
  if (lang === 'kk' && !hasKazakhDates) {
    const { year, month, day } = almatyParts(instant);
    return `${year} ж. ${day} ${KK_MONTHS[month - 1]}`;
  }
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { timeZone: ZONE, dateStyle: 'long' }).format(instant);
};

/**
 * A month of the calendar (an act's period, «2026-11») in words: «ноябрь 2026», «2026 жылғы қараша», «November 2026».
 * Kazakh puts the year first, as a genitive-like «жылғы» before the month (the names are the same with or without
 * the browser's Kazakh data); anything that is not `YYYY-MM` is shown as it came.
 */
export const monthYear = (period: string, lang: Lang = currentLang()): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return period;
  const year = match[1];
  if (lang === 'kk') return `${year} жылғы ${KK_MONTHS[month - 1]}`;
  // The month's own name (ru: nominative «ноябрь», not «ноября 2026 г.»), then the year.
  const name = new Intl.DateTimeFormat(DATE_LOCALES[lang], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), month - 1, 15)),
  );
  return `${name} ${year}`;
};

/** An instant in Almaty time, short: «12.03.2026, 14:30» in every language. */
export const dateTime = (value: string | Date): string => {
  const instant = toInstant(value);
  if (!instant) return '';
  const { hour, minute } = almatyParts(instant);
  return `${date(instant)}, ${two(hour)}:${two(minute)}`;
};

/** A stored phone `77011230001` as people read it: «+7 (701) 123 00 01»; anything else unchanged. */
export const phone = (value: string | null | undefined): string => (value ? formatPhone(value) : '');

/** An act's number as the page's language writes it: «AVR-2026-000123» in English (the domain's `avrNumberIn`). */
export const actNumber = (number: string, lang: Lang = currentLang()): string => avrNumberIn(number, lang);
