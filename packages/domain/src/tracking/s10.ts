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

export type TrackProblem = 'format' | 'country' | 'checksum';
export type TrackCheck = { ok: true; value: string } | { ok: false; problem: TrackProblem };

/** Accepts lower case and spaces as people type them; answers the canonical form. */
export const checkTrackNumber = (input: unknown): TrackCheck => {
  if (typeof input !== 'string' || input.length > 40) return { ok: false, problem: 'format' };
  const value = input.replace(/[\s-]/g, '').toUpperCase();
  const m = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/.exec(value);
  if (!m) return { ok: false, problem: 'format' };
  if (m[4] !== TRACK_COUNTRY) return { ok: false, problem: 'country' };
  if (s10CheckDigit(m[2] ?? '') !== Number(m[3])) return { ok: false, problem: 'checksum' };
  return { ok: true, value };
};

export const isValidTrackNumber = (input: unknown): boolean => checkTrackNumber(input).ok;
