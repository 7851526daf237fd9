import type { Lang } from './lang.ts';

/** Kazakh writes numbers as Russian does (12 345,5); browsers with reduced ICU data lack `kk` and fall back to English. */
const LOCALE: Readonly<Record<Lang, string>> = { ru: 'ru-KZ', kk: 'ru-KZ', en: 'en-KZ' };

/** A number with the locale's separators: 12 345,5 (ru, kk) or 12,345.5 (en); at most `maxDigits` decimals. */
export const formatNumber = (value: number, lang: Lang, maxDigits = 2): string =>
  Number.isFinite(value) ? new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: maxDigits }).format(value) : '—';

/** 50 basis points → «0,5 %» (ru, kk) or «0.5%» (en). */
export const formatPercent = (basisPoints: number, lang: Lang): string =>
  new Intl.NumberFormat(LOCALE[lang], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
