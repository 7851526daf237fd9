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

/** Trims, then checks the field's limit (counted in characters, not bytes); `required` refuses empty text. */
export const checkText = (input: unknown, field: TextField, options: { required?: boolean } = {}): TextCheck => {
  const max = TEXT_LIMITS[field];
  const value = typeof input === 'string' ? input.trim() : '';
  if (value.length === 0 && options.required) return { ok: false, problem: 'required', max };
  if ([...value].length > max) return { ok: false, problem: 'exceeded', max };
  return { ok: true, value };
};
