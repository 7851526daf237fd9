import { ERRORS, endpoints, PAYMENT_MESSAGES } from '@jetkiz/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';

type Localized = { ru: string; kk: string; en: string };
type Answer = { message: string; messageTexts?: Localized; description?: string; descriptionTexts?: Localized };

/**
 * An error answer says its message, and its description where it has one written by us, in every language beside the
 * caller's: a page whose reader switches the language while the error is on screen says it again in the new one (the
 * toast of a refused payment, the banner over the console's sign-in), without asking the server a second time.
 */
describe('an error answer is said in every language', () => {
  let t: TestApp;
  const f = fixtures(() => t, '77487');
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['an address that is no route', 'GET', '/api/no/such/route', 'NOT_FOUND'],
    ['a protected route without a token', 'GET', '/api/payment/protected/balance', 'UNAUTHORIZED'],
    ['a body the schema refuses', 'POST', '/api/calc/public/calc', 'VALIDATION'],
  ] as const)('the code’s message: %s', async (_what, method, url, code) => {
    const answer = await f.call(method, url, undefined, method === 'POST' ? {} : undefined, 'KZ');
    const body = answer.body as Answer & { errorCode: string };
    expect(body.errorCode).toBe(code);
    expect(body.message).toBe(ERRORS[code].message.kk);
    expect(body.messageTexts).toEqual(ERRORS[code].message);
  });

  // Who calls comes before what they send: a guest's body to a protected route was checked first, and answered 400
  // with the route's fields named (a photo route's 415), where the caller has no business with the route at all.
  it('a protected route called without a token is 401 whatever the body, before the body is read', async () => {
    const writes = Object.values(endpoints).filter(
      (e) => e.url.includes('/protected/') && (e.method === 'POST' || e.method === 'PUT' || e.method === 'DELETE'),
    );
    expect(writes.length).toBeGreaterThan(20);
    for (const { method, url } of writes) {
      const path = url.replace(/\{[^}]+\}|:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const answer = await f.call(method, path, undefined, { bad: ['body'] }, 'EN');
      expect(answer.status, `${method} ${url}`).toBe(401);
      expect((answer.body as { errorCode: string }).errorCode, `${method} ${url}`).toBe('UNAUTHORIZED');
    }
  });

  it('a description written by us: the amount a payment should have been, in each language', async () => {
    const { token } = await f.user('person');
    const calculatorId = await f.quote();
    const order = (await f.call('POST', '/api/order/protected/order', token, f.orderBody(calculatorId))).body as {
      id: string;
      totalWithPromo: number;
    };
    const wrong = await f.call('POST', `/api/order/protected/payment/${order.id}?amount=1.00`, token, undefined, 'EN');
    const body = wrong.body as Answer & { errorCode: string };
    expect(wrong.status).toBe(409);
    expect(body.errorCode).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(body.messageTexts).toEqual(ERRORS.PAYMENT_AMOUNT_MISMATCH.message);
    const texts = body.descriptionTexts;
    expect(texts, JSON.stringify(body)).toBeDefined();
    expect(body.description).toBe(texts?.en);
    expect(texts?.ru).toMatch(new RegExp(`^${PAYMENT_MESSAGES.due.ru.replace('{{amount}}', '')}\\d`));
    expect(texts?.kk).toMatch(new RegExp(`^${PAYMENT_MESSAGES.due.kk.replace('{{amount}}', '')}\\d`));
    expect(texts?.en).toMatch(new RegExp(`^${PAYMENT_MESSAGES.due.en.replace('{{amount}}', '')}\\d`));
  });
});
