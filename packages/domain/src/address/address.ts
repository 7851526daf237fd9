import type { Lang } from '../i18n/lang.ts';

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

/**
 * The street with its type the way each language writes an address: Russian puts the type first
 * («пр. Абая»), Kazakh and English after the name («Абай даңғ.», «Abai Ave.»).
 */
export const streetLine = (typeAbbr: string | undefined, street: string | null | undefined, lang: Lang): string =>
  (lang === 'ru' ? [typeAbbr, street] : [street, typeAbbr]).filter(Boolean).join(' ');
