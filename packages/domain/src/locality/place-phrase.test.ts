import { describe, expect, it } from 'vitest';
import { smsParts } from '../contact/sms.ts';
import type { Lang } from '../i18n/lang.ts';
import type { LocalityKind } from './kato.ts';
import { arrivalPlace } from './place-phrase.ts';

describe('where a parcel arrived, with the name in the nominative', () => {
  it.each<[LocalityKind | null, string, Lang, string]>([
    ['regional_centre', 'Караганда', 'ru', 'в город Караганда'],
    ['republic_city', 'Астана', 'ru', 'в город Астана'],
    ['town', 'Балпык Би', 'ru', 'в посёлок Балпык Би'],
    ['village', 'Каратал 1', 'ru', 'в село Каратал 1'],
    ['station', 'станция Акбулак', 'ru', 'на станцию Акбулак'],
    ['station', 'разъезд 18 км', 'ru', 'на разъезд 18 км'],
    [null, 'Караганда', 'ru', 'в пункт назначения — Караганда'],
    ['regional_centre', 'Қарағанды', 'kk', 'Қарағанды қаласына'],
    ['town', 'Балпық Би', 'kk', 'Балпық Би кентіне'],
    ['village', 'Қаратал 1', 'kk', 'Қаратал 1 ауылына'],
    ['station', 'Ақбұлақ станциясы', 'kk', 'Ақбұлақ станциясына'],
    ['station', '18 км разъезі', 'kk', '18 км разъезіне'],
    ['city', 'Karaganda', 'en', 'in Karaganda'],
    ['station', 'Akbulak station', 'en', 'at Akbulak station'],
  ])('%s %s (%s) → %s', (kind, name, lang, phrase) => {
    expect(arrivalPlace(kind, name, lang)).toBe(phrase);
  });
});

describe('SMS parts', () => {
  it.each([
    ['a'.repeat(160), 1],
    ['a'.repeat(161), 2],
    ['я'.repeat(70), 1],
    ['я'.repeat(71), 2],
    ['я'.repeat(134), 2],
    ['я'.repeat(135), 3],
    ['Jetkiz: код 1234 — «ok»', 1],
  ])('%s takes %i', (text, parts) => {
    expect(smsParts(text)).toBe(parts);
  });
});
