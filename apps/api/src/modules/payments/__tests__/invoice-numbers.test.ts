import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { orders } from '../../../db/schema.ts';
import { invoices } from '../payments.tables.ts';

/**
 * Invoice numbers are accounting documents: consecutive, none lost, none twice — also when many are issued at once
 * and some of those requests fail. On PostgreSQL the requests really run in parallel; on PGlite they queue.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user, quote, orderBody } = fixtures(() => t, '7771');
const serialOf = (number: string) => Number(number.replace(/^JZ-INV-/, ''));

describe('invoice numbers under concurrency', () => {
  it('3 rounds of 20 parallel issues, some refused or failing: numbers 1..N with no gap and no duplicate', async () => {
    const company = await user('company');
    const person = await user('person');
    const stranger = await user('person');
    const calculatorId = await quote();
    const newOrder = async () =>
      (await call('POST', '/api/order/protected/order', person.token, orderBody(calculatorId))).body.id;

    for (let round = 0; round < 3; round++) {
      const orderIds = [await newOrder(), await newOrder(), await newOrder()];
      // Fully covered by a promo code: nothing is due, so there is nothing to invoice.
      const free = await newOrder();
      await t.database.db.update(orders).set({ totalWithPromo: 0 }).where(eq(orders.id, free));
      const requests: Array<() => ReturnType<typeof call>> = [
        // Bank-transfer invoices of a company, and bad sums refused before any number is taken.
        ...Array.from(
          { length: 6 },
          (_, i) => () => call('GET', `/api/payment/protected/jur/invoice?sum=${1000 + i}`, company.token),
        ),
        ...['0', 'abc', '99999999999'].map(
          (sum) => () => call('GET', `/api/payment/protected/jur/invoice?sum=${sum}`, company.token),
        ),
        // Each order's invoice asked for twice at once: one number each.
        ...orderIds.flatMap((id) => [
          () => call('PUT', `/api/payment/protected/invoice/${id}`, person.token),
          () => call('PUT', `/api/payment/protected/invoice/${id}`, person.token),
        ]),
        ...Array.from({ length: 3 }, () => () => call('PUT', `/api/payment/protected/invoice/${free}`, person.token)),
        // Another customer's order: not found, no number.
        ...orderIds.slice(0, 2).map((id) => () => call('PUT', `/api/payment/protected/invoice/${id}`, stranger.token)),
      ];
      expect(requests).toHaveLength(20);
      const answers = await Promise.all(requests.map((r) => r()));
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s >= 500),
        JSON.stringify(answers.map((a) => a.body)),
      ).toEqual([]);
      expect(statuses.filter((s) => s === 200)).toHaveLength(12);
      expect(answers.slice(15, 18).every((a) => a.status === 409 && a.body.errorCode === 'ORDER_NOT_PAYABLE')).toBe(true);
      for (let i = 0; i < 3; i++) {
        const [a, b] = [answers[9 + 2 * i], answers[10 + 2 * i]];
        expect(a?.body.number).toMatch(/^JZ-INV-\d{7}$/);
        expect(b?.body.number).toBe(a?.body.number);
      }
    }

    // Every invoice in the database (other test files issue theirs too): one of each number from 1 up.
    const numbers = (await t.database.db.select({ number: invoices.number }).from(invoices)).map((r) => serialOf(r.number));
    numbers.sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThanOrEqual(3 * 9);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });
});
