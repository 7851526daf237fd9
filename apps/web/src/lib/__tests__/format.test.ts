import { afterAll, describe, expect, it } from 'vitest';
import { dateTime } from '../format.ts';
import { changeLanguage, dateLocale } from '../i18n.ts';

describe('dates in the interface language', () => {
  afterAll(async () => {
    await changeLanguage('ru');
  });

  it('writes Kazakh dates with Kazakh month names, not Russian ones', async () => {
    await changeLanguage('kk');
    expect(dateLocale()).toBe('kk-KZ');
    const march = new Intl.DateTimeFormat(dateLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date('2026-03-12T00:00:00Z'),
    );
    expect(march).toContain('нау');
    expect(march).not.toContain('мар');
    expect(dateTime('2026-03-12T09:30:00Z')).toContain('14:30');
    await changeLanguage('ru');
    expect(dateLocale()).toBe('ru-RU');
  });
});
