import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalityKind } from './kato.ts';
import { buildLocalityIndex, LOCALITY_SEARCH_LIMIT, type LocalityEntry } from './locality-search.ts';

const entry = (kato: string, kind: LocalityKind, ru: string, kk: string, en: string, region = ''): LocalityEntry => ({
  kato,
  kind,
  names: { ru, kk, en },
  context: { ru: region, kk: region, en: region },
});

const index = buildLocalityIndex([
  entry('154247300', 'village', 'Караганда', 'Қарағанды', 'Karaganda', 'Актюбинская область'),
  entry('351010000', 'regional_centre', 'Караганда', 'Қарағанды', 'Karaganda', 'Карагандинская область'),
  entry('104439600', 'village', 'Карагандыколь', 'Қарағандыкөл', 'Karagandykol'),
  entry('750000000', 'republic_city', 'Алматы', 'Алматы', 'Almaty'),
  entry('114879200', 'village', 'Алматинское', 'Алматы', 'Almatinskoe'),
  entry('631010000', 'regional_centre', 'Усть-Каменогорск', 'Өскемен', 'Ust-Kamenogorsk'),
  entry('103233100', 'village', 'Кенгирбай би', 'Кеңгірбай би', 'Kengirbay bi'),
  entry('710000000', 'republic_city', 'Астана', 'Астана', 'Astana'),
]);

describe('locality search', () => {
  it.each([
    ['Қарағ', 'kk', ['351010000', '154247300', '104439600']],
    ['караг', 'ru', ['351010000', '154247300', '104439600']],
    ['Karag', 'en', ['351010000', '154247300', '104439600']],
    ['Алматы', 'ru', ['750000000', '114879200']],
    ['оскемен', 'ru', ['631010000']],
    ['Өскемен', 'kk', ['631010000']],
    ['усть-каменогорск', 'ru', ['631010000']],
    ['каменогорск', 'ru', ['631010000']],
    ['би', 'ru', ['103233100']],
    ['кенгирбай би', 'ru', ['103233100']],
    ['zzz', 'ru', []],
    ['', 'ru', []],
    ["'; drop table", 'ru', []],
    ['<script>', 'ru', []],
  ])('%j (%s) → %j', (text, lang, katos) => {
    expect(index.search(text, lang as 'ru' | 'kk' | 'en').map((hit) => hit.kato)).toEqual(katos);
  });

  it('answers names in the caller language', () => {
    expect(index.search('Қарағ', 'kk')[0]).toEqual({ kato: '351010000', name: 'Қарағанды', region: 'Карагандинская область' });
    expect(index.search('Қарағ', 'en')[0]?.name).toBe('Karaganda');
  });

  it('puts republic cities and regional centres first when nothing is typed', () => {
    expect(index.popular('ru').map((h) => h.kato)).toEqual(['750000000', '710000000', '351010000', '631010000']);
  });

  it('never returns more than the limit, never duplicates, never throws', () => {
    const many = buildLocalityIndex(
      Array.from({ length: 60 }, (_, i) => entry(String(100000000 + i), 'village', `Ак${i}`, `Ақ${i}`, `Ak${i}`)),
    );
    expect(many.search('ак', 'ru')).toHaveLength(LOCALITY_SEARCH_LIMIT);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const hits = many.search(text, 'ru');
        return hits.length <= LOCALITY_SEARCH_LIMIT && new Set(hits.map((h) => h.kato)).size === hits.length;
      }),
    );
  });

  it('answers by the query key alone, so a cache of answers by it gives what the search gives (issue 20)', () => {
    // Text from the letters people type here (Kazakh, Russian, Latin, either case), spaces, dashes and punctuation.
    const letters = fc.constantFrom(...'ҚқӘәӨөҰұҮүІіҒғҢңҺһКкАаРрГгНнДдЫыЛлМмТтСсОоЕеЁёЙйУуБбИиKkAaRrGgNnDdYyLlMmSsTtOo -–.,!1');
    const typed = fc.oneof(
      fc.array(letters, { maxLength: 24 }).map((chars) => chars.join('')),
      fc.string({ maxLength: 120 }),
    );
    fc.assert(
      fc.property(typed, fc.constantFrom('ru', 'kk', 'en') as fc.Arbitrary<'ru' | 'kk' | 'en'>, (text, lang) => {
        const key = index.queryKey(text);
        expect(index.search(key, lang)).toEqual(index.search(text, lang));
        expect(index.queryKey(key)).toBe(key);
      }),
      { numRuns: 2_000 },
    );
    expect(['Алм', 'алм ', 'АЛМ', ' алм!'].map(index.queryKey)).toEqual(['алм', 'алм', 'алм', 'алм']);
  });
});
