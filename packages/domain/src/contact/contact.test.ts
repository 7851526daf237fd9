import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';
import { checkPhone, formatPhone, formatPhoneTyping, KZ_MOBILE_PREFIXES, PHONE_CELL_FORMAT, phoneCellValue } from './phone.ts';

describe('phone', () => {
  it.each([
    ['+7 (701) 123 45 67', '77011234567'],
    ['+7 (701) 123-45-67', '77011234567'],
    ['+77011234567', '77011234567'],
    ['87011234567', '77011234567'],
    ['8 701 123 45 67', '77011234567'],
    ['77011234567', '77011234567'],
    ['7011234567', '77011234567'],
    ['(747) 000-00-00', '77470000000'],
    ['+7 778 555 44 33', '77785554433'],
    // Issue 15: the spec allows 7 then 0, 4 or 7; a prefix no operator uses yet is not a refusal.
    ['+7 709 123 45 67', '77091234567'],
    ['+7 779 123 45 67', '77791234567'],
    ['8 (749) 123-45-67', '77491234567'],
  ])('%j → %s', (input, normalized) => {
    expect(checkPhone(input)).toEqual({ ok: true, value: normalized });
  });

  it.each([
    ['', 'format'],
    ['+7 701 123 45 6', 'format'],
    ['+7 701 123 45 678', 'format'],
    ['+8 701 123 45 67', 'format'],
    ['+7 7O1 123 45 67', 'format'],
    ['phone', 'format'],
    [77011234567, 'format'],
    ['+7 727 123 45 67', 'prefix'],
    ['+7 495 123 45 67', 'prefix'],
    ['+7 761 123 45 67', 'prefix'],
  ])('%j is refused: %s', (input, problem) => {
    expect(checkPhone(input)).toEqual({ ok: false, problem });
  });

  it('shows the mask of the spec', () => {
    expect(formatPhone('77011234567')).toBe('+7 (701) 123 45 67');
  });

  it('normalizes every operator prefix, however it is typed, to a number the mask shows back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KZ_MOBILE_PREFIXES),
        fc.stringMatching(/^\d{7}$/),
        fc.constantFrom('+7 ', '8', '', '+7('),
        (prefix, rest, lead) => {
          const result = checkPhone(`${lead}${prefix}${lead.endsWith('(') ? ')' : ''}${rest}`);
          return result.ok && result.value === `7${prefix}${rest}` && checkPhone(formatPhone(result.value)).ok;
        },
      ),
    );
    fc.assert(fc.property(fc.string(), (s) => typeof checkPhone(s).ok === 'boolean'));
  });
});

describe('phone as typed into the mask', () => {
  it.each([
    ['7', '+7 (7'],
    ['+7 (7', '+7 (7'],
    ['+7 (70', '+7 (70'],
    ['+7 (7011', '+7 (701) 1'],
    ['+7 (701) 5554', '+7 (701) 555 4'],
    ['+7 (701) 555 443', '+7 (701) 555 44 3'],
    ['+7 (701) 555 44 339', '+7 (701) 555 44 33'],
    ['+7 (701) ', '+7 (701'],
    ['+7 (', ''],
    ['', ''],
    ['87015554433', '+7 (701) 555 44 33'],
    ['+77015554433', '+7 (701) 555 44 33'],
    ['77015554433', '+7 (701) 555 44 33'],
    ['7015554433', '+7 (701) 555 44 33'],
    ['abc', ''],
    ['8', '+7 ('],
    ['+7 (7', '+7 (7'],
    ['+', '+'],
    ['+7', '+7 ('],
    ['+7 ', ''],
    ['+7 (+77011230001', '+7 (701) 123 00 01'],
    ['+7 (770) 112 30 001', '+7 (701) 123 00 01'],
    ['+7 (701) 123-00-01', '+7 (701) 123 00 01'],
  ])('%j → %j', (raw, shown) => {
    expect(formatPhoneTyping(raw)).toBe(shown);
  });

  it('types digit by digit, with or without the leading 8, to the number the checks accept', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KZ_MOBILE_PREFIXES),
        fc.stringMatching(/^\d{7}$/),
        fc.constantFrom('', '8'),
        (prefix, rest, trunk) => {
          let shown = '';
          for (const digit of `${trunk}${prefix}${rest}`) shown = formatPhoneTyping(shown + digit);
          return shown === formatPhone(`7${prefix}${rest}`) && checkPhone(shown).ok;
        },
      ),
    );
  });
});

describe('e-mail', () => {
  it.each([
    ['aigerim@mail.kz', true],
    ['a.b+tag@sub.example.com', true],
    ['support@jetkiz.kz', true],
    ['no-at-sign.kz', false],
    ['two@@mail.kz', false],
    ['spaces in@mail.kz', false],
    ['dots..twice@mail.kz', false],
    ['nodomain@kz', false],
    ['кириллица@почта.рф', false],
    [`${'a'.repeat(65)}@mail.kz`, false],
    [`a@${'b'.repeat(250)}.kz`, false],
    ['', false],
    [null, false],
  ])('%j → %s', (input, valid) => {
    expect(isValidEmail(input)).toBe(valid);
  });
});

/** Types `text` key by key into the mask, as a browser hands each new value to the input. */
const typeKeys = (text: string) => [...text].reduce((shown, key) => formatPhoneTyping(shown + key), '');

describe('every way a Kazakh mobile is written ends in the same number (issue 15)', () => {
  it.each([
    '+77011230001',
    '87011230001',
    '77011230001',
    '7011230001',
    '+7 (701) 123-00-01',
    '+7 701 123 00 01',
    '8 (701) 123 00 01',
    '8-701-123-00-01',
    ' +7(701)1230001 ',
  ])('%j typed, pasted and checked → 77011230001', (written) => {
    expect(checkPhone(written)).toEqual({ ok: true, value: '77011230001' });
    expect(formatPhoneTyping(written)).toBe('+7 (701) 123 00 01');
    expect(typeKeys(written.trim())).toBe('+7 (701) 123 00 01');
  });

  it('does not read the 7 of «+7» as the first digit of the number (it became +7 (770) 112 30 00)', () => {
    expect(typeKeys('+7701')).toBe('+7 (701');
    expect(typeKeys('+77011230001')).not.toContain('770');
  });
});

describe('a phone in a spreadsheet cell', () => {
  it.each([
    ['77011234567', 77011234567],
    ['77771234567', 77771234567],
    ['+7 (701) 123 45 67', null],
    ['7701123456', null],
    ['=HYPERLINK("x")', null],
    ['', null],
  ])('%j → %j', (phone, value) => {
    expect(phoneCellValue(phone)).toBe(value);
  });

  it('its format puts the digits where formatPhone does', () => {
    // Eleven digit placeholders between quoted literals, filled in order (as a spreadsheet does for 11 digits).
    const digits = [...'77011234567'];
    const shown = PHONE_CELL_FORMAT.replace(/"([^"]*)"|0/g, (_, literal: string | undefined) => literal ?? digits.shift() ?? '');
    expect(digits).toEqual([]);
    expect(shown).toBe(formatPhone('77011234567'));
  });
});
