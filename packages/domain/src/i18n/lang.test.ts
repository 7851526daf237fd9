import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLocalizedText, LANGS, parseAcceptLanguage, toAcceptLanguage } from './lang.ts';

describe('parseAcceptLanguage', () => {
  it.each([
    ['RU', 'ru'],
    ['KZ', 'kk'],
    ['EN', 'en'],
    ['kk-KZ,ru;q=0.9,en;q=0.8', 'kk'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,en;q=0.5', 'en'],
    ['fr', 'ru'],
    ['ru;q=0.1, en;q=0.9', 'en'],
    ['kk;q=0', 'ru'],
    ['', 'ru'],
    [undefined, 'ru'],
    [null, 'ru'],
  ])('%s → %s', (header, lang) => {
    expect(parseAcceptLanguage(header)).toBe(lang);
  });

  it('round-trips every language through the seed header', () => {
    for (const lang of LANGS) expect(parseAcceptLanguage(toAcceptLanguage(lang))).toBe(lang);
  });

  it('never throws and always answers a known language', () => {
    fc.assert(fc.property(fc.string(), (s) => LANGS.includes(parseAcceptLanguage(s))));
  });
});

describe('isLocalizedText', () => {
  it.each<[string, unknown, boolean]>([
    ['text in every language', { ru: 'Эконом', kk: 'Эконом', en: 'Economy' }, true],
    ['a language missing', { ru: 'Эконом', en: 'Economy' }, false],
    ['an empty language', { ru: 'Эконом', kk: ' ', en: 'Economy' }, false],
    ['a NUL', { ru: 'Эко\u0000ном', kk: 'Эконом', en: 'Economy' }, false],
    ['a number', { ru: 1, kk: 'Эконом', en: 'Economy' }, false],
    ['a plain string', 'Эконом', false],
    ['null', null, false],
    ['over the length', { ru: 'Э'.repeat(201), kk: 'Эконом', en: 'Economy' }, false],
  ])('%s: %s', (_, value, expected) => {
    expect(isLocalizedText(value)).toBe(expected);
  });
});
