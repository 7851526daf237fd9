import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, KARAGANDA } from '../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
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

  it('names at most 100 fields: 1 MB of bad items is a short answer, not one line per item in every language', async () => {
    // 200 000 nulls: each item a schema error of its own (the schema checks them all), each named in 4 places.
    const body = JSON.stringify({ from: ALMATY, to: KARAGANDA, packDtos: Array.from({ length: 200_000 }, () => null) });
    expect(body.length).toBeLessThan(1_048_576);
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

  it.each([
    ['RU', 'Тело запроса должно быть в формате JSON (Content-Type: application/json)'],
    ['KZ', 'Сұрау денесі JSON форматында болуы керек (Content-Type: application/json)'],
    ['kk-KZ,ru;q=0.9', 'Сұрау денесі JSON форматында болуы керек (Content-Type: application/json)'],
    ['EN', 'The request body must be JSON (Content-Type: application/json)'],
  ])('is a 415 that says the body must be JSON, in the caller’s language (%s)', async (lang, message) => {
    for (const headers of [
      { 'content-type': 'text/plain' },
      { 'content-type': 'text/plain; charset=utf-8' },
      { 'content-type': 'application/xml' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ]) {
      const refused = await post(lang, headers);
      expect(refused.statusCode, headers['content-type']).toBe(415);
      expect(refused.json()).toEqual({ errorCode: 'UNSUPPORTED_MEDIA_TYPE', message });
    }
  });

  it('is the same 415 when a body comes with no Content-Type at all', async () => {
    // inject names no type for a string body: it goes with its length only.
    const refused = await post('EN', {});
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({
      errorCode: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The request body must be JSON (Content-Type: application/json)',
    });
  });

  it('leaves JSON, and a call without a body, as they were', async () => {
    const wrong = await post('EN', { 'content-type': 'application/json' });
    expect(wrong.json().errorCode).not.toBe('UNSUPPORTED_MEDIA_TYPE');
    const empty = await t.app.inject({ method: 'POST', url: '/api/identity/public/auth', headers: { 'accept-language': 'EN' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('VALIDATION');
  });
});
