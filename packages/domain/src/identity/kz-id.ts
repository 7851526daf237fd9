/**
 * IIN (individual identification number) and BIN (business identification number): 12 digits, the last a
 * check digit computed the same way for both (Government Decree No. 406 of 22.05.2007; reference §3).
 */

const W1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const W2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2] as const;

const weighted = (digits: readonly number[], weights: readonly number[]): number =>
  weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0) % 11;

/**
 * The check digit for the first 11 digits, or null when both passes give 10 (such a number is never issued).
 */
export const kzIdCheckDigit = (first11: string): number | null => {
  if (!/^\d{11}$/.test(first11)) return null;
  const digits = [...first11].map(Number);
  const first = weighted(digits, W1);
  if (first !== 10) return first;
  const second = weighted(digits, W2);
  return second === 10 ? null : second;
};

/** Appends the check digit; null when the 11 digits cannot form a valid number. */
export const withKzIdCheckDigit = (first11: string): string | null => {
  const check = kzIdCheckDigit(first11);
  return check === null ? null : `${first11}${check}`;
};

const hasValidCheckDigit = (id: string): boolean => kzIdCheckDigit(id.slice(0, 11)) === Number(id[11]);

/** Why an IIN is refused; each reason has its own message. */
export type IinProblem = 'format' | 'repeatedDigits' | 'centuryDigit' | 'birthDate' | 'checksum';
export type Sex = 'male' | 'female';
export type IinInfo = { iin: string; birthDate: string; sex: Sex };
export type Checked<T, P extends string> = { ok: true; value: T } | { ok: false; problem: P };

/** Spec §5: no digit repeated 7 or more times in a row. */
const REPEATED_7 = /(\d)\1{6}/;

const isRealDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Checks an IIN: 12 digits; no digit 7 times in a row; the 7th digit names the century and sex
 * (1/2 1800s, 3/4 1900s, 5/6 2000s; odd male, even female); YYMMDD is a real date in that century; the
 * check digit matches. `today` (YYYY-MM-DD), when given, also refuses a birth date in the future.
 */
export const checkIin = (input: unknown, today?: string): Checked<IinInfo, IinProblem> => {
  if (typeof input !== 'string' || !/^\d{12}$/.test(input)) return { ok: false, problem: 'format' };
  if (REPEATED_7.test(input)) return { ok: false, problem: 'repeatedDigits' };
  const centuryDigit = Number(input[6]);
  if (centuryDigit < 1 || centuryDigit > 6) return { ok: false, problem: 'centuryDigit' };
  const year = 1800 + Math.floor((centuryDigit - 1) / 2) * 100 + Number(input.slice(0, 2));
  const month = Number(input.slice(2, 4));
  const day = Number(input.slice(4, 6));
  if (!isRealDate(year, month, day)) return { ok: false, problem: 'birthDate' };
  const birthDate = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (today !== undefined && birthDate > today) return { ok: false, problem: 'birthDate' };
  if (!hasValidCheckDigit(input)) return { ok: false, problem: 'checksum' };
  return { ok: true, value: { iin: input, birthDate, sex: centuryDigit % 2 === 1 ? 'male' : 'female' } };
};

export const isValidIin = (input: unknown): boolean => checkIin(input).ok;

export type BinProblem = 'format' | 'registrationDate' | 'entityType' | 'unit' | 'checksum';
/** 5th digit: 4 resident legal entity, 5 non-resident legal entity, 6 joint entrepreneurship (ИП(С)). */
export type BinEntityType = 'resident' | 'nonResident' | 'jointEntrepreneurship';
/** 6th digit: 0 head unit, 1 branch, 2 representative office, 3 peasant farm on joint entrepreneurship. */
export type BinUnit = 'head' | 'branch' | 'representativeOffice' | 'peasantFarm';
export type BinInfo = { bin: string; registered: string; entityType: BinEntityType; unit: BinUnit };

const BIN_TYPES: Readonly<Record<string, BinEntityType>> = { '4': 'resident', '5': 'nonResident', '6': 'jointEntrepreneurship' };
const BIN_UNITS: Readonly<Record<string, BinUnit>> = {
  '0': 'head',
  '1': 'branch',
  '2': 'representativeOffice',
  '3': 'peasantFarm',
};

/** Checks a BIN: 12 digits, YYMM of registration, the entity type and unit digits, and the check digit. */
export const checkBin = (input: unknown): Checked<BinInfo, BinProblem> => {
  if (typeof input !== 'string' || !/^\d{12}$/.test(input)) return { ok: false, problem: 'format' };
  const month = Number(input.slice(2, 4));
  if (month < 1 || month > 12) return { ok: false, problem: 'registrationDate' };
  const entityType = BIN_TYPES[input[4] ?? ''];
  if (entityType === undefined) return { ok: false, problem: 'entityType' };
  const unit = BIN_UNITS[input[5] ?? ''];
  if (unit === undefined) return { ok: false, problem: 'unit' };
  if (!hasValidCheckDigit(input)) return { ok: false, problem: 'checksum' };
  // Two-digit years: the first BINs were issued in the 1990s, so 90–99 are 1990s and the rest 2000s.
  const yy = Number(input.slice(0, 2));
  const registered = `${yy >= 90 ? 1900 + yy : 2000 + yy}-${pad(month)}`;
  return { ok: true, value: { bin: input, registered, entityType, unit } };
};

export const isValidBin = (input: unknown): boolean => checkBin(input).ok;

/** A BIN's 5th digit is 4–6 and an IIN's (first digit of the day) 0–3: the usual way to tell them apart. */
export const looksLikeBin = (input: string): boolean => /^\d{4}[456]\d{7}$/.test(input);

/**
 * Which number an entry of a field taking either a BIN or an IIN is meant as, told by its 5th digit as `looksLikeBin`
 * does but before all 12 digits are there: a BIN typed short is still a BIN, and is told so in the BIN's words (it was
 * «the IIN must have 12 digits»). `fallback` when the entry has no 5th digit to tell by, or one neither has (7–9).
 */
export const binOrIinOf = (input: string, fallback: 'bin' | 'iin'): 'bin' | 'iin' => {
  if (/^.{4}[456]/u.test(input)) return 'bin';
  if (/^.{4}[0-3]/u.test(input)) return 'iin';
  return fallback;
};
