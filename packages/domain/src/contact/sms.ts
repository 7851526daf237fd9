import type { Lang, Localized } from '../i18n/lang.ts';
import { fillText, type TextValues } from '../text/fill-text.ts';
import { transliterate } from '../text/transliterate.ts';

/** The GSM 03.38 basic alphabet (and its escaped extension): a text wholly in it is sent in 7-bit parts. */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

/** Whether a text travels in the 7-bit GSM alphabet (160 characters a part) rather than in UCS-2 (70). */
export const isGsm7 = (text: string): boolean => GSM7.test(text);

/**
 * How many SMS parts a text takes: GSM-7 fits 160 characters in one part and 153 in each of several;
 * anything else (Cyrillic, Kazakh letters, «», —) goes as UCS-2, 70 in one and 67 in each of several.
 */
export const smsParts = (text: string): number => {
  const gsm = isGsm7(text);
  const length = gsm ? [...text].reduce((n, c) => n + (/[\^{}\\[~\]|€]/.test(c) ? 2 : 1), 0) : [...text].length;
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / multi);
};

/**
 * What an English SMS writes instead of the typography a screen or a document uses: each of these characters is
 * outside GSM 03.38, and one of them sends the whole text as UCS-2, 70 characters a part instead of 160. A sum keeps
 * the grouping of English texts and ends in KZT, as the card SMS of Kazakh banks write it («12,345 KZT»).
 */
const GSM_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s?₸/g, ' KZT'],
  [/№\s?/g, 'No. '],
  [/[\u00a0\u2002-\u200a\u202f\u205f]/g, ' '],
  [/[\u00ad\u200b-\u200d\u2060\ufeff]/g, ''],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/[\u2018\u2019\u201a\u201b\u2032]/g, "'"],
  [/[\u00ab\u00bb\u201c-\u201f\u2033]/g, '"'],
  [/\u2026/g, '...'],
  [/\u2192/g, '->'],
  [/\u00d7/g, 'x'],
];

/**
 * The one rule of an SMS's characters. An English SMS goes in the GSM 03.38 alphabet: straight quotes, a plain
 * hyphen, plain spaces, «KZT» for ₸, and Cyrillic it carries (an act's number «АВР-2026-000123», a company's name)
 * in Latin letters as English texts write names («AVR-2026-000123»). Russian and Kazakh are Cyrillic, UCS-2 whatever
 * their punctuation, and stay as written.
 */
export const smsText = (text: string, lang: Lang): string =>
  lang === 'en' ? transliterate(GSM_SPELLINGS.reduce((out, [from, to]) => out.replace(from, to), text)) : text;

/** An SMS template filled in a language, by `smsText`'s rule: what every SMS the API sends is made with. */
export const fillSms = (template: Localized, lang: Lang, values: TextValues = {}): string =>
  smsText(fillText(template[lang], values), lang);
