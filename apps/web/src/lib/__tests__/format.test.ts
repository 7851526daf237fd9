import { afterAll, describe, expect, it } from 'vitest';
import { count, DATE_FIELD_FORMAT, date, dateTime, dayMonth, longDate, money, monthYear, phone, tenge } from '../format.ts';
import { changeLanguage } from '../i18n.ts';

const NBSP = '\u00a0';
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('dates in the interface language', () => {
  afterAll(async () => {
    await changeLanguage('ru');
  });

  it('writes Kazakh dates with Kazakh month names, not Russian ones, in the language chosen', async () => {
    await changeLanguage('kk');
    expect(longDate('2026-03-12')).toContain('наурыз');
    expect(longDate('2026-03-12')).not.toContain('мар');
    expect(dayMonth('2026-03-12')).toBe('12.03');
    expect(dateTime('2026-03-12T09:30:00Z')).toContain('14:30');
    await changeLanguage('ru');
    expect(longDate('2026-03-12')).toContain('марта');
  });
});

describe('the one set of web formatters', () => {
  afterAll(async () => {
    await changeLanguage('ru');
  });

  it.each([
    ['ru', 1_234_500, `12 345${NBSP}₸`],
    ['kk', 1_234_500, `12 345${NBSP}₸`],
    ['en', 1_234_500, `12,345${NBSP}₸`],
    ['ru', 1_234_550, `12 345,50${NBSP}₸`],
    ['ru', -50_000, `−500${NBSP}₸`],
    ['kk', 0, `0${NBSP}₸`],
  ] as const)('money in %s: %d tiyn → %s', (lang, tiyn, shown) => {
    expect(spaces(money(tiyn, lang))).toBe(spaces(shown));
  });

  it.each([
    ['ru', 12345, `12 345${NBSP}₸`],
    ['en', 12345.5, `12,345.50${NBSP}₸`],
    ['kk', -100, `−100${NBSP}₸`],
  ] as const)('tenge from the wire in %s: %d → %s', (lang, amount, shown) => {
    expect(spaces(tenge(amount, lang))).toBe(spaces(shown));
  });

  it.each([
    ['ru', 10_000, '10 000'],
    ['kk', 1_000_000, '1 000 000'],
    ['en', 10_000, '10,000'],
    ['ru', 7, '7'],
  ] as const)('a count in %s: %d → %s', (lang, n, shown) => {
    expect(spaces(count(n, lang))).toBe(spaces(shown));
  });

  it.each([
    // 23:49 in Almaty is still the same day, whatever the browser's own zone.
    ['ru', '2026-11-23T18:49:00Z', '23.11.2026', '23.11.2026, 23:49'],
    ['kk', '2026-11-23T18:49:00Z', '23.11.2026', '23.11.2026, 23:49'],
    // English in Kazakhstan writes a day as the ru and kk pages, the documents and the SMS do, not «23/11/2026».
    ['en', '2026-11-23T18:49:00Z', '23.11.2026', '23.11.2026, 23:49'],
    ['ru', '2026-11-23T19:10:00Z', '24.11.2026', '24.11.2026, 00:10'],
  ] as const)('dates in %s of %s', async (lang, iso, day, withTime) => {
    await changeLanguage(lang);
    expect(date(iso)).toBe(day);
    expect(dateTime(iso)).toBe(withTime);
    expect(DATE_FIELD_FORMAT).toBe('DD.MM.YYYY');
  });

  it.each([
    // A tariff's delivery days: day first in every language (Chromium's kk-KZ wrote «12-14» for 14 December).
    ['ru', '2026-12-14', '14.12'],
    ['kk', '2026-12-14', '14.12'],
    ['en', '2026-12-14', '14.12'],
    ['kk', '2026-01-05', '05.01'],
  ] as const)('a day and month in %s: %s → %s', async (lang, day, shown) => {
    await changeLanguage(lang);
    expect(dayMonth(day)).toBe(shown);
  });

  it('reads a calendar day as that day in Almaty', () => {
    expect(date('2026-01-05')).toBe('05.01.2026');
  });

  it.each([
    ['ru', 'марта'],
    ['kk', 'наурыз'],
    ['en', 'March'],
  ] as const)('a long date in %s names the month (%s)', (lang, month) => {
    const text = longDate('2026-03-12', lang);
    expect(text).toContain(month);
    expect(text).toContain('2026');
    expect(text).toContain('12');
  });

  it('never writes a Russian month in Kazakh', () => {
    for (let m = 1; m <= 12; m++) {
      const text = longDate(`2026-${String(m).padStart(2, '0')}-15`, 'kk');
      expect(text).not.toMatch(/января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря/);
    }
  });

  it.each([
    ['77011230001', '+7 (701) 123 00 01'],
    ['77471234567', '+7 (747) 123 45 67'],
    ['not a phone', 'not a phone'],
    [null, ''],
  ] as const)('phone %s → %s', (stored, shown) => {
    expect(phone(stored)).toBe(shown);
  });

  it('gives nothing for a date it cannot read instead of «Invalid Date»', () => {
    expect(date('soon')).toBe('');
    expect(dateTime('soon')).toBe('');
  });
});

describe('a month in words (an act’s period in the console)', () => {
  it.each([
    ['ru', '2026-11', 'ноябрь 2026'],
    ['kk', '2026-11', '2026 жылғы қараша'],
    ['en', '2026-11', 'November 2026'],
    ['ru', '2027-01', 'январь 2027'],
    ['kk', '2026-03', '2026 жылғы наурыз'],
    ['en', '2026-13', '2026-13'],
  ] as const)('%s %s → %s', (lang, period, expected) => {
    expect(monthYear(period, lang)).toBe(expected);
  });
});
