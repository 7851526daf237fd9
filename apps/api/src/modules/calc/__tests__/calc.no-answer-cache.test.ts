import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALMATY, KARAGANDA } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { calcRepository } from '../calc.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CALC_ANSWER_CACHE_SECONDS: '0' } });
});
afterAll(async () => {
  await t.close();
});

const calc = (lang: string, physWeight = 3) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calc/public/calc',
    headers: { 'accept-language': lang, 'accept-encoding': 'gzip' },
    payload: { from: ALMATY, to: KARAGANDA, packDtos: [{ length: 30, width: 20, height: 10, physWeight, placeCnt: 1 }] },
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

  it('asks each carrier once and records the quotes once for a burst of the same new question', async () => {
    const asked: string[] = [];
    const carriers = Object.values(t.carrierUrls);
    const realFetch = globalThis.fetch;
    const fetching = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (carriers.some((base) => url.startsWith(base)) && url.includes('/rates')) asked.push(url);
      return realFetch(input, init);
    });
    const recording = vi.spyOn(calcRepository, 'recordIssued');
    try {
      // A weight no other test asks for: no carrier's rates for it are in memory yet.
      const answers = await Promise.all(Array.from({ length: 8 }, () => calc('RU', 17.3)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((a) => a.json().tariffs.length)).size).toBe(1);
      expect(asked).toHaveLength(carriers.length);
      expect(recording).toHaveBeenCalledTimes(1);
      // Each quote of the burst is an order's to take: recorded, the same price, whichever request answered it.
      const ids = answers.flatMap((a) => a.json().tariffs.map((o: { calculatorId: string }) => o.calculatorId));
      for (const id of ids) expect((await t.app.inject({ method: 'GET', url: `/api/calc/public/${id}` })).statusCode).toBe(200);
    } finally {
      fetching.mockRestore();
      recording.mockRestore();
    }
  });
});
