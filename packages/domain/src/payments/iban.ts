/**
 * IBAN control digits (ISO 13616, checked by ISO 7064 mod 97-10): the first four characters moved to the end,
 * letters read as numbers (A = 10 … Z = 35), the whole number modulo 97 must be 1. A Kazakh IBAN is 20 characters:
 * KZ, two check digits, a 3-character bank code and a 13-character account.
 */

export const KZ_IBAN_LENGTH = 20;

export type IbanProblem = 'format' | 'country' | 'length' | 'checkDigits';

/** The IBAN as written on paper (spaces, lower case) reduced to its electronic form. */
export const normalizeIban = (input: string): string => input.replace(/[\s-]/g, '').toUpperCase();

/** ISO 7064 mod 97 of an IBAN's rearranged digits, computed piecewise so it never leaves safe integers. */
const mod97 = (iban: string): number => {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    rest = (rest * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return rest;
};

/** Checks an IBAN for a payout: only Kazakh IBANs (20 characters) are accepted. */
export const checkKzIban = (input: string): { ok: true; iban: string } | { ok: false; problem: IbanProblem } => {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return { ok: false, problem: 'format' };
  if (!iban.startsWith('KZ')) return { ok: false, problem: 'country' };
  if (iban.length !== KZ_IBAN_LENGTH) return { ok: false, problem: 'length' };
  return mod97(iban) === 1 ? { ok: true, iban } : { ok: false, problem: 'checkDigits' };
};

/** The check digits that make `country + ?? + bban` valid (for tests and examples). */
export const ibanCheckDigits = (country: string, bban: string): string => {
  const rest = mod97(`${country}00${bban}`);
  return String(98 - rest).padStart(2, '0');
};
