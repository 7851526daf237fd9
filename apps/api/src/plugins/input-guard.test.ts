import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { callerHeaders } from '../../test/http.ts';

/**
 * Issue 12, «every bad input is a 4xx»: the values the fuzzing found (a NUL, half a surrogate pair, Infinity,
 * 400 digits, 2^31, 36 dashes for a UUID, the year 275760) answer 400 VALIDATION naming the field in the
 * caller's language, at the edge, on every route; good input keeps its answers.
 */

const SECRET = 'input-guard-test-webhook-secret-000';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CARRIER_WEBHOOK_SECRET: SECRET } });
});
afterAll(async () => {
  await t.close();
});

const { call, user } = fixtures(() => t, '7705');
const DASHES = '-'.repeat(36);
const DIGITS_400 = '9'.repeat(400);

const BAD_CHARACTERS = {
  RU: 'Содержит недопустимые символы',
  KZ: 'Рұқсат етілмеген таңбалар бар',
  EN: 'Contains characters that are not allowed',
};
const OUT_OF_RANGE = {
  RU: 'Значение вне допустимого диапазона',
  KZ: 'Мәні рұқсат етілген шектен тыс',
  EN: 'The value is out of the allowed range',
};

/** A raw request: JSON text as given (escapes included), so the server sees exactly these characters. */
const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: string, lang = 'RU', token?: string) => {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...callerHeaders(token, lang), ...(json !== undefined && { 'content-type': 'application/json' }) },
    ...(json !== undefined && { payload: json }),
  });
  return { status: response.statusCode, body: response.json() };
};

describe('text the API does not take', () => {
  it('refuses a NUL or half a surrogate pair in any body field, naming it, on the public sign-in and registration too', async () => {
    const signIn = await send(
      'POST',
      '/api/identity/public/auth',
      '{"userName":"7701\\u0000","password":"x","userType":"person"}',
      'EN',
    );
    expect(signIn).toEqual({
      status: 400,
      body: expect.objectContaining({ errorCode: 'VALIDATION', fields: { userName: BAD_CHARACTERS.EN } }),
    });
    const registration = await send(
      'POST',
      '/api/identity/public/registration/register-person',
      JSON.stringify({
        firstName: 'Ай\uD800',
        lastName: 'Сәрсенова',
        username: '77059990001',
        email: 'a@mail.kz',
        password: 'Qwerty12',
        confirmPassword: 'Qwerty12',
        iin: '850722400008',
      }),
      'KZ',
    );
    expect(registration.status).toBe(400);
    expect(registration.body.fields).toEqual({ firstName: BAD_CHARACTERS.KZ });

    const { token } = await user('company');
    const nested = await send(
      'POST',
      '/api/calc/protected/jur/calc',
      '{"from":"750000000","to":"351010000","packDtos":[{"id":"a\\udc00","length":1}]}',
      'RU',
      token,
    );
    expect(nested.status).toBe(400);
    expect(nested.body.fields).toEqual({ 'packDtos.0.id': BAD_CHARACTERS.RU });
  });

  // They were taken and stored: an order's receiver «Ах\u202Eтем» (printed reversed on the waybill), a name with a bell.
  it.each([
    ['a bell', '\\u0007'],
    ['an escape', '\\u001b[31m'],
    ['a vertical tab', '\\u000b'],
    ['DEL', '\\u007f'],
    ['a C1 control', '\\u0085'],
    ['a right-to-left override', '\\u202e'],
    ['a left-to-right embedding', '\\u202a'],
    ['a first-strong isolate', '\\u2068'],
  ])('refuses %s in a name, naming the field in the caller’s language', async (_name, escaped) => {
    const body = `{"firstName":"Ай${escaped}гүл","lastName":"Сәрсенова","username":"77059990002","email":"a@mail.kz","password":"Qwerty12","confirmPassword":"Qwerty12","iin":"850722400008"}`;
    for (const lang of ['RU', 'KZ', 'EN'] as const) {
      const answer = await send('POST', '/api/identity/public/registration/register-person', body, lang);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 'VALIDATION', fields: { firstName: BAD_CHARACTERS[lang] } });
    }
    const query = await send(
      'GET',
      `/api/calc/public/nsi/direction?type=FROM&name=${encodeURIComponent(JSON.parse(`"Ал${escaped}"`))}`,
      undefined,
      'EN',
    );
    expect(query.status).toBe(400);
    expect(query.body.fields).toEqual({ name: BAD_CHARACTERS.EN });
  });

  it('takes tabs and line breaks, emoji, Kazakh, Arabic and a right-to-left mark', async () => {
    const { token } = await user('company');
    for (const name of ['Склад\tАбая', 'Склад\r\nАбая', 'Қойма 📦', 'مستودع', 'a\u200fb']) {
      const answer = await send(
        'GET',
        `/api/order/protected/jur/address?name=${encodeURIComponent(name)}`,
        undefined,
        'EN',
        token,
      );
      expect(answer.status, name).toBe(200);
    }
  });

  it('refuses them in the query and the path, and bytes of a body that are not UTF-8', async () => {
    const { token } = await user('company');
    const query = await send('GET', '/api/order/protected/jur/address?name=abc%00def', undefined, 'EN', token);
    expect(query.status).toBe(400);
    expect(query.body.fields).toEqual({ name: BAD_CHARACTERS.EN });
    const notUtf8 = await t.app.inject({
      method: 'POST',
      url: '/api/identity/public/auth',
      headers: { 'content-type': 'application/json', 'accept-language': 'RU' },
      payload: Buffer.concat([
        Buffer.from('{"userName":"77'),
        Buffer.from([0xff, 0xed, 0xa0, 0x80]),
        Buffer.from('","password":"x","userType":"person"}'),
      ]),
    });
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().fields).toEqual({ userName: BAD_CHARACTERS.RU });
    const path = await send('GET', '/api/payment/protected/jur/promo_code/A%00B', undefined, 'RU', token);
    expect(path.status).toBe(400);
    expect(path.body.fields).toEqual({ code: BAD_CHARACTERS.RU });
  });

  it('refuses percent-escapes in the query and the path that are not UTF-8, and keeps a percent sign that is text', async () => {
    const { token } = await user('company');
    const notUtf8 = await send('GET', '/api/order/protected/jur/address?name=%ff%fe', undefined, 'EN', token);
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.body.fields).toEqual({ name: BAD_CHARACTERS.EN });
    // The public search, where the router's parser used to keep the raw «%ff%fe» and answer an empty list.
    const search = await send('GET', '/api/calc/public/nsi/direction?type=FROM&name=%D0%90%ff', undefined, 'KZ');
    expect(search.status).toBe(400);
    expect(search.body.fields).toEqual({ name: BAD_CHARACTERS.KZ });
    // «100%», «%41» and a lone «%» are what was typed: escaped (%25) or left as they are, they are no bad bytes.
    for (const name of ['100%25', '%2541', '%25', '%zz', '%']) {
      const fine = await send('GET', `/api/order/protected/jur/address?name=${name}`, undefined, 'EN', token);
      expect(fine.status, name).toBe(200);
    }
    // In the path the router refuses them before any hook; the answer is still the contract's, in the caller's language.
    for (const lang of ['RU', 'KZ', 'EN'] as const) {
      const path = await t.app.inject({
        method: 'GET',
        url: '/api/tracking/public/track/A%ffB',
        headers: { 'accept-language': lang },
      });
      expect(path.statusCode).toBe(400);
      expect(path.json()).toMatchObject({ errorCode: 'VALIDATION', fields: { path: BAD_CHARACTERS[lang] } });
      expect(path.headers['x-content-type-options']).toBe('nosniff');
      expect(path.headers['cache-control']).toBe('no-store');
    }
    // A part of the path longer than the router takes: 414, as before, in the contract's shape.
    const long = await send('GET', `/api/payment/protected/promo_code/${'x'.repeat(2_100)}`, undefined, 'KZ');
    expect(long.status).toBe(414);
    expect(long.body).toMatchObject({ errorCode: 'VALIDATION', fields: { path: expect.any(String) } });
    const good = await send('GET', '/api/calc/public/nsi/direction?type=FROM&name=%D0%B0%D0%BB%D0%BC', undefined, 'RU');
    expect(good.status).toBe(200);
    expect(good.body.length).toBeGreaterThan(0);
  });

  it('answers a body that is not JSON with the body named', async () => {
    const broken = await send('POST', '/api/identity/public/auth', '{"userName":', 'EN');
    expect(broken).toEqual({
      status: 400,
      body: expect.objectContaining({ errorCode: 'VALIDATION', fields: { body: 'Invalid value' } }),
    });
  });
});

describe('bodies that try to set an object’s prototype', () => {
  it.each([
    ['__proto__', '{"from":"750000000","__proto__":{"admin":true}}'],
    ['__proto__ written with escapes', '{"from":"750000000","\\u005f_proto__":{"admin":true}}'],
    ['constructor.prototype', '{"from":"750000000","constructor":{"prototype":{"admin":true}}}'],
    ['constructor written with escapes', '{"from":"750000000","\\u0063onstructor":{"prototype":{"admin":true}}}'],
  ])('refuses %s with 400, as a body that is not JSON', async (_name, json) => {
    const answer = await send('POST', '/api/calc/public/calc', json, 'EN');
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ errorCode: 'VALIDATION', fields: { body: 'Invalid value' } }),
    });
  });

  it('takes the same words inside values, and a body with other escapes', async () => {
    const answer = await send('POST', '/api/calc/public/calc', '{"from":"\\u0037","to":"constructor proto"}', 'EN');
    expect(answer.status).toBe(400);
    // Parsed, then refused by the calculator for its localities, not as a body that is not JSON.
    expect(Object.keys(answer.body.fields)).toEqual(expect.arrayContaining(['from', 'to']));
  });
});

describe('numbers the API does not take', () => {
  it('refuses Infinity, 400 digits and 2^31 in paging and codes of lists, naming the field', async () => {
    const { token } = await user('company');
    for (const [query, field] of [
      ['page=Infinity', 'page'],
      [`itemsPerPage=${DIGITS_400}`, 'itemsPerPage'],
      ['itemsPerPage=1e400', 'itemsPerPage'],
      ['productSign=2147483648', 'productSign'],
      ['deliveryType=Infinity', 'deliveryType'],
      ['deliveryType=-Infinity', 'deliveryType'],
    ] as const) {
      const answer = await send('GET', `/api/order/protected/jur/priority?${query}`, undefined, 'KZ', token);
      expect(answer.status, query).toBe(400);
      expect(answer.body.fields, query).toEqual({ [field]: OUT_OF_RANGE.KZ });
    }
    // The xlsx report streamed and broke off half way on these.
    const report = await send('GET', '/api/order/protected/jur/priority/report?productSign=Infinity', undefined, 'EN', token);
    expect(report.body.fields).toEqual({ productSign: OUT_OF_RANGE.EN });
    const pageSize = await send('DELETE', '/api/order/protected/jur/address?id=2147483648', undefined, 'EN', token);
    expect(pageSize.body.fields).toEqual({ id: OUT_OF_RANGE.EN });
  });

  it('refuses them in bodies, where a string is coerced to a number', async () => {
    const { token } = await user('company');
    const days = await send(
      'POST',
      '/api/calc/protected/jur/priority/calc',
      `{"from":"750000000","to":"351010000","daysCnt":"${DIGITS_400}"}`,
      'RU',
      token,
    );
    expect(days.status).toBe(400);
    expect(days.body.fields).toEqual({ daysCnt: OUT_OF_RANGE.RU });
    const address = await send('POST', '/api/order/protected/jur/address', '{"id":2147483648,"name":"Склад"}', 'RU', token);
    expect(address.status).toBe(400);
    expect(address.body.fields).toEqual({ id: OUT_OF_RANGE.RU });
    const date = await send(
      'GET',
      '/api/order/protected/jur/priority/date?date=2026-12-01&daysCnt=Infinity',
      undefined,
      'RU',
      token,
    );
    expect(date.body.fields).toEqual({ daysCnt: OUT_OF_RANGE.RU });
  });
});

describe('ids and dates the API does not take', () => {
  it('checks a UUID for what it is: 36 dashes are a 400, an id of nobody’s order still a 404', async () => {
    const { token } = await user('person');
    for (const [method, url] of [
      ['GET', `/api/order/protected/${DASHES}`],
      ['PUT', `/api/order/protected/cancel/${DASHES}`],
      ['POST', `/api/order/protected/payment/${DASHES}?amount=1.00`],
      ['GET', `/api/payment/protected/receipt/${DASHES}`],
      ['GET', `/api/payment/protected/unpaid?orderId=${DASHES}`],
      ['GET', `/api/order/protected/file/${DASHES}.waybill`],
    ] as const) {
      const answer = await send(method, url, undefined, 'EN', token);
      expect(answer.status, url).toBe(400);
      expect(Object.values(answer.body.fields), url).toEqual(['Invalid identifier']);
    }
    // The contract's check, not ajv-formats' (which takes a `urn:uuid:` prefix).
    const urn = await send('GET', '/api/order/protected/urn:uuid:6f1c1c0e-8d3e-4b8e-9a57-3c4c1d1f0a11', undefined, 'EN', token);
    expect(urn.status).toBe(400);
    const nobody = await send('GET', '/api/order/protected/6f1c1c0e-8d3e-4b8e-9a57-3c4c1d1f0a11', undefined, 'EN', token);
    expect(nobody.status).toBe(404);
  });

  it('keeps dates within the years 2000–2100: a carrier event of the year 275760, a list from the year 0', async () => {
    for (const occurredAt of ['+275760-09-13T00:00:00.000Z', '1999-12-31T10:00:00Z']) {
      const body = JSON.stringify({ eventId: 'guard-1', shipmentId: 'nothing', status: 'IN_TRANSIT', occurredAt });
      const webhook = await t.app.inject({
        method: 'POST',
        url: '/api/order/public/carrier/STEPPE/webhook',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'EN',
          'x-carrier-signature': `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`,
        },
        payload: body,
      });
      expect(webhook.statusCode, occurredAt).toBe(400);
      expect(webhook.json().fields).toEqual({ occurredAt: 'A date and time in ISO 8601, between the years 2000 and 2100' });
    }

    const { token } = await user('person');
    const list = await send('GET', '/api/order/protected?startDate=0000-01-01', undefined, 'EN', token);
    expect(list.status).toBe(400);
    expect(list.body.fields).toEqual({ startDate: 'A date as YYYY-MM-DD or DD.MM.YYYY' });
    const calendar = await send('GET', '/api/order/public/calendar?from=1999-12-31&to=2000-01-05', undefined, 'EN');
    expect(calendar.body.fields).toEqual({ from: 'The year must be from 2000 to 2100' });
  });

  it('keeps the answers to good input as they were', async () => {
    const { token } = await user('person');
    const list = await call(
      'GET',
      '/api/order/protected?page=0&itemsPerPage=25&startDate=01.01.2020 00:00:00&endDate=2026-12-31',
      token,
    );
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ content: [], totalElements: 0, page: 0, itemsPerPage: 25 });
    const history = await call('GET', '/api/payment/protected/history?startDate=2026-01-01&endDate=31.12.2026 23:59:59', token);
    expect(history.status).toBe(200);
    // A whole surrogate pair (an emoji) is text like any other.
    const calc = await call('POST', '/api/calc/public/calc', undefined, {
      from: '750000000',
      to: '351010000',
      packDtos: [{ id: '📦 1', length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 }],
    });
    expect(calc.status).toBe(200);
    expect(calc.body.tariffs.length).toBeGreaterThan(0);
  });
});
