import { ERRORS } from '@jetkiz/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, KARAGANDA } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CALC_RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(async () => {
  await t.close();
});

const calc = (kg: number, from = '127.0.0.1', lang = 'RU') =>
  t.app.inject({
    method: 'POST',
    url: '/api/calc/public/calc',
    remoteAddress: from,
    headers: { 'accept-language': lang },
    payload: { from: ALMATY, to: KARAGANDA, packDtos: [{ length: 30, width: 20, height: 10, physWeight: kg, placeCnt: 1 }] },
  });

describe('the public calculation is limited per address', () => {
  it('answers 429 RATE_LIMITED in the caller language past CALC_RATE_LIMIT_PER_MINUTE different calculations', async () => {
    const statuses: number[] = [];
    for (let kg = 1; kg <= 5; kg++) statuses.push((await calc(kg)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // A burst of different calculations (each would ask every carrier): none gets through.
    const burst = await Promise.all([6, 7, 8, 9, 10, 11, 12, 13].map((kg) => calc(kg, '127.0.0.1', 'KZ')));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(429));
    expect(burst[0]?.json()).toEqual({
      errorCode: 'RATE_LIMITED',
      message: 'Сұраулар тым көп. Кейінірек қайталаңыз',
      messageTexts: ERRORS.RATE_LIMITED.message,
    });
    expect((await calc(14, '127.0.0.1', 'EN')).json().message).toBe('Too many requests. Please try again later');
    // The same question again is answered from memory and asks no carrier: not counted, not refused.
    expect((await calc(1)).statusCode).toBe(200);
    // Another address has its own allowance.
    expect((await calc(15, '10.1.2.3')).statusCode).toBe(200);
  });
});

describe('an IPv6 caller is one caller across its /64', () => {
  it('answers 429 past CALC_RATE_LIMIT_PER_MINUTE when each calculation comes from a new address of one network', async () => {
    // A home connection holds a whole /64 and may send from any of its addresses: each was a fresh allowance.
    const statuses: number[] = [];
    for (let kg = 21; kg <= 26; kg++) statuses.push((await calc(kg, `2001:db8:c:1::${kg}`, 'EN')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another network has its own allowance.
    expect((await calc(27, '2001:db8:c:2::1')).statusCode).toBe(200);
  });
});
