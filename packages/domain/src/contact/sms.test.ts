import { describe, expect, it } from 'vitest';
import { formatPercent } from '../i18n/format-number.ts';
import type { Lang } from '../i18n/lang.ts';
import { formatTenge } from '../money/money.ts';
import { fillSms, isGsm7, smsParts, smsText } from './sms.ts';

describe('an SMS in English is written in the GSM alphabet', () => {
  it.each([
    ['“Re-packing” was added', '"Re-packing" was added'],
    ['Breach of the offer’s terms', "Breach of the offer's terms"],
    ['«Kaz Trade» LLP', '"Kaz Trade" LLP'],
    ['Almaty — Astana – Karaganda', 'Almaty - Astana - Karaganda'],
    ['Almaty → Astana', 'Almaty -> Astana'],
    ['non\u2011breaking hyphen', 'non-breaking hyphen'],
    ['12\u00a0345\u202f₸', '12 345 KZT'],
    ['12,345\u00a0₸ paid', '12,345 KZT paid'],
    ['500₸', '500 KZT'],
    ['invoice №\u00a017', 'invoice No. 17'],
    ['wait…', 'wait...'],
    ['40×30×20', '40x30x20'],
    ['act АВР-2026-000123', 'act AVR-2026-000123'],
    ['ТОО «Жеткізу Логистик»', 'TOO "Zhetkizu Logistik"'],
    ['soft\u00adhyphen and zero\u200bwidth', 'softhyphen and zerowidth'],
  ])('%j → %j', (text, sent) => {
    expect(smsText(text, 'en')).toBe(sent);
    expect(isGsm7(smsText(text, 'en'))).toBe(true);
  });

  it('leaves what is GSM already as it is, the characters GSM has beyond ASCII too', () => {
    const text = 'Jetkiz: code 1234. {Café} [Müller] ~50% €5 @home_1 https://jetkiz.kz/tracking/JK123456785KZ?x=1&y=2';
    expect(smsText(text, 'en')).toBe(text);
  });

  it.each<[Lang, string]>([
    ['ru', 'Jetkiz: к заказу JZ-00001000 добавлена услуга «Переупаковка» — 12\u00a0345\u00a0₸.'],
    ['kk', 'Jetkiz: JZ-00001000 тапсырысына «Қайта қаптау» қызметі қосылды — 12\u00a0345\u00a0₸.'],
  ])('leaves a %s SMS as written: Cyrillic is UCS-2 whatever its punctuation', (lang, text) => {
    expect(smsText(text, lang)).toBe(text);
  });

  it('fills a template and spells it for SMS in one step', () => {
    const template = {
      ru: 'Оплатите {{amount}} до {{date}}',
      kk: '{{amount}} төлеңіз, мерзімі — {{date}}',
      en: 'Pay {{amount}} by {{date}}',
    };
    const values = (lang: Lang) => ({ amount: formatTenge(1_234_550, lang), date: '08.12.2026' });
    expect(fillSms(template, 'en', values('en'))).toBe('Pay 12,345.50 KZT by 08.12.2026');
    expect(fillSms(template, 'ru', values('ru'))).toBe('Оплатите 12\u00a0345,50\u00a0₸ до 08.12.2026');
    expect(fillSms({ ru: 'а', kk: 'ә', en: '{{rate}} a day' }, 'en', { rate: formatPercent(300, 'en') })).toBe('3% a day');
  });

  it('counts an English text at 160 a part once it is spelt for SMS, and at 70 before', () => {
    const text = `Jetkiz: “${'x'.repeat(100)}” 1\u00a0000\u00a0₸`;
    expect(smsParts(text)).toBe(2);
    expect(smsParts(smsText(text, 'en'))).toBe(1);
  });
});
