import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache.ts';

describe('createLruCache', () => {
  it('never holds more than its capacity', () => {
    const cache = createLruCache<number, number>(10);
    for (let i = 0; i < 1_000; i++) {
      cache.set(i, i);
      expect(cache.size).toBeLessThanOrEqual(10);
    }
    expect(cache.get(999)).toBe(999);
  });

  it('keeps what is used and forgets what is not', () => {
    const cache = createLruCache<string, number>(4);
    cache.set('used', 1);
    for (let i = 0; i < 20; i++) {
      cache.set(`other ${i}`, i);
      expect(cache.get('used')).toBe(1);
    }
    expect(cache.get('other 0')).toBeUndefined();
    expect(cache.get('other 19')).toBe(19);
  });

  it('answers the newest value of a key and forgets everything on clear', () => {
    const cache = createLruCache<string, number>(4);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.set('a', 4);
    expect(cache.get('a')).toBe(4);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('b')).toBeUndefined();
  });
});
