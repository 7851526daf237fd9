/**
 * A number as people type it in a form: «1,5», «1.5», «12 345», «12 345,50» (Russian and Kazakh write a
 * decimal comma and group with spaces). Null when it is not a number.
 */
export const parseNumberInput = (input: unknown): number | null => {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const compact = input.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
};
