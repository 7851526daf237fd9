import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/helper.ts';
import type { Database, Db } from '../../../db/client.ts';
import { createReadRouting, createSharedLimits, memoryStore, postgresStore, redisStore, type SharedStore } from '../index.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { warn() {}, error() {}, info() {}, debug() {} } as never;

/** Whether a Redis answers at REDIS_URL (the machines that run the suite have one; elsewhere its cases skip). */
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(500);
  socket.once('connect', () => resolve(true));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => resolve(false));
  socket.once('close', () => socket.destroy());
}).finally(() => {});

let database: Database;
const stores: Array<[string, () => Promise<SharedStore>]> = [
  ['memory', async () => memoryStore()],
  ['the database', async () => (database.kind === 'postgres' ? postgresStore(database, silent) : memoryStore())],
];
if (redisUp) stores.push(['Redis', () => redisStore(REDIS_URL, silent)]);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const unique = () => `test:${process.pid}:${Date.now()}:${Math.random()}`;

describe.each(stores)('the shared store in %s', (_name, open) => {
  let store: SharedStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store.close();
  });

  it('adds to counters and answers the totals in the order asked', async () => {
    const [x, y] = [unique(), unique()];
    expect(await store.add([{ key: x, by: 2, ttlMs: 60_000 }])).toEqual([2]);
    expect(
      await store.add([
        { key: y, by: 1, ttlMs: 60_000 },
        { key: x, by: 3, ttlMs: 60_000 },
      ]),
    ).toEqual([1, 5]);
  });

  it('keeps values for their life and gives the bytes back as they were', async () => {
    const key = unique();
    expect(await store.get(key)).toBeUndefined();
    await store.set(key, Buffer.from([0, 1, 2, 255]), 60_000);
    expect(await store.get(key)).toEqual(Buffer.from([0, 1, 2, 255]));
    await store.set(key, Buffer.from('short'), 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.get(key)).toBeUndefined();
  });

  it('holds a batched allowance across two instances once both have synchronised', async () => {
    const one = createSharedLimits({ store, log: silent });
    const two = createSharedLimits({ store, log: silent });
    const name = unique();
    const [a, b] = [one.window(name, 3), two.window(name, 3)];
    expect([a.allow('ip'), a.allow('ip'), b.allow('ip')]).toEqual([true, true, true]);
    await a.flush();
    await b.flush();
    await a.flush();
    expect(a.allow('ip')).toBe(false);
    expect(b.allow('ip')).toBe(false);
    expect(a.allow('other')).toBe(true);
    await Promise.all([one.stop(), two.stop()]);
  });
});

describe('read routing', () => {
  it('sends a caller to the replica, to the primary for a while after they wrote, and everyone to the primary without one', async () => {
    const primary = { name: 'primary' } as unknown as Db;
    const replica = { name: 'replica' } as unknown as Db;
    let clock = 1_000_000;
    const store = memoryStore(() => clock);
    const reads = createReadRouting({ primary, replica, store, log: silent, now: () => clock });
    expect(await reads.reader('u1')).toBe(replica);
    await reads.wrote('u1');
    expect(await reads.reader('u1')).toBe(primary);
    expect(await reads.reader('u2')).toBe(replica);
    clock += 5_000;
    expect(await reads.reader('u1')).toBe(replica);
    const alone = createReadRouting({ primary, replica: undefined, store, log: silent });
    await alone.wrote('u1');
    expect(await alone.reader('u2')).toBe(primary);
    await store.close();
  });
});

describe.skipIf(!redisUp)('sign-outs over Redis', () => {
  it('reach the other instance by a published message', async () => {
    const [one, two] = await Promise.all([redisStore(REDIS_URL, silent), redisStore(REDIS_URL, silent)]);
    const channel = unique();
    const heard = new Promise<string>((resolve) => {
      void two.subscribe?.(channel, resolve).then(() => one.publish(channel, 'family-1,family-2'));
    });
    expect(await heard).toBe('family-1,family-2');
    await Promise.all([one.close(), two.close()]);
  });
});
