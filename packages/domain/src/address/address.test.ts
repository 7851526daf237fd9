import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressLine, isValidStreetName, normalizePostalIndex, streetLine } from './address.ts';
import { checkText, TEXT_LIMITS } from './text-limits.ts';

describe('street name (spec §5)', () => {
  it.each([
    ['Абая', true],
    ['Әл-Фараби', true],
    ['Қаныш Сәтбаев', true],
    ['мкр. Самал-2', true],
    ['№ 5 (старая) / 12', true],
    ['Іле', true],
    ['Abay', false],
    ['Абая; DROP', false],
    ['<Абая>', false],
    ['Абая, 10', false],
    ['   ', false],
    ['', false],
  ])('%j → %s', (name, valid) => {
    expect(isValidStreetName(name)).toBe(valid);
  });
});

describe('postal index', () => {
  it.each([
    ['050060', '050060'],
    ['A15E3X9', 'A15E3X9'],
    ['a15e3x9', 'A15E3X9'],
    ['Z05 H9E8', 'Z05H9E8'],
    ['05006', null],
    ['0500600', null],
    ['AA5E3X9', null],
    ['', null],
  ])('%j → %j', (input, normalized) => {
    expect(normalizePostalIndex(input)).toBe(normalized);
  });
});

describe('text limits', () => {
  it('says exceeded past the limit, counting characters, not bytes', () => {
    expect(checkText('Әйгерім', 'personName')).toEqual({ ok: true, value: 'Әйгерім' });
    expect(checkText('Ә'.repeat(TEXT_LIMITS.personName), 'personName').ok).toBe(true);
    expect(checkText('Ә'.repeat(TEXT_LIMITS.personName + 1), 'personName')).toEqual({
      ok: false,
      problem: 'exceeded',
      max: TEXT_LIMITS.personName,
    });
    expect(checkText('x'.repeat(10_240), 'personName')).toMatchObject({ problem: 'exceeded' });
    expect(checkText('  ', 'street', { required: true })).toMatchObject({ problem: 'required' });
    expect(checkText(undefined, 'notation')).toEqual({ ok: true, value: '' });
  });

  it.each([
    ['\u200b\u200b', ''],
    ['\u00a0\u200d\u2060 ', ''],
    ['\ufeff\u200c', ''],
    ['\u200bӘсел\u200b ', 'Әсел'],
    // Inside a text a joiner stays: it may belong to the writing.
    ['Ә\u200cсел', 'Ә\u200cсел'],
  ])('takes the invisible characters off the ends of %j: %j', (input, value) => {
    expect(checkText(input, 'personName')).toEqual({ ok: true, value });
    expect(checkText(input, 'personName', { required: true }).ok).toBe(value !== '');
  });

  it('is total', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof checkText(value, 'companyName').ok === 'boolean'));
  });
});

describe('street with its type', () => {
  it.each([
    ['пр.', 'Абая', 'ru', 'пр. Абая'],
    ['даңғ.', 'Абай', 'kk', 'Абай даңғ.'],
    ['Ave.', 'Abai', 'en', 'Abai Ave.'],
    [undefined, 'Абая', 'ru', 'Абая'],
    ['улица', 'Абая', 'ru', 'улица Абая'],
    ['көшесі', 'Абая', 'kk', 'Абая көшесі'],
    ['street', 'Абая', 'en', 'Абая Street'],
    ['residential complex', 'Самал', 'en', 'Самал Residential Complex'],
    ['  ', ' Абая ', 'en', 'Абая'],
  ] as const)('%s + %s (%s) → %s', (abbr, street, lang, line) => {
    expect(streetLine(abbr, street, lang)).toBe(line);
  });
});

describe('an address on one line', () => {
  const karaganda = { locality: 'Караганда', street: 'Абая', house: '10', flat: '5', office: '' };
  it.each([
    [{ ...karaganda, streetType: 'улица' }, 'ru', 'Караганда, улица Абая, 10, кв. 5'],
    [{ ...karaganda, streetType: 'ул.' }, 'ru', 'Караганда, ул. Абая, 10, кв. 5'],
    [{ ...karaganda, locality: 'Қарағанды', streetType: 'көшесі' }, 'kk', 'Қарағанды, Абая көшесі, 10, 5\u2011пәтер'],
    [{ ...karaganda, locality: 'Karaganda', streetType: 'St.' }, 'en', 'Karaganda, Абая St., 10, flat 5'],
    [
      { ...karaganda, locality: 'Karaganda', streetType: 'avenue', flat: null, office: '3' },
      'en',
      'Karaganda, Абая Avenue, 10, office 3',
    ],
    [{ ...karaganda, flat: '12а', office: '4' }, 'kk', 'Караганда, Абая, 10, 12а\u2011пәтер, 4\u2011кеңсе'],
    [{ ...karaganda, streetType: 'проспект', flat: ' ', office: '201' }, 'ru', 'Караганда, проспект Абая, 10, офис 201'],
    [{ locality: 'Алматы', street: null, house: undefined }, 'ru', 'Алматы'],
  ] as const)('%j (%s) → %s', (parts, lang, line) => {
    expect(addressLine(parts, lang)).toBe(line);
  });
});
