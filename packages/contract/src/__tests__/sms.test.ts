import { arrivalPlace, type Lang, type LocalityKind, smsParts } from '@jetkiz/domain';
import { describe, expect, it } from 'vitest';
import { TRACKING_SMS, TRACKING_SMS_LINK } from '../tracking.ts';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** Real names of both ends, the longest ones the road network has among cities, villages and stations. */
const ROUTES: { kind: LocalityKind; from: Record<Lang, string>; to: Record<Lang, string> }[] = [
  {
    kind: 'regional_centre',
    from: { ru: 'Алматы', kk: 'Алматы', en: 'Almaty' },
    to: { ru: 'Караганда', kk: 'Қарағанды', en: 'Karaganda' },
  },
  {
    kind: 'regional_centre',
    from: { ru: 'Петропавловск', kk: 'Петропавл', en: 'Petropavlovsk' },
    to: { ru: 'Усть-Каменогорск', kk: 'Өскемен', en: 'Ust-Kamenogorsk' },
  },
  {
    kind: 'station',
    from: { ru: 'Астана', kk: 'Астана', en: 'Astana' },
    to: { ru: 'станция Акбулак', kk: 'Ақбұлақ станциясы', en: 'Akbulak station' },
  },
  {
    kind: 'village',
    from: { ru: 'Шымкент', kk: 'Шымкент', en: 'Shymkent' },
    to: { ru: 'Жанакорган', kk: 'Жаңақорған', en: 'Zhanakorgan' },
  },
];
const track = 'JK123456785KZ';
const url = `https://jetkiz.kz/tracking/${track}`;

const sms = (event: keyof typeof TRACKING_SMS, lang: Lang, route: (typeof ROUTES)[number]) => {
  const text = fill(TRACKING_SMS[event][lang], {
    track,
    from: route.from[lang],
    to: route.to[lang],
    toPlace: arrivalPlace(route.kind, route.to[lang], lang),
  });
  return event === 'delivered' ? text : `${text} ${fill(TRACKING_SMS_LINK[lang], { url })}`;
};

describe('tracking SMS', () => {
  it.each(Object.keys(TRACKING_SMS) as (keyof typeof TRACKING_SMS)[])(
    '%s: a Kazakh SMS takes no more parts than the Russian',
    (event) => {
      for (const route of ROUTES) {
        const [ru, kk] = [sms(event, 'ru', route), sms(event, 'kk', route)];
        expect(smsParts(kk), `${kk}\n${ru}`).toBeLessThanOrEqual(smsParts(ru));
      }
    },
  );

  it('reads right for a city, a station and a village', () => {
    const [city, , station, village] = ROUTES as [(typeof ROUTES)[0], unknown, (typeof ROUTES)[0], (typeof ROUTES)[0]];
    expect(sms('arrived', 'ru', city)).toBe(`Jetkiz: посылка ${track} прибыла в город Караганда. Отслеживание: ${url}`);
    expect(sms('arrived', 'kk', city)).toBe(`Jetkiz: ${track} сәлемдемесі Қарағанды қаласына жетті. Бақылау: ${url}`);
    expect(sms('arrived', 'ru', station)).toContain('прибыла на станцию Акбулак.');
    expect(sms('arrived', 'kk', station)).toContain('Ақбұлақ станциясына жетті.');
    expect(sms('arrived', 'kk', village)).toContain('Жаңақорған ауылына жетті.');
    expect(sms('delivered', 'kk', city)).toBe(`Jetkiz: ${track} сәлемдемесі жеткізілді. Рахмет!`);
    expect(smsParts(sms('delivered', 'kk', city))).toBe(1);
  });
});
