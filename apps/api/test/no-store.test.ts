import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, fixtures, KARAGANDA } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user } = fixtures(() => t, '7700');

describe('Cache-Control', () => {
  it('is no-store on every signed-in answer, the xlsx report too', async () => {
    const person = await user('person');
    const company = await user('company');
    const answers = [
      await call('GET', `/api/identity/protected/person/get-user-data/${person.phone}`, person.token),
      await call('GET', '/api/payment/protected/balance', person.token),
      await call('GET', '/api/order/protected', person.token),
      await call('GET', '/api/order/protected/report?code=F_12&category=slq-order-list', person.token),
      await call('POST', '/api/calc/protected/jur/calc', company.token, {
        from: ALMATY,
        to: KARAGANDA,
        packDtos: [{ length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 }],
      }),
      await call('GET', '/api/order/protected/jur/address', company.token),
      // Refusals too.
      await call('GET', '/api/order/protected/00000000-0000-4000-8000-000000000000', person.token),
      await call('GET', '/api/payment/protected/balance'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 404, 401]);
    expect(answers[3]?.raw.headers['content-type']).toContain('spreadsheetml');
    for (const answer of answers) expect(answer.raw.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public reference data cacheable', async () => {
    for (const url of ['/api/order/public/street/abbr', '/api/order/public/terminal']) {
      const answer = await call('GET', url);
      expect(answer.status).toBe(200);
      expect(answer.raw.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    }
  });
});
