import type { Lang } from '../i18n/lang.ts';
import { TIYN_PER_TENGE, type Tiyn } from '../money/money.ts';

/**
 * A sum in words for invoices, as Kazakh accounting writes it: the tenge in words, the tiyn in figures —
 * «Двенадцать тысяч триста сорок пять тенге 50 тиын», «Он екі мың үш жүз қырық бес теңге 50 тиын».
 */

const RU_ONES_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const RU_ONES_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const RU_TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const RU_TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const RU_HUNDREDS = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];
/** [one, two–four, five+], and whether the scale word is feminine. */
const RU_SCALES: Array<[string, string, string, boolean]> = [
  ['', '', '', false],
  ['тысяча', 'тысячи', 'тысяч', true],
  ['миллион', 'миллиона', 'миллионов', false],
  ['миллиард', 'миллиарда', 'миллиардов', false],
];

const ruPlural = (n: number, forms: [string, string, string]): string => {
  const last2 = n % 100;
  const last = n % 10;
  if (last2 >= 11 && last2 <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
};

const ruTriple = (n: number, feminine: boolean): string[] => {
  const words = [RU_HUNDREDS[Math.floor(n / 100)] ?? ''];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(RU_TEENS[rest - 10] ?? '');
  else {
    words.push(RU_TENS[Math.floor(rest / 10)] ?? '');
    words.push((feminine ? RU_ONES_F : RU_ONES_M)[rest % 10] ?? '');
  }
  return words.filter(Boolean);
};

const KK_ONES = ['', 'бір', 'екі', 'үш', 'төрт', 'бес', 'алты', 'жеті', 'сегіз', 'тоғыз'];
const KK_TENS = ['', 'он', 'жиырма', 'отыз', 'қырық', 'елу', 'алпыс', 'жетпіс', 'сексен', 'тоқсан'];
const KK_SCALES = ['', 'мың', 'миллион', 'миллиард'];

const kkTriple = (n: number): string[] => {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  if (hundreds > 0) words.push(...(hundreds === 1 ? ['жүз'] : [KK_ONES[hundreds] ?? '', 'жүз']));
  words.push(KK_TENS[Math.floor((n % 100) / 10)] ?? '', KK_ONES[n % 10] ?? '');
  return words.filter(Boolean);
};

const EN_ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion'];

const enTriple = (n: number): string[] => {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  if (hundreds > 0) words.push(EN_ONES[hundreds] ?? '', 'hundred');
  const rest = n % 100;
  if (rest < 20) words.push(EN_ONES[rest] ?? '');
  else words.push(rest % 10 ? `${EN_TENS[Math.floor(rest / 10)]}-${EN_ONES[rest % 10]}` : (EN_TENS[rest / 10] ?? ''));
  return words.filter(Boolean);
};

const ZERO: Readonly<Record<Lang, string>> = { ru: 'ноль', kk: 'нөл', en: 'zero' };
const CURRENCY: Readonly<Record<Lang, [string, string]>> = {
  ru: ['тенге', 'тиын'],
  kk: ['теңге', 'тиын'],
  en: ['tenge', 'tiyn'],
};

/** A whole number 0 … 999 999 999 999 in words. */
export const integerInWords = (value: number, lang: Lang): string => {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e12) throw new RangeError(`cannot spell ${value}`);
  if (value === 0) return ZERO[lang];
  const triples: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) triples.push(rest % 1000);
  const words: string[] = [];
  for (let scale = triples.length - 1; scale >= 0; scale--) {
    const n = triples[scale] ?? 0;
    if (n === 0) continue;
    if (lang === 'ru') {
      const [one, few, many, feminine] = RU_SCALES[scale] ?? ['', '', '', false];
      words.push(...ruTriple(n, feminine));
      if (scale > 0) words.push(ruPlural(n, [one, few, many]));
    } else if (lang === 'kk') {
      words.push(...kkTriple(n));
      if (scale > 0) words.push(KK_SCALES[scale] ?? '');
    } else {
      words.push(...enTriple(n));
      if (scale > 0) words.push(EN_SCALES[scale] ?? '');
    }
  }
  return words.join(' ');
};

/** 1234550 tiyn → «Двенадцать тысяч триста сорок пять тенге 50 тиын». */
export const amountInWords = (tiyn: Tiyn, lang: Lang): string => {
  const whole = Math.floor(tiyn / TIYN_PER_TENGE);
  const rest = tiyn % TIYN_PER_TENGE;
  const [tenge, tiynWord] = CURRENCY[lang];
  const text = `${integerInWords(whole, lang)} ${tenge} ${String(rest).padStart(2, '0')} ${tiynWord}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * The languages of a bilingual accounting document in the order it prints them (its headings read «Сомасы жазумен /
 * Сумма прописью» in Kazakh): the document's own language first, then Russian and the state language, Kazakh, which
 * every invoice and act carries. A Kazakh act wrote its sum in words Russian first, under a Kazakh-first heading.
 */
export const documentLanguages = (lang: Lang): readonly Lang[] =>
  lang === 'kk' ? ['kk', 'ru'] : lang === 'en' ? ['en', 'ru', 'kk'] : ['ru', 'kk'];

/** The sum in words, one line per language of a bilingual document, in `documentLanguages` order. */
export const amountInWordsLines = (tiyn: Tiyn, lang: Lang): Array<{ lang: Lang; text: string }> =>
  documentLanguages(lang).map((l) => ({ lang: l, text: amountInWords(tiyn, l) }));
