import { randomUUID } from 'node:crypto';
import { makeTrackNumber } from '@jetkiz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { ordersRepository } from '../orders.repository.ts';
import { orders } from '../orders.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user, quote, orderBody } = fixtures(() => t, '77024');

describe('a drawn track number that is taken already', () => {
  it('is drawn again inside the order’s insert; any other clash still fails', async () => {
    const { token } = await user('person');
    const created = await call('POST', '/api/order/protected/order', token, orderBody(await quote()));
    expect(created.status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, created.body.id));
    if (!row) throw new Error('order not stored');
    const fresh = makeTrackNumber('QX', (Date.now() * 7) % 100_000_000);
    let draws = 0;
    const copy = { ...row, id: randomUUID(), orderNumber: `${row.orderNumber}-copy` };
    const stored = await t.database.db.transaction((tx) =>
      ordersRepository.insertOrder(tx, copy, () => {
        draws++;
        return fresh;
      }),
    );
    expect(draws).toBe(1);
    expect(stored.trackNumber).toBe(fresh);
    expect(stored.orderNumber).toBe(copy.orderNumber);

    // A clash of the order number is not a track number's: it fails as before.
    await expect(
      t.database.db.transaction((tx) =>
        ordersRepository.insertOrder(tx, { ...row, id: randomUUID(), trackNumber: `${fresh}-other` }, () => fresh),
      ),
    ).rejects.toThrow();
  });
});
