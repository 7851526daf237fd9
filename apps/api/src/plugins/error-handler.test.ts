import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, KARAGANDA } from '../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { CROWDED_FROM_CHARS } from '../lib/crowded-json.ts';
import { MAX_NAMED_FIELDS, validationFields } from './error-handler.ts';

type SchemaError = Parameters<typeof validationFields>[0][number];
const schemaError = (keyword: string, instancePath: string): SchemaError =>
  ({ keyword, instancePath, schemaPath: '', params: {} }) as SchemaError;

describe('the words of a schema failure', () => {
  it.each([
    ['maxItems', '/packDtos', 'ru', 'Слишком много элементов'],
    ['maxItems', '/packDtos', 'kk', 'Элементтер тым көп'],
    ['minItems', '/roles', 'en', 'Too few items'],
    ['maxLength', '/name', 'en', 'Too many characters'],
    ['minLength', '/name', 'en', 'The value is too short'],
  ] as const)('%s at %s in %s', (keyword, path, lang, message) => {
    expect(validationFields([schemaError(keyword, path)], lang)).toEqual({ [path.slice(1)]: message });
  });
});

describe('a list too long for its schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is «too many items», not «too many characters» (5 000 parcels in one calculation)', async () => {
    const pack = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 };
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/calc/public/calc',
      headers: { 'accept-language': 'EN' },
      payload: { from: ALMATY, to: KARAGANDA, packDtos: Array.from({ length: 5_000 }, () => pack) },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      errorCode: 'VALIDATION',
      fields: { packDtos: 'Too many items' },
      // Every language's words too, for a page switched to another language.
      fieldTexts: { packDtos: { ru: 'Слишком много элементов', kk: 'Элементтер тым көп', en: 'Too many items' } },
    });
  });

  it('names at most 100 fields: a list of bad items is a short answer, not one line per item in every language', async () => {
    // 3 000 nulls: each item a schema error of its own (the schema checks them all), each named in 4 places. A body
    // this short is not looked at for crowded lists (lib/crowded-json.ts), so the schema sees it.
    const body = JSON.stringify({ from: ALMATY, to: KARAGANDA, packDtos: Array.from({ length: 3_000 }, () => null) });
    expect(body.length).toBeLessThan(CROWDED_FROM_CHARS);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/calc/public/calc',
      headers: { 'accept-language': 'KZ', 'content-type': 'application/json' },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    const { fields, fieldTexts } = answer.json() as { fields: Record<string, string>; fieldTexts: Record<string, object> };
    expect(fields.packDtos).toBe('Элементтер тым көп');
    expect(fields['packDtos.0']).toBe('Мәні қате');
    expect(Object.keys(fields)).toHaveLength(MAX_NAMED_FIELDS);
    expect(Object.keys(fieldTexts)).toEqual(Object.keys(fields));
    expect(answer.body.length).toBeLessThan(20_000);
  });

  it.each([
    ['half a million zeros in a list the schema takes 50 of', { packDtos: Array.from({ length: 500_000 }, () => 0) }, 'packDtos'],
    [
      'a list of 20 000 inside a parcel',
      { packDtos: [{ length: Array.from({ length: 20_000 }, () => 0) }] },
      'packDtos.0.length',
    ],
    ['80 000 unknown keys', Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`k${i}`, 0])), 'body'],
  ])(
    'a long body with %s is refused as too many items at the field, before the schema lists each one',
    async (_, extra, field) => {
      const body = JSON.stringify({ from: ALMATY, to: KARAGANDA, ...extra });
      expect(body.length).toBeGreaterThan(CROWDED_FROM_CHARS);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/calc/public/calc',
        headers: { 'accept-language': 'RU', 'content-type': 'application/json' },
        payload: body,
      });
      expect(answer.statusCode).toBe(400);
      // The schema alone named 100 fields here (one per bad item) after up to a third of a second of a blocked server.
      expect(answer.json()).toEqual({
        errorCode: 'VALIDATION',
        message: expect.any(String),
        messageTexts: expect.any(Object),
        fields: { [field]: 'Слишком много элементов' },
        fieldTexts: { [field]: { ru: 'Слишком много элементов', kk: 'Элементтер тым көп', en: 'Too many items' } },
      });
    },
  );

  it('a long body nested 400 000 lists deep is refused as an invalid body before it is parsed', async () => {
    const body = `{"from":"${ALMATY}","to":"${KARAGANDA}","packDtos":${'['.repeat(400_000)}${']'.repeat(400_000)}}`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/calc/public/calc',
      headers: { 'accept-language': 'EN', 'content-type': 'application/json' },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    // The schema alone named the first item («packDtos.0») after JSON.parse had built every level.
    expect(answer.json()).toMatchObject({ fields: { body: 'Invalid value' } });
    expect(Object.keys(answer.json().fields)).toEqual(['body']);
  });

  it('still parses a long body that could name __proto__ with the poisoning check, and looks at it too', async () => {
    const body = JSON.stringify({
      from: ALMATY,
      to: KARAGANDA,
      packDtos: Array.from({ length: 10_000 }, () => 0),
      note: 'constructor',
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/calc/public/calc',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fields)).toEqual(['packDtos']);
  });
});

// Spec §7: every call sends JSON. A body of another type was a bare 415 «check the data you entered», or for text/plain
// a 400 «invalid value» on `body` (Fastify read the JSON as a string); it now says the body must be JSON.
describe('a body that is not JSON', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const json = JSON.stringify({ userName: '77011234567', password: 'Jetkiz2026!', userType: 'person' });
  const post = (lang: string, headers: Record<string, string>, payload = json) =>
    t.app.inject({
      method: 'POST',
      url: '/api/identity/public/auth',
      headers: { 'accept-language': lang, ...headers },
      payload,
    });

  // Every language's words too, for a page switched to another language while the error is on screen.
  const NOT_JSON = {
    ru: 'Тело запроса должно быть в формате JSON в кодировке UTF-8 (Content-Type: application/json)',
    kk: 'Сұрау денесі UTF-8 кодтауындағы JSON форматында болуы керек (Content-Type: application/json)',
    en: 'The request body must be JSON in UTF-8 (Content-Type: application/json)',
  };
  it.each([
    ['RU', 'Тело запроса должно быть в формате JSON в кодировке UTF-8 (Content-Type: application/json)'],
    ['KZ', 'Сұрау денесі UTF-8 кодтауындағы JSON форматында болуы керек (Content-Type: application/json)'],
    ['kk-KZ,ru;q=0.9', 'Сұрау денесі UTF-8 кодтауындағы JSON форматында болуы керек (Content-Type: application/json)'],
    ['EN', 'The request body must be JSON in UTF-8 (Content-Type: application/json)'],
  ])('is a 415 that says the body must be JSON, in the caller’s language (%s)', async (lang, message) => {
    for (const headers of [
      { 'content-type': 'text/plain' },
      { 'content-type': 'text/plain; charset=utf-8' },
      { 'content-type': 'application/xml' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      // JSON is UTF-8 (RFC 8259 §8.1): a body said to be in another charset was read as UTF-8 all the same.
      { 'content-type': 'application/json; charset=utf-16' },
      { 'content-type': 'application/json;charset="windows-1251"' },
    ]) {
      const refused = await post(lang, headers);
      expect(refused.statusCode, headers['content-type']).toBe(415);
      expect(refused.json()).toEqual({ errorCode: 'UNSUPPORTED_MEDIA_TYPE', message, messageTexts: NOT_JSON });
    }
  });

  it('is the same 415 when a body comes with no Content-Type at all', async () => {
    // inject names no type for a string body: it goes with its length only.
    const refused = await post('EN', {});
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({
      errorCode: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The request body must be JSON in UTF-8 (Content-Type: application/json)',
      messageTexts: NOT_JSON,
    });
  });

  it('leaves JSON, and a call without a body, as they were', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset="UTF-8"',
      'application/json; charset=utf8',
    ]) {
      const wrong = await post('EN', { 'content-type': type });
      expect(wrong.json().errorCode, type).not.toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/identity/public/auth', headers: { 'accept-language': 'EN' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('VALIDATION');
  });
});
