import { looksLikeOrderNumber } from '../orders/order-number.ts';

/**
 * Track numbers in the UPU S10 shape: 2 letters (service indicator), an 8-digit serial, a check digit and
 * the 2-letter country code (KZ). `JK123456785KZ`.
 */
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;
export const TRACK_COUNTRY = 'KZ';

/** The S10 check digit of an 8-digit serial: 11 − (weighted sum mod 11), with 10 → 0 and 11 → 5. */
export const s10CheckDigit = (serial: string): number | null => {
  if (!/^\d{8}$/.test(serial)) return null;
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(serial[i]), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
};

/** Builds a track number from a service indicator and a serial (0 … 99 999 999). */
export const makeTrackNumber = (serviceIndicator: string, serial: number): string => {
  if (!/^[A-Z]{2}$/.test(serviceIndicator))
    throw new RangeError(`service indicator must be two capital letters: ${serviceIndicator}`);
  if (!Number.isInteger(serial) || serial < 0 || serial > 99_999_999) throw new RangeError(`serial out of range: ${serial}`);
  const digits = String(serial).padStart(8, '0');
  return `${serviceIndicator}${digits}${s10CheckDigit(digits)}${TRACK_COUNTRY}`;
};

/**
 * The service indicator every track number had before they were drawn at random (`JZ` + the order's sequential
 * serial): such numbers can be guessed, so a drawn number never uses it and public tracking can tell them apart.
 */
export const LEGACY_TRACK_INDICATOR = 'JZ';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** How many different track numbers can be drawn: 675 letter pairs (26² less `JZ`) × 10⁸ serials. */
export const TRACK_NUMBER_SPACE = (LETTERS.length ** 2 - 1) * 100_000_000;

/**
 * A new track number that cannot be guessed: both service letters and the serial drawn with `randomInt`
 * (`randomInt(n)` answers an integer in 0 … n − 1; the API passes node:crypto's). 6.75 × 10¹⁰ numbers: with a
 * million parcels on the way a guess finds one with probability 1.5 × 10⁻⁵. Unique only with the database's help.
 */
export const drawTrackNumber = (randomInt: (max: number) => number): string => {
  for (;;) {
    const indicator = `${LETTERS[randomInt(26)]}${LETTERS[randomInt(26)]}`;
    if (indicator !== LEGACY_TRACK_INDICATOR) return makeTrackNumber(indicator, randomInt(100_000_000));
  }
};

/** A number of the sequential kind (see LEGACY_TRACK_INDICATOR); `value` is canonical (checkTrackNumber's). */
export const isLegacyTrackNumber = (value: string): boolean => value.startsWith(LEGACY_TRACK_INDICATOR);

/**
 * What is wrong with a number a person typed or pasted as a track number, with what the message names: the first
 * character that is not a Latin letter or digit (`letter` for a letter of another alphabet, `character` for anything
 * else), how many characters there are (`length`), the first place where a digit or a letter belongs and what stands
 * there (1-based), the two last letters when they are not KZ (`country`); `orderNumber` for an order's number
 * («JZ-00001000»), which the public page does not answer; `checksum` for a mistyped digit.
 */
export type TrackRefusal =
  | { problem: 'empty' | 'orderNumber' | 'checksum' }
  | { problem: 'letter' | 'character'; char: string }
  | { problem: 'length'; count: number }
  | { problem: 'digitExpected' | 'letterExpected'; position: number; char: string }
  | { problem: 'country'; end: string };
export type TrackProblem = TrackRefusal['problem'];
export type TrackCheck = { ok: true; value: string } | ({ ok: false } & TrackRefusal);

/** Spaces of every kind, dashes and hyphens of every kind, and invisible joiners: what copying and pasting bring. */
const SEPARATORS = /[\s\u00ad\u200b-\u200d\u2060\ufeff\-\u2010-\u2015\u2212]/gu;
/** Cyrillic capitals drawn as Latin ones: «КZ» typed with the Kazakh or Russian layout reads as KZ. */
const LATIN_TWINS: Readonly<Record<string, string>> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
};
/** Longer than anything pasted by mistake; counted, not read. */
const MAX_INPUT = 200;
const SHAPE = 'LLDDDDDDDDDLL';

/**
 * Reads a track number as people type and paste it: any case, spaces and dashes anywhere (a number from an SMS or a
 * label), a Cyrillic letter drawn as the Latin one. Answers the canonical number, or what is wrong with the input.
 */
export const checkTrackNumber = (input: unknown): TrackCheck => {
  if (typeof input !== 'string') return { ok: false, problem: 'empty' };
  if (input.length > MAX_INPUT) return { ok: false, problem: 'length', count: input.length };
  const chars = [...input.replace(SEPARATORS, '').toUpperCase()].map((c) => LATIN_TWINS[c] ?? c);
  const value = chars.join('');
  if (value === '') return { ok: false, problem: 'empty' };
  if (looksLikeOrderNumber(value)) return { ok: false, problem: 'orderNumber' };
  const stray = chars.find((c) => !/^[A-Z0-9]$/.test(c));
  if (stray !== undefined) return { ok: false, problem: /^\p{L}$/u.test(stray) ? 'letter' : 'character', char: stray };
  if (chars.length !== SHAPE.length) return { ok: false, problem: 'length', count: chars.length };
  const misplaced = chars.findIndex((c, i) => /\d/.test(c) !== (SHAPE[i] === 'D'));
  if (misplaced >= 0) {
    const char = chars[misplaced] as string;
    return { ok: false, problem: SHAPE[misplaced] === 'D' ? 'digitExpected' : 'letterExpected', position: misplaced + 1, char };
  }
  if (!value.endsWith(TRACK_COUNTRY)) return { ok: false, problem: 'country', end: value.slice(-2) };
  if (s10CheckDigit(value.slice(2, 10)) !== Number(value[10])) return { ok: false, problem: 'checksum' };
  return { ok: true, value };
};

export const isValidTrackNumber = (input: unknown): boolean => checkTrackNumber(input).ok;
