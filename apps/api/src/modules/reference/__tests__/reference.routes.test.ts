import { gunzipSync } from 'node:zlib';
import type { LocalityOption, StreetType } from '@jetkiz/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { createReferenceService } from '../index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const directions = async (query: Record<string, string>, lang?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/calc/public/nsi/direction',
    query,
    headers: lang ? { 'accept-language': lang } : {},
  });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/calc/public/nsi/direction', () => {
  it('finds Karaganda from Kazakh letters, Russian look-alikes and Latin, regional centre first', async () => {
    for (const [name, lang, expected] of [
      ['Қарағ', 'KZ', 'Қарағанды'],
      ['Карағ', 'KZ', 'Қарағанды'],
      ['караганда', 'RU', 'Караганда'],
      ['Karag', 'EN', 'Karaganda'],
    ] as const) {
      const { status, body } = await directions({ type: 'FROM', name }, lang);
      expect(status).toBe(200);
      expect(body[0]).toMatchObject({ kato: '351010000', name: expected });
    }
  });

  it('answers a repeated search from its cache, still in each caller language', async () => {
    for (let round = 0; round < 2; round++) {
      expect((await directions({ type: 'FROM', name: 'Қарағ' }, 'RU')).body[0].name).toBe('Караганда');
      expect((await directions({ type: 'FROM', name: 'Қарағ' }, 'EN')).body[0].name).toBe('Karaganda');
      expect((await directions({ type: 'TO', name: 'Қарағ' }, 'KZ')).body[0].name).toBe('Қарағанды');
    }
  });

  it('answers the same address asked again at once, and keeps only answered questions: a bad one is refused each time', async () => {
    const url = `/api/calc/public/nsi/direction?type=FROM&name=${encodeURIComponent('Шымк')}`;
    const ask = (path: string, lang = 'RU') => t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': lang } });
    const first = await ask(url);
    const again = await ask(url);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // The same address in another language is another answer.
    expect((await ask(url, 'EN')).json()[0].name).toBe('Shymkent');
    expect((await ask(url, 'RU')).json()[0].name).toBe('Шымкент');
    // An address padded with parameters the search drops is answered the same (it is too long to be kept by address).
    const padded = `${url}&pad=${'x'.repeat(2_000)}`;
    expect((await ask(padded)).body).toBe(first.body);
    expect((await ask(padded)).body).toBe(first.body);
    for (const bad of ['type=SIDEWAYS&name=Alm', 'type=FROM&name=%00Alm', `type=FROM&name=${'a'.repeat(200)}`]) {
      for (let round = 0; round < 2; round++) {
        const response = await ask(`/api/calc/public/nsi/direction?${bad}`);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().errorCode).toBe('VALIDATION');
      }
    }
  });

  it('sends a repeated answer gzipped to a caller that takes gzip, and as it is to one that does not (issue 20)', async () => {
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/calc/public/nsi/direction',
        query: { type: 'FROM', name: 'Алм' },
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const first = await ask('gzip, deflate, br');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toBe('accept-encoding');
    const plain = first.json();
    expect(plain.length).toBeGreaterThan(5);
    const second = await ask('gzip, deflate, br');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.rawPayload.length).toBeLessThan(first.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(second.rawPayload).toString())).toEqual(plain);
    const refused = await ask();
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain);
  });

  it('answers from its kept answers what the search computes, for any text typed (issue 20)', async () => {
    // The search itself, over the same localities, without the route's answers kept by normalized text.
    const reference = createReferenceService(t.database.db);
    await reference.load();
    const letters = fc.constantFrom(...'ҚқӘәӨөҰұҮүІіКкАаРрГгНнДдЫыЛлМмТтСсОоЕеЁёЙйУуБбИиKkAaRrGgNnLlMmSsTtOo -.');
    const typed = fc.oneof(
      fc.array(letters, { minLength: 1, maxLength: 8 }).map((chars) => chars.join('')),
      fc.constantFrom('Алм', 'алм ', 'АЛМ', 'Қарағ', 'караг', 'Kost', 'усть-', ' ', ''),
    );
    const headers = { ru: 'RU', kk: 'KZ', en: 'EN' } as const;
    await fc.assert(
      fc.asyncProperty(typed, fc.constantFrom('ru', 'kk', 'en') as fc.Arbitrary<'ru' | 'kk' | 'en'>, async (name, lang) => {
        const { status, body } = await directions({ type: 'FROM', name }, headers[lang]);
        expect(status).toBe(200);
        expect(body).toEqual(reference.searchDirections({ type: 'FROM', name }, lang));
      }),
      { numRuns: 200 },
    );
  });

  it('names the region beside a village so same-named villages can be told apart', async () => {
    const { body } = await directions({ type: 'TO', name: 'Карааул' }, 'RU');
    expect(body).toContainEqual({ kato: '103230100', name: 'Карааул', region: 'Абайский район, область Абай' });
  });

  it('answers at most 20, and the regional centres and big cities when no name is given', async () => {
    const many = await directions({ type: 'TO', name: 'а' });
    expect(many.body.length).toBe(20);
    const popular = await directions({ type: 'FROM' }, 'RU');
    expect(popular.status).toBe(200);
    expect(popular.body).toHaveLength(20);
    expect(popular.body.slice(0, 3).map((l: LocalityOption) => l.name)).toEqual(['Алматы', 'Астана', 'Шымкент']);
    expect(popular.body.map((l: LocalityOption) => l.name)).toContain('Усть-Каменогорск');
  });

  it('never offers administrative units or winter camps', async () => {
    const { body } = await directions({ type: 'TO', name: 'Абайский' }, 'RU');
    expect(body.map((l: LocalityOption) => l.name)).not.toContain('Абайский район');
    const camps = await directions({ type: 'TO', name: 'зимовка Жанабаз' }, 'RU');
    expect(camps.body).toEqual([]);
  });

  it.each([
    ['RU', 'Недопустимое значение'],
    ['KZ', 'Рұқсат етілмеген мән'],
    ['EN', 'The value is not allowed'],
  ])('refuses an unknown type with the error shape in %s', async (lang, fieldMessage) => {
    const { status, body } = await directions({ type: 'SIDEWAYS', name: 'Алматы' }, lang);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('VALIDATION');
    expect(body.fields).toEqual({ type: fieldMessage });
    expect(typeof body.message).toBe('string');
  });

  it('refuses a missing type and a 200-character name; answers SQL and HTML with an empty list', async () => {
    expect((await directions({ name: 'Алматы' })).body).toMatchObject({
      errorCode: 'VALIDATION',
      fields: { type: expect.any(String) },
    });
    const long = await directions({ type: 'FROM', name: 'а'.repeat(200) }, 'EN');
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ name: 'Too many characters' });
    for (const name of ["'; DROP TABLE localities; --", '<script>alert(1)</script>', '%', '\\', '   ']) {
      const { status, body } = await directions({ type: 'FROM', name });
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
    }
    expect((await directions({ type: 'FROM', name: "'; DROP TABLE localities; --" })).body).toEqual([]);
    expect((await directions({ type: 'FROM', name: '<script>alert(1)</script>' })).body).toEqual([]);
  });
});

describe('GET /api/order/public/street/abbr', () => {
  it.each([
    ['RU', { id: 1, code: 'street', name: 'улица', abbr: 'ул.' }],
    ['KZ', { id: 1, code: 'street', name: 'көшесі', abbr: 'көш.' }],
    ['EN', { id: 1, code: 'street', name: 'street', abbr: 'St.' }],
  ])('lists street types in %s', async (lang, first) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/order/public/street/abbr',
      headers: { 'accept-language': lang },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as StreetType[];
    expect(body[0]).toEqual(first);
    expect(body.map((s) => s.code)).toContain('microdistrict');
  });
});
