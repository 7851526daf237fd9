import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, KARAGANDA } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CALC_ANSWER_CACHE_SECONDS: '0' } });
});
afterAll(async () => {
  await t.close();
});

const calc = (lang: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calc/public/calc',
    headers: { 'accept-language': lang, 'accept-encoding': 'gzip' },
    payload: { from: ALMATY, to: KARAGANDA, packDtos: [{ length: 30, width: 20, height: 10, physWeight: 3, placeCnt: 1 }] },
  });

describe('the calculation with the answer cache off (CALC_ANSWER_CACHE_SECONDS=0)', () => {
  it('answers the same JSON as with it, in the caller language, computed anew each time', async () => {
    const first = await calc('KZ');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['content-encoding']).toBeUndefined();
    const body = first.json();
    expect(body.tariffs.length).toBeGreaterThan(1);
    expect(body.calculatorId).toBe(body.tariffs[0].calculatorId);
    expect(Buffer.byteLength(first.body)).toBe(Number(first.headers['content-length']));
    // Kazakh service names as written, not mangled by the encoding.
    expect(first.body).toMatch(/[әіңғүұқөһ]/);
    // No answer is kept: a quote computed a moment later expires a moment later, so its id differs.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await calc('KZ');
    expect(again.json().tariffs.map((o: { price: number }) => o.price)).toEqual(
      body.tariffs.map((o: { price: number }) => o.price),
    );
    expect(again.json().calculatorId).not.toBe(body.calculatorId);
  });
});
