/**
 * Formula injection (CSV injection): a spreadsheet reads a cell that starts with `=`, `+`, `-` or `@` as a formula —
 * also after a tab, a carriage return or other leading blanks, and in their full-width forms, which some spreadsheets
 * take as the same signs. A customer's text (a receiver's name) written like that into a report would run as
 * `=HYPERLINK(…)` or `=cmd|…` on the accountant's machine, if not in the xlsx itself then in its CSV export.
 */
const FORMULA_SIGNS = new Set(['=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20']);

/** Whether a spreadsheet could evaluate this text as a formula: its first sign past blanks and control characters. */
export const isFormulaLike = (text: string): boolean => {
  for (const char of text) {
    if (FORMULA_SIGNS.has(char)) return true;
    if (!/\s/u.test(char) && (char.codePointAt(0) ?? 0) >= 0x20) return false;
  }
  return false;
};

/**
 * The text as a report writes it: a formula-like text gets a leading apostrophe, which every spreadsheet shows as
 * text and which stays in the value through a CSV export (so the CSV opens as text too); any other text as it is.
 */
export const spreadsheetText = (text: string): string => (isFormulaLike(text) ? `'${text}` : text);
