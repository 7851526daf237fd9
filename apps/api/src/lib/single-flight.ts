/**
 * Work under way for a key is joined, not started again: a burst of the same new question asks each carrier once
 * for its rates and writes its quotes' records once, where every request of the burst did it on its own (under the
 * bench's first second, 50 requests at once each wrote the same five records, queued on the pool, issue 20).
 * A key is free again once its work has settled, failed or not: the next caller then starts it anew.
 */
export const createSingleFlight = <K, V>() => {
  const running = new Map<K, Promise<V>>();
  return {
    /** The work under way for `key`, else `work()` started and kept until it settles. */
    run(key: K, work: () => Promise<V>): Promise<V> {
      const pending = running.get(key);
      if (pending) return pending;
      const started = work();
      running.set(key, started);
      const settle = () => {
        if (running.get(key) === started) running.delete(key);
      };
      started.then(settle, settle);
      return started;
    },
    /** Whether work for `key` is under way. */
    has: (key: K): boolean => running.has(key),
  };
};
