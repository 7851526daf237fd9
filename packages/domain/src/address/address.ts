import type { Lang, Localized } from '../i18n/lang.ts';

/**
 * Street names (spec §5): Cyrillic letters including the Kazakh ones, digits, № / ( ) . - and spaces.
 */
const STREET_NAME = /^[\p{Script=Cyrillic}0-9№/().\- ]+$/u;

export const isValidStreetName = (input: unknown): boolean =>
  typeof input === 'string' && input.trim().length > 0 && STREET_NAME.test(input);

/**
 * Postal index: the legacy 6 digits (050060) or the 7-character Kazpost postcode (A15E3X9, written with or
 * without a space after the third character). Returns the canonical form, or null.
 */
export const normalizePostalIndex = (input: unknown): string | null => {
  if (typeof input !== 'string') return null;
  const value = input.trim().toUpperCase();
  if (/^\d{6}$/.test(value)) return value;
  if (/^[A-Z]\d{2}\s?[A-Z0-9]{4}$/.test(value)) return value.replace(/\s/, '');
  return null;
};

export const isValidPostalIndex = (input: unknown): boolean => normalizePostalIndex(input) !== null;

/** English writes a street type after the name as part of it, capitalised: «Абая Street», «Самал Residential Complex». */
const capitalised = (words: string) =>
  words.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * The street with its type the way each language writes an address: Russian puts the type first
 * («пр. Абая», «проспект Абая»), Kazakh and English after the name («Абай даңғ.», «Абая Avenue»). The type is its
 * word or its abbreviation, as the caller writes it (screens spell it out, the papers abbreviate it).
 */
export const streetLine = (type: string | undefined, street: string | null | undefined, lang: Lang): string => {
  const typeWord = type?.trim() && lang === 'en' ? capitalised(type.trim()) : type?.trim();
  return (lang === 'ru' ? [typeWord, street?.trim()] : [street?.trim(), typeWord]).filter(Boolean).join(' ');
};

/** A flat's and an office's number with its word, in each language («кв. 5», «5-пәтер», «flat 5»). */
export const ADDRESS_UNITS = {
  flat: { ru: 'кв. {n}', kk: '{n}‑пәтер', en: 'flat {n}' },
  office: { ru: 'офис {n}', kk: '{n}‑кеңсе', en: 'office {n}' },
} as const satisfies Record<string, Localized>;

/**
 * A sender's or recipient's address on one line, the one way the order's screens, its papers and the carrier's
 * booking write it: the locality, the street with its type (`streetLine`), the building, then the flat and the office
 * with their words — «Караганда, улица Абая, 10, кв. 5», «Қарағанды, Абая көшесі, 10, 5-пәтер».
 */
export const addressLine = (
  parts: {
    locality: string;
    /** The street type's word or abbreviation in `lang` (none: the street alone). */
    streetType?: string;
    street?: string | null;
    house?: string | null;
    flat?: string | null;
    office?: string | null;
  },
  lang: Lang,
): string => {
  const unit = (kind: keyof typeof ADDRESS_UNITS, value: string | null | undefined) =>
    value?.trim() ? ADDRESS_UNITS[kind][lang].replace('{n}', value.trim()) : '';
  return [
    parts.locality.trim(),
    streetLine(parts.streetType, parts.street, lang),
    parts.house?.trim(),
    unit('flat', parts.flat),
    unit('office', parts.office),
  ]
    .filter(Boolean)
    .join(', ');
};
