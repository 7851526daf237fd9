import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldHyphens, HYPHEN_LOOKALIKES, normalizeForSearch } from './search-text.ts';
import { transliterate } from './transliterate.ts';

describe('normalizeForSearch', () => {
  it.each([
    ['Қарағанды', 'караганды'],
    ['Караганда', 'караганда'],
    ['Өскемен', 'оскемен'],
    ['Әулиекөл', 'аулиекол'],
    ['Үштөбе', 'уштобе'],
    ['Ұлытау', 'улытау'],
    ['Щучинск', 'щучинск'],
    ['Семёновка', 'семеновка'],
    ['Кеңгірбай би', 'кенгирбаи би'],
    ['  Усть-Каменогорск  ', 'усть каменогорск'],
    ["'; DROP TABLE x;--", 'drop table x'],
    ['<script>alert(1)</script>', 'script alert 1 script'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('is idempotent and never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => normalizeForSearch(normalizeForSearch(s)) === normalizeForSearch(s)),
    );
  });
});

describe('transliterate', () => {
  it.each([
    ['Караганда', 'Karaganda'],
    ['Усть-Каменогорск', 'Ust-Kamenogorsk'],
    ['Щучинск', 'Shchuchinsk'],
    ['Қонаев', 'Konaev'],
    ['Жетісу', 'Zhetisu'],
    ['Astana 2', 'Astana 2'],
  ])('%s → %s', (input, expected) => {
    expect(transliterate(input)).toBe(expected);
  });
});

describe('foldHyphens', () => {
  it.each([
    ['12\u2011пәтер', '12-пәтер'],
    ['5\u2011кеңсе', '5-кеңсе'],
    ['Усть\u2010Каменогорск', 'Усть-Каменогорск'],
    ['10\u201212', '10-12'],
    ['Алма\u2013Ата', 'Алма-Ата'],
    ['5-кеңсе', '5-кеңсе'],
    // The em dash and the minus sign are not hyphens: a «—» between words stays.
    ['Абай — 10', 'Абай — 10'],
    ['2\u221210', '2\u221210'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(foldHyphens(input)).toBe(expected);
  });

  it('leaves no look-alike and changes nothing else', () => {
    expect(HYPHEN_LOOKALIKES).toHaveLength(4);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const folded = foldHyphens(s);
        return folded.length === s.length && ![...HYPHEN_LOOKALIKES].some((dash) => folded.includes(dash));
      }),
    );
  });
});
