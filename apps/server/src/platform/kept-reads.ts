import { LRUCache } from 'lru-cache';

/**
 * Reads kept in memory for a while, at most `max` of them, the least recently asked dropped
 * first (`lru-cache`). Callers asking for a key while it is read share the one read; a read that
 * fails is not kept, so the next caller reads again. What a read answers is kept as it is,
 * `undefined` included.
 */
export type KeptReads<Value> = {
  /** The kept answer for `key` while it is younger than `freshForMs`, else `read()`'s. */
  of(key: string, read: () => Promise<Value>): Promise<Value>;
  /** Forgets every kept answer (reads in flight still answer their callers). */
  clear(): void;
  /** How many answers are kept or being read. */
  readonly size: number;
};

export function keptReads<Value>(options: {
  freshForMs: number;
  max: number;
  /** The clock in milliseconds that ages the answers: tests move theirs instead of sleeping. */
  nowMs: () => number;
}): KeptReads<Value> {
  const { freshForMs, nowMs } = options;
  // lru-cache reads a start of 0 as "no time limit": its clock starts at 1, counted from here.
  const origin = nowMs();
  // The answer is boxed so that `undefined` can be kept too (lru-cache keeps no undefined).
  const cache = new LRUCache<string, { value: Value }, () => Promise<Value>>({
    max: options.max,
    // lru-cache answers from memory while the age is at most `ttl`; ours, while below `freshForMs`.
    ttl: Math.max(1, freshForMs - 1),
    // Read the clock on every look: the default caches it for a millisecond of real time, which a
    // test's clock moves past without any real time passing.
    ttlResolution: 0,
    perf: { now: () => nowMs() - origin + 1 },
    // A read whose key is dropped while it runs (the limit reached, `clear`) still answers its
    // callers; lru-cache would reject them with its abort otherwise.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });

  return {
    async of(key, read) {
      // A clock moved back (a test's, the demo clock's) makes a kept answer look younger than
      // it is: it is read again rather than kept on.
      if (cache.has(key) && cache.getRemainingTTL(key) > freshForMs) cache.delete(key);
      const kept = await cache.fetch(key, { context: read });
      return (kept as { value: Value }).value;
    },
    clear() {
      cache.clear();
    },
    get size() {
      return cache.size;
    },
  };
}
