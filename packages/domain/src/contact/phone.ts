/**
 * Kazakhstan mobile numbers (spec §5, reference §7.1). Stored and sent as 11 digits `77XXXXXXXXX`; shown
 * with the mask `+7 (***) *** ** **`.
 */

export const PHONE_MASK = '+7 (***) *** ** **';

/**
 * Mobile operator prefixes known today (Kcell/Activ, Beeline, Tele2/Altel, izi). For reference only: a number is
 * accepted by the spec's rule (7 then 0, 4 or 7), so a prefix an operator opens tomorrow never refuses a customer.
 */
export const KZ_MOBILE_PREFIXES = [
  '700',
  '701',
  '702',
  '705',
  '706',
  '707',
  '708',
  '747',
  '771',
  '775',
  '776',
  '777',
  '778',
] as const;

export type PhoneProblem = 'format' | 'prefix';
export type PhoneCheck = { ok: true; value: string } | { ok: false; problem: PhoneProblem };

/**
 * Normalises what a person typed (`+7 (701) 123-45-67`, `8 701 123 45 67`, `87011234567`, `7011234567`)
 * to `77011234567`, applying both checks of the spec: the 10 national digits start with 7 then 0, 4 or 7,
 * and the whole is 77 followed by 0–7 and further digits. An operator prefix missing from the list above is
 * accepted (issue 15: an unknown operator prefix is not a reason to refuse a customer).
 */
export const checkPhone = (input: unknown): PhoneCheck => {
  if (typeof input !== 'string' || input.length > 40) return { ok: false, problem: 'format' };
  if (!/^[\d\s()+-]*$/.test(input)) return { ok: false, problem: 'format' };
  const trimmed = input.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('7')) return { ok: false, problem: 'format' };
    digits = digits.slice(1);
  } else if (digits.length === 11 && (digits.startsWith('8') || digits.startsWith('7'))) {
    digits = digits.slice(1);
  }
  if (!/^\d{10}$/.test(digits)) return { ok: false, problem: 'format' };
  if (!/^7[047]/.test(digits)) return { ok: false, problem: 'prefix' };
  const normalized = `7${digits}`;
  if (!/^77[0-7]\d+$/.test(normalized)) return { ok: false, problem: 'prefix' };
  return { ok: true, value: normalized };
};

export const normalizePhone = (input: unknown): string | null => {
  const result = checkPhone(input);
  return result.ok ? result.value : null;
};

export const isValidPhone = (input: unknown): boolean => checkPhone(input).ok;

/** `77011234567` → `+7 (701) 123 45 67`; anything else is returned unchanged. */
export const formatPhone = (phone: string): string => {
  const m = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+7 (${m[1]}) ${m[2]} ${m[3]} ${m[4]}` : phone;
};

/**
 * A phone in a spreadsheet: the number itself (`77011234567`) shown through `PHONE_CELL_FORMAT` as «+7 (701) 123 45
 * 67». Written as the text «+7 (…)» it starts like a formula, so it needed an apostrophe, which Excel and LibreOffice
 * then showed in every row («'+7 (701) 123 45 67»); a number is never a formula and exports to CSV as digits. Null for
 * anything that is not a stored mobile number (written as text then).
 */
export const phoneCellValue = (phone: string): number | null => (/^7\d{10}$/.test(phone) ? Number(phone) : null);
/** The cell format that shows `phoneCellValue` as `formatPhone` writes it. */
export const PHONE_CELL_FORMAT = '"+"0" ("000") "000" "00" "00';

/** The national digits (up to ten) in what a person typed or pasted, however they wrote the country code. */
export const phoneNationalDigits = (raw: string): string => {
  if (typeof raw !== 'string') return '';
  let digits = raw.replace(/\D/g, '');
  // «+7» is the country code wherever the +7 mask or the person wrote it.
  if (raw.trim().startsWith('+') && digits.startsWith('7')) digits = digits.slice(1);
  // Eleven digits (with the +7 already dropped, or without it) start with the trunk 8 or the country 7 typed
  // without «+»; a twelfth key pressed on a complete number is dropped instead.
  if (digits.length > 10 && (digits.startsWith('8') || (digits.startsWith('7') && /^7[047]/.test(digits.slice(1)))))
    digits = digits.slice(1);
  return digits.slice(0, 10);
};

/**
 * Formats a phone as it is typed or pasted, into the mask `+7 (***) *** ** **`: «+7 (701) 55» while typing,
 * «+7 (701) 555 44 33» when complete. `+7…`, `8…`, `7…` and the ten digits, with spaces, brackets or dashes, all
 * end in the same number: a «+» or «+7» typed first stays as the start of the mask (it is the country code, not
 * the first digit), an 8 typed first becomes «+7 (», and an eleventh digit after a leading 7 or 8 drops it. Empty
 * when there are no national digits.
 */
export const formatPhoneTyping = (raw: string): string => {
  if (typeof raw !== 'string') return '';
  if (raw === '+') return '+';
  // «+7» or «8» typed first is the country code or the trunk prefix people dial: it stands for +7.
  if (raw === '+7' || raw.trim() === '8') return '+7 (';
  const digits = phoneNationalDigits(raw);
  if (digits.length === 0) return '';
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  let out = `+7 (${parts[0]}`;
  if (digits.length > 3) out += `) ${parts[1]}`;
  if (digits.length > 6) out += ` ${parts[2]}`;
  if (digits.length > 8) out += ` ${parts[3]}`;
  return out;
};
