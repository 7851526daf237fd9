import { fillText, formatPercent, formatTenge, type Lang, PENALTY_BASIS_POINTS_PER_DAY, smsParts } from '@jetkiz/domain';
import { describe, expect, it } from 'vitest';
import { ORDER_EXTRAS_TEXTS } from '../order-extras.ts';

/** The shortest and the longest name an additional service has (apps/api/seed-data/services.csv). */
const SERVICES: Record<Lang, string[]> = {
  ru: ['Переупаковка', 'Хранение сверх бесплатных дней (за сутки)'],
  kk: ['Қайта қаптау', 'Тегін күндерден артық сақтау (тәулігіне)'],
  en: ['Re-packing', 'Storage beyond the free days (per day)'],
};

const sms = (lang: Lang, service: string) =>
  fillText(ORDER_EXTRAS_TEXTS.serviceSms[lang], {
    number: 'JZ-00001000',
    service,
    amount: formatTenge(1_234_500, lang),
    date: '08.12.2026',
    rate: formatPercent(PENALTY_BASIS_POINTS_PER_DAY, lang),
  });

describe('the SMS of an added service', () => {
  it.each([
    ['ru', 'Оплатите до 08.12.2026, после срока — пеня 3\u00a0% в день.'],
    ['kk', 'Төлеу мерзімі — 08.12.2026, одан кейін күніне 3\u00a0% өсімпұл.'],
    ['en', 'Pay by 08.12.2026, then a 3% penalty a day.'],
  ] as const)('says in %s that paying after the due day adds the daily penalty', (lang, clause) => {
    expect(sms(lang, SERVICES[lang][0] as string)).toContain(clause);
  });

  it.each(['ru', 'kk', 'en'] as const)('fills every placeholder and stays within three parts in %s', (lang) => {
    for (const service of SERVICES[lang]) {
      const text = sms(lang, service);
      expect(text).not.toMatch(/\{\{|\}\}/);
      expect(smsParts(text), text).toBeLessThanOrEqual(3);
    }
  });

  it('takes no more parts in Kazakh than in Russian', () => {
    for (const [i, ru] of SERVICES.ru.entries()) {
      expect(smsParts(sms('kk', SERVICES.kk[i] as string))).toBeLessThanOrEqual(smsParts(sms('ru', ru)));
    }
  });
});
