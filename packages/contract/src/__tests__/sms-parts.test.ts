import {
  arrivalPlace,
  fillSms,
  formatAvrNumber,
  formatDay,
  formatPercent,
  formatTenge,
  isGsm7,
  LANGS,
  type Lang,
  type Localized,
  makeTrackNumber,
  PENALTY_BASIS_POINTS_PER_DAY,
  smsParts,
  type TextValues,
} from '@jetkiz/domain';
import { describe, expect, it } from 'vitest';
import * as contract from '../index.ts';

/**
 * Every SMS the API sends, filled as it is sent (the domain's `fillSms`) with real values at their longest: the
 * longest names of a route's ends, of an additional service and of a block's reason, a company named in Cyrillic,
 * sums with tiyn. An English SMS is GSM-7 (160 characters a part, not 70); the parts are what each costs us.
 */
const track = makeTrackNumber('JK', 12_345_678);
const place = <T>(ru: T, kk: T, en: T): Record<Lang, T> => ({ ru, kk, en });
const from = place('Петропавловск', 'Петропавл', 'Petropavlovsk');
const to = place('Усть-Каменогорск', 'Өскемен', 'Ust-Kamenogorsk');
const service = place(
  'Хранение сверх бесплатных дней (за сутки)',
  'Тегін күндерден артық сақтау (тәулігіне)',
  'Storage beyond the free days (per day)',
);
const company = 'ТОО «Жеткізу Логистик»';
const actNumber = formatAvrNumber(2026, 123);
const day = formatDay('2026-12-08');

/** `link`: the SMS ends in the tracking link (TRACKING_SMS_LINK), as the hand-over's and the arrival's do. */
type Row = { template: Localized; values?: (lang: Lang) => TextValues; link?: true; parts: Record<Lang, number> };
const url = `https://jetkiz.kz/tracking/${track}`;

const SMS: Record<string, Row> = {
  'TRACKING_SMS.accepted': {
    template: contract.TRACKING_SMS.accepted,
    values: (l) => ({ track, from: from[l], to: to[l] }),
    link: true,
    parts: place(3, 2, 1),
  },
  'TRACKING_SMS.arrived': {
    template: contract.TRACKING_SMS.arrived,
    values: (l) => ({ track, toPlace: arrivalPlace('regional_centre', to[l], l) }),
    link: true,
    parts: place(2, 2, 1),
  },
  'TRACKING_SMS.delivered': { template: contract.TRACKING_SMS.delivered, values: () => ({ track }), parts: place(1, 1, 1) },
  TRACKING_SMS_LINK: {
    template: contract.TRACKING_SMS_LINK,
    values: () => ({ url }),
    parts: place(1, 1, 1),
  },
  'AVR_SMS.issued': {
    template: contract.AVR_SMS.issued,
    values: (l) => ({ number: actNumber, amount: formatTenge(123_456_750, l), date: day }),
    parts: place(2, 2, 1),
  },
  'AVR_SMS.reissued': {
    template: contract.AVR_SMS.reissued,
    values: (l) => ({
      number: formatAvrNumber(2026, 124),
      replaces: actNumber,
      amount: formatTenge(123_456_750, l),
      date: day,
    }),
    parts: place(2, 3, 1),
  },
  'AVR_SMS.deemedAccepted': {
    template: contract.AVR_SMS.deemedAccepted,
    values: () => ({ number: actNumber }),
    parts: place(1, 2, 1),
  },
  'CLAIM_TEXTS.smsCompensated': {
    template: contract.CLAIM_TEXTS.smsCompensated,
    values: (l) => ({ number: 'JZ-00001000-12', amount: formatTenge(12_500_050, l) }),
    parts: place(1, 1, 1),
  },
  'CLAIM_TEXTS.smsRefused': {
    template: contract.CLAIM_TEXTS.smsRefused,
    values: () => ({ number: 'JZ-00001000-12' }),
    parts: place(1, 1, 1),
  },
  'COMPANY_TEXTS.smsInvitation': {
    template: contract.COMPANY_TEXTS.smsInvitation,
    values: () => ({ organization: company, code: '1234', url: 'https://jetkiz.kz/invitation?phone=77011234567' }),
    parts: place(3, 3, 2),
  },
  'IDENTITY_TEXTS.smsRegistration': {
    template: contract.IDENTITY_TEXTS.smsRegistration,
    values: () => ({ code: '1234' }),
    parts: place(1, 1, 1),
  },
  'IDENTITY_TEXTS.smsRecovery': {
    template: contract.IDENTITY_TEXTS.smsRecovery,
    values: () => ({ code: '123456' }),
    parts: place(2, 2, 1),
  },
  'IDENTITY_TEXTS.smsRegistrationTaken': { template: contract.IDENTITY_TEXTS.smsRegistrationTaken, parts: place(3, 3, 1) },
  'CUSTOMER_BLOCK_SMS.blocked': {
    template: contract.CUSTOMER_BLOCK_SMS.blocked,
    values: (l) => ({ reason: contract.BLOCK_CATEGORY_NAMES.breach[l] }),
    parts: place(3, 2, 1),
  },
  'CUSTOMER_BLOCK_SMS.unblocked': { template: contract.CUSTOMER_BLOCK_SMS.unblocked, parts: place(1, 1, 1) },
  'ORDER_EXTRAS_TEXTS.lateCreditSms': {
    template: contract.ORDER_EXTRAS_TEXTS.lateCreditSms,
    values: (l) => ({ number: 'JZ-00001000', days: 12, amount: formatTenge(1_234_550, l) }),
    parts: place(2, 2, 1),
  },
  'ORDER_EXTRAS_TEXTS.serviceSms': {
    template: contract.ORDER_EXTRAS_TEXTS.serviceSms,
    values: (l) => ({
      number: 'JZ-00001000',
      service: service[l],
      amount: formatTenge(1_234_550, l),
      date: day,
      rate: formatPercent(PENALTY_BASIS_POINTS_PER_DAY, l),
    }),
    parts: place(3, 3, 2),
  },
  'SIGN_IN_TEXTS.smsPaused': { template: contract.SIGN_IN_TEXTS.smsPaused, parts: place(3, 3, 2) },
};

const sent = (row: Row, lang: Lang) => {
  const text = fillSms(row.template, lang, row.values?.(lang));
  return row.link ? `${text} ${fillSms(contract.TRACKING_SMS_LINK, lang, { url })}` : text;
};

/** The contract's SMS templates, found by name: a catalogue called `…_SMS…`, or a text called `sms…` / `…Sms`. */
const smsTemplatesOfContract = (): string[] => {
  const found: string[] = [];
  const visit = (value: unknown, path: string[]) => {
    if (typeof value !== 'object' || value === null) return;
    if (LANGS.every((l) => typeof (value as Record<string, unknown>)[l] === 'string')) {
      const name = path.at(-1) ?? '';
      if (/_SMS(_|$)/.test(path[0] ?? '') || /^sms|Sms$/.test(name)) found.push(path.join('.'));
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
  };
  for (const [name, value] of Object.entries(contract)) visit(value, [name]);
  return found;
};

describe('every SMS the API sends', () => {
  it('is in this table', () => {
    expect(Object.keys(SMS).sort()).toEqual(smsTemplatesOfContract().sort());
  });

  it.each(Object.entries(SMS))('%s in English, filled, is GSM-7 and fills every placeholder', (_name, row) => {
    const text = sent(row, 'en');
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(isGsm7(text), text).toBe(true);
  });

  it.each(Object.entries(SMS))('%s takes the parts we expect in ru, kk and en', (_name, row) => {
    const parts = Object.fromEntries(LANGS.map((lang) => [lang, smsParts(sent(row, lang))]));
    expect(parts, LANGS.map((lang) => sent(row, lang)).join('\n')).toEqual(row.parts);
  });

  it('writes an English sum in KZT, an act in Latin letters and a company in plain quotes', () => {
    expect(sent(SMS['AVR_SMS.issued'] as Row, 'en')).toBe(
      'Jetkiz: act of completed works AVR-2026-000123 for 1,234,567.50 KZT awaits your signature by 08.12.2026.',
    );
    expect(sent(SMS['ORDER_EXTRAS_TEXTS.serviceSms'] as Row, 'en')).toBe(
      'Jetkiz: "Storage beyond the free days (per day)" was added to order JZ-00001000, 12,345.50 KZT. ' +
        'Pay by 08.12.2026, then a 3% penalty a day. Until paid, the order is on hold.',
    );
    expect(sent(SMS['COMPANY_TEXTS.smsInvitation'] as Row, 'en')).toContain('Jetkiz: TOO "Zhetkizu Logistik" invites you');
    expect(sent(SMS['CUSTOMER_BLOCK_SMS.blocked'] as Row, 'en')).toContain("Reason: Breach of the offer's terms.");
    // Russian and Kazakh keep their typography: Cyrillic goes as UCS-2 whatever the punctuation.
    expect(sent(SMS['AVR_SMS.issued'] as Row, 'ru')).toContain('АВР-2026-000123 на 1\u00a0234\u00a0567,50\u00a0₸');
  });
});
