import { describe, expect, it } from 'vitest';
import {
  adminUnitNames,
  classifyLocality,
  type KatoRow,
  katoParentCandidates,
  katoRegionCode,
  localityNameKk,
  localityNameRu,
  localityNames,
  resolveKatoParent,
} from './kato.ts';

const row = (kato: string, level: KatoRow['level'], typeCode: number, nameRu: string, nameKk: string): KatoRow => ({
  kato,
  level,
  typeCode,
  nameRu,
  nameKk,
});

describe('KATO parent', () => {
  it.each([
    ['103230100', ['103230000', '103200000', '100000000']],
    ['103230000', ['103200000', '100000000']],
    ['351010000', ['351000000', '350000000']],
    ['100000000', []],
    ['12345', []],
  ])('%s → candidates %j', (code, expected) => {
    expect(katoParentCandidates(code)).toEqual(expected);
  });

  it('takes the nearest code that exists', () => {
    const existing = new Set(['100000000', '103200000']);
    expect(resolveKatoParent('103230100', (c) => existing.has(c))).toBe('103200000');
    expect(resolveKatoParent('100000000', (c) => existing.has(c))).toBeNull();
    expect(katoRegionCode('351010000')).toBe('350000000');
    expect(katoRegionCode('bad')).toBeNull();
  });
});

describe('classifyLocality', () => {
  it.each([
    [row('710000000', 'oblast', 1, 'г.Астана', 'Астана қ.'), 'republic_city'],
    [row('350000000', 'oblast', 0, 'Карагандинская область', 'Қарағанды облысы'), null],
    [row('351000000', 'district', 3, 'Караганда Г.А.', 'Қарағанды Қ.Ә.'), null],
    [row('351010000', 'sub_district', 1, 'г.Караганда', 'Қарағанды қ.'), 'regional_centre'],
    [row('101810000', 'sub_district', 1, 'г.Курчатов', 'Курчатов қ.'), 'city'],
    [row('104163100', 'settlement', 1, 'п.Чаган', 'Шаған к.'), 'town'],
    [row('103230100', 'settlement', 2, 'с.Карааул', 'Қараауыл а.'), 'village'],
    [row('103685200', 'settlement', 2, 'ст.Акбулак', 'Ақбұлақ ст.'), 'station'],
    [row('103667700', 'settlement', 2, 'рзд.18 км', 'рзд.18 км'), 'station'],
    [row('103230000', 'sub_district', 2, 'Карааульский с.о.', 'Қараауыл а.о.'), null],
    [row('151011100', 'settlement', 1, 'район Астана', 'Астана ауданы'), null],
    [row('104135102', 'settlement', 2, 'зимовка Жанабаз', 'Жаңабаз қыстауы'), null],
    [row('103673107', 'settlement', 2, 'Дом чабана', 'Шопан үйі'), null],
  ])('%o → %s', (r, kind) => {
    expect(classifyLocality(r)).toBe(kind);
  });
});

describe('display names without the workbook abbreviations', () => {
  it.each([
    ['г.Семей', 'Семей'],
    ['с.Кенгирбай би', 'Кенгирбай би'],
    ['п.Чаган', 'Чаган'],
    ['ст.Акбулак', 'станция Акбулак'],
    ['рзд.Дюсакен', 'разъезд Дюсакен'],
  ])('ru %s → %s', (input, expected) => {
    expect(localityNameRu(input)).toBe(expected);
  });

  it.each([
    ['Семей қ.', 'Семей'],
    ['Қараауыл а.', 'Қараауыл'],
    ['Шаған к.', 'Шаған'],
    ['Ақбұлақ ст.', 'Ақбұлақ станциясы'],
    ['рзд.Дүйсекен', 'Дүйсекен разъезі'],
  ])('kk %s → %s', (input, expected) => {
    expect(localityNameKk(input)).toBe(expected);
  });

  it('gives all three languages', () => {
    expect(localityNames(row('351010000', 'sub_district', 1, 'г.Караганда', 'Қарағанды қ.'))).toEqual({
      ru: 'Караганда',
      kk: 'Қарағанды',
      en: 'Karaganda',
    });
    expect(localityNames(row('103685200', 'settlement', 2, 'ст.Акбулак', 'Ақбұлақ ст.')).en).toBe('Akbulak station');
  });

  it('names administrative units for context', () => {
    expect(adminUnitNames(row('350000000', 'oblast', 0, 'Карагандинская область', 'Қарағанды облысы'))).toEqual({
      ru: 'Карагандинская область',
      kk: 'Қарағанды облысы',
      en: 'Karaganda Region',
    });
    expect(adminUnitNames(row('103200000', 'district', 2, 'Абайский район', 'Абай ауданы'))).toEqual({
      ru: 'Абайский район',
      kk: 'Абай ауданы',
      en: 'Abay District',
    });
    expect(adminUnitNames(row('101000000', 'district', 1, 'Семей Г.А.', 'Семей Қ.Ә.'))).toEqual({
      ru: 'г. Семей',
      kk: 'Семей қаласы',
      en: 'Semey city',
    });
  });
});
