import { topUpEntries } from '@jetkiz/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { callerHeaders } from '../../../../test/http.ts';

/**
 * Two API instances over one PostgreSQL database, as production runs them (DESIGN §9): a wallet's concurrent
 * payments queue on its row, so no money is created or lost whichever instance takes each request.
 * PGlite has one connection (no real concurrency), so this suite runs on PostgreSQL only.
 */
const onPostgres = Boolean(inject('postgresUrl'));

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  one = await buildTestApp();
  two = await buildTestApp();
});
afterAll(async () => {
  await one?.close();
  await two?.close();
});

const { call, user, quote, orderBody } = fixtures(() => one, '7747');

describe.skipIf(!onPostgres)('concurrent payments on two API instances', () => {
  it('200 payments against a wallet that can afford 50: exactly 50 succeed, the ledger stays balanced', async () => {
    const { token } = await user('person');
    const calculatorId = await quote();
    const ids: string[] = [];
    let price = 0;
    for (let i = 0; i < 200; i++) {
      const order = (await call('POST', '/api/order/protected/order', token, orderBody(calculatorId))).body;
      ids.push(order.id);
      price = order.totalWithPromo;
    }
    const tiyn = Math.round(price * 100);
    const userId = userIdOf(token);
    await one.database.db.transaction((tx) =>
      one.app.payments.post(
        tx,
        { key: `test-funds:${userId}`, kind: 'topup', userId, entries: topUpEntries(userId, 50 * tiyn) },
        'ru',
      ),
    );

    const answers = await Promise.all(
      ids.map((id, i) =>
        (i % 2 === 0 ? one : two).app.inject({
          method: 'POST',
          url: `/api/order/protected/payment/${id}?amount=${price.toFixed(2)}`,
          headers: callerHeaders(token),
        }),
      ),
    );
    const byStatus: Record<number, number> = {};
    for (const a of answers) byStatus[a.statusCode] = (byStatus[a.statusCode] ?? 0) + 1;
    expect(byStatus).toEqual({ 200: 50, 409: 150 });
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().errorCode === 'PAYMENT_INSUFFICIENT_FUNDS')).toBe(
      true,
    );
    expect((await call('GET', '/api/payment/protected/balance', token)).body).toEqual({ KZT: 0 });
    const paid = (await call('GET', '/api/order/protected?status=paid&itemsPerPage=200', token)).body.totalElements;
    expect(paid).toBe(50);
    expect(await one.app.payments.invariants()).toEqual({
      unbalancedTransactions: 0,
      sumOfAllEntries: 0,
      walletsNotMatchingEntries: 0,
      negativeWallets: 0,
    });
  });

  it('the same order paid twenty times at once on both instances is paid once', async () => {
    const { token } = await user('person');
    const order = (await call('POST', '/api/order/protected/order', token, orderBody(await quote()))).body;
    const userId = userIdOf(token);
    await one.database.db.transaction((tx) =>
      one.app.payments.post(
        tx,
        { key: `test-funds:${userId}`, kind: 'topup', userId, entries: topUpEntries(userId, 10_000_00) },
        'ru',
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? one : two).app.inject({
          method: 'POST',
          url: `/api/order/protected/payment/${order.id}?amount=${order.totalWithPromo.toFixed(2)}`,
          headers: callerHeaders(token),
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().errorCode === 'ORDER_ALREADY_PAID')).toBe(true);
    expect((await call('GET', '/api/payment/protected/balance', token)).body.KZT).toBe(10_000 - order.totalWithPromo);
  });
});
