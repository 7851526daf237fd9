import { describe, expect, it } from 'vitest';
import { en as accountEn } from '../account-en.ts';
import { kk as accountKk } from '../account-kk.ts';
import { ru as accountRu } from '../account-ru.ts';
import { en as calcEn } from '../calc-en.ts';
import { kk as calcKk } from '../calc-kk.ts';
import { ru as calcRu } from '../calc-ru.ts';
import { en as claimsEn } from '../claims-en.ts';
import { kk as claimsKk } from '../claims-kk.ts';
import { ru as claimsRu } from '../claims-ru.ts';
import { en } from '../en.ts';
import { kk } from '../kk.ts';
import { en as operatorEn } from '../operator-en.ts';
import { kk as operatorKk } from '../operator-kk.ts';
import { ru as operatorRu } from '../operator-ru.ts';
import { en as ordersEn } from '../orders-en.ts';
import { kk as ordersKk } from '../orders-kk.ts';
import { ru as ordersRu } from '../orders-ru.ts';
import { en as paymentsEn } from '../payments-en.ts';
import { kk as paymentsKk } from '../payments-kk.ts';
import { ru as paymentsRu } from '../payments-ru.ts';
import { en as publicEn } from '../public-en.ts';
import { kk as publicKk } from '../public-kk.ts';
import { ru as publicRu } from '../public-ru.ts';
import { ru } from '../ru.ts';
import { en as trackingEn } from '../tracking-en.ts';
import { kk as trackingKk } from '../tracking-kk.ts';
import { ru as trackingRu } from '../tracking-ru.ts';

const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign({}, ...Object.entries(value as object).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));

/** Every catalogue of a language, as the app merges them. */
const catalogs = {
  ru: {
    ...flatten(ru),
    ...flatten(accountRu),
    ...flatten(calcRu),
    ...flatten(ordersRu),
    ...flatten(paymentsRu),
    ...flatten(trackingRu),
    ...flatten(publicRu),
    ...flatten(operatorRu),
    ...flatten(claimsRu),
  },
  kk: {
    ...flatten(kk),
    ...flatten(accountKk),
    ...flatten(calcKk),
    ...flatten(ordersKk),
    ...flatten(paymentsKk),
    ...flatten(trackingKk),
    ...flatten(publicKk),
    ...flatten(operatorKk),
    ...flatten(claimsKk),
  },
  en: {
    ...flatten(en),
    ...flatten(accountEn),
    ...flatten(calcEn),
    ...flatten(ordersEn),
    ...flatten(paymentsEn),
    ...flatten(trackingEn),
    ...flatten(publicEn),
    ...flatten(operatorEn),
    ...flatten(claimsEn),
  },
};

describe('message catalogues', () => {
  it('have exactly the same keys in ru, kk and en', () => {
    const keys = Object.keys(catalogs.ru).sort();
    expect(Object.keys(catalogs.kk).sort()).toEqual(keys);
    expect(Object.keys(catalogs.en).sort()).toEqual(keys);
  });

  it('have no empty text and the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(catalogs.ru)) {
      const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
      for (const lang of ['kk', 'en'] as const) {
        const other = catalogs[lang][key] ?? '';
        expect(other.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(other), `${lang}.${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('are real Kazakh, not copies of Russian', () => {
    // Language names are written in their own language; «Телефон» and «Компания» are Kazakh words too.
    const shared = new Set([
      'contacts.phone',
      'cabinet.phone',
      'cabinet.roleCompany',
      'calc.types.standard',
      'calc.types.express',
      'priority.standard',
      'priority.express',
      // The order's product is named as the calculator names it: «Стандарт», «Экспресс» are Kazakh words too.
      'orders.productSigns.1',
      'orders.productSigns.2',
      // The menu names the calculator as its page does («Жеткізу калькуляторы»).
      'nav.calculator',
      'partners.form.phone',
      'partners.form.company',
      'operator.roles.operator',
      'operator.roles.accountant',
      'operator.staff.phone',
      'operator.layout.signedInAs',
      'operator.signIn.code',
      'operator.staff.enrolled',
      // An act number's example: the numbering's fixed code, the same in every language.
      'avr.registry.numberHint',
      // «Акт» before an act's number on a receipt: the Kazakh word too («Акт нөмірі», «Акт күні»).
      'payments.documents.act',
    ]);
    const same = Object.keys(catalogs.ru).filter(
      (k) => catalogs.ru[k] === catalogs.kk[k] && !k.startsWith('language.') && !shared.has(k),
    );
    expect(same.filter((k) => /[а-яё]{3}/i.test(catalogs.ru[k] ?? ''))).toEqual([]);
  });

  it.each<[keyof typeof catalogs, string, string, string]>([
    [
      'kk',
      'tracking.notFound',
      'Мұндай нөмірлі сәлемдеме табылмады. Нөмірді тексеріңіз немесе кейінірек қайталап көріңіз.',
      '«кейінірек көріңіз» read «look later»',
    ],
    [
      'kk',
      'payments.documents.allKinds',
      'Барлық түрлер',
      '«Барлық түрі» was a possessive with no owner; the other filters say «Барлық мәртебелер»',
    ],
    [
      'ru',
      'orders.addresses.lead',
      'Сохранённые адреса можно подставить в данные отправителя или получателя заказа.',
      'addresses «заполняли отправителя», a person',
    ],
    ['en', 'calc.sortDays', 'By delivery time', '«By days» named no measure; ru «По сроку», kk «Мерзімі бойынша»'],
    ['ru', 'tracking.places', 'Количество мест', 'a bare «Мест» read «of places»; kk says «Орын саны»'],
    ['ru', 'orders.detail.places', 'Количество мест', 'a bare «Мест» read «of places»; kk says «Орын саны»'],
  ])('say it as a native reader reads it: %s %s', (lang, key, text) => {
    expect(catalogs[lang][key]).toBe(text);
  });

  it('carry the notification titles of spec §8', () => {
    expect([ru.notify.errorTitle, kk.notify.errorTitle, en.notify.errorTitle]).toEqual(['Ошибка', 'Қате', 'Error']);
    expect(ru.notify.warningTitle).toBe('Внимание');
  });
});
