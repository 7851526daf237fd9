/**
 * A bounded map that forgets what has not been used for a while: two generations, the young one taking every new
 * or used entry; when it is full it becomes the old one and the old one is dropped. An entry read from the old
 * generation moves back to the young. A hit in the young generation is one Map lookup, where a strict LRU moves
 * the entry on every read (a delete and a set): that move was 4% of a calculation's CPU time under load
 * (`npm run bench`, measured with --cpu-prof). Each generation holds half the capacity, so it never holds more.
 */
export const createLruCache = <K, V>(capacity: number) => {
  const generation = Math.max(1, Math.ceil(capacity / 2));
  let young = new Map<K, V>();
  let old = new Map<K, V>();
  const put = (key: K, value: V) => {
    young.set(key, value);
    if (young.size >= generation) {
      old = young;
      young = new Map();
    }
  };
  return {
    get(key: K): V | undefined {
      const value = young.get(key);
      if (value !== undefined) return value;
      const aged = old.get(key);
      if (aged !== undefined) {
        old.delete(key);
        put(key, aged);
      }
      return aged;
    },
    set(key: K, value: V): void {
      old.delete(key);
      put(key, value);
    },
    /** Forgets everything (the data the answers came from changed). */
    clear(): void {
      young = new Map();
      old = new Map();
    },
    get size() {
      return young.size + old.size;
    },
  };
};
