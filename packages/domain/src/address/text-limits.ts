/** Character limits of text fields (spec §5: a limit exists, with an 'exceeded' message). */
export const TEXT_LIMITS = {
  personName: 50,
  companyName: 250,
  legalAddress: 500,
  street: 150,
  house: 20,
  flat: 20,
  office: 20,
  addressName: 100,
  notation: 500,
  parcelDescription: 500,
  email: 254,
  search: 100,
} as const;

export type TextField = keyof typeof TEXT_LIMITS;
export type TextCheck = { ok: true; value: string } | { ok: false; problem: 'required' | 'exceeded'; max: number };

/** Spaces and the invisible characters that only join or part letters, at either end of a text. */
const EDGES = /^[\s\u200b-\u200d\u2060]+|[\s\u200b-\u200d\u2060]+$/g;

/**
 * A text without what a person cannot see at its ends: spaces (no-break ones too, which `trim` takes) and the
 * zero-width space, joiners and word joiner, which `trim` leaves. A name of only zero-width spaces (pasted from a
 * messenger, or sent on purpose) passed as filled in, and printed as nothing on the waybill.
 */
export const trimText = (input: string): string => input.replace(EDGES, '');

/** Trims (`trimText`), then checks the field's limit (counted in characters, not bytes); `required` refuses empty text. */
export const checkText = (input: unknown, field: TextField, options: { required?: boolean } = {}): TextCheck => {
  const max = TEXT_LIMITS[field];
  const value = typeof input === 'string' ? trimText(input) : '';
  if (value.length === 0 && options.required) return { ok: false, problem: 'required', max };
  if ([...value].length > max) return { ok: false, problem: 'exceeded', max };
  return { ok: true, value };
};
