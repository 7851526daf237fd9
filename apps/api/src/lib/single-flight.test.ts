import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('single flight', () => {
  it('joins the work under way for a key, and starts it anew once it has settled', async () => {
    const flights = createSingleFlight<string, number>();
    let started = 0;
    const first = deferred<number>();
    const work = () => {
      started += 1;
      return first.promise;
    };
    const calls = [flights.run('a', work), flights.run('a', work), flights.run('a', work)];
    expect(started).toBe(1);
    expect(flights.has('a')).toBe(true);
    first.resolve(7);
    expect(await Promise.all(calls)).toEqual([7, 7, 7]);
    expect(flights.has('a')).toBe(false);
    expect(await flights.run('a', async () => 8)).toBe(8);
  });

  it('keeps keys apart, and frees a key whose work failed (every joined caller gets the failure)', async () => {
    const flights = createSingleFlight<string, number>();
    const failing = deferred<number>();
    const a = flights.run('a', () => failing.promise);
    const joined = flights.run('a', async () => 0);
    const b = flights.run('b', async () => 2);
    failing.reject(new Error('carrier down'));
    await expect(a).rejects.toThrow('carrier down');
    await expect(joined).rejects.toThrow('carrier down');
    expect(await b).toBe(2);
    expect(flights.has('a')).toBe(false);
    expect(await flights.run('a', async () => 3)).toBe(3);
  });
});
