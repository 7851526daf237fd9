/** A bounded map that forgets the least recently used entry first. */
export const createLruCache = <K, V>(capacity: number) => {
  const entries = new Map<K, V>();
  return {
    get(key: K): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: K, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as K);
    },
    /** Forgets everything (the data the answers came from changed). */
    clear(): void {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
};
