import { describe, expect, it } from 'vitest';
import { keptReads } from './kept-reads.ts';

/** A read that answers which call it was. */
function countedRead() {
  let calls = 0;
  const read = async () => {
    calls += 1;
    return calls;
  };
  return { read, calls: () => calls };
}

describe('reads kept for a while', () => {
  it('keep an answer below its freshness on the given clock, from a clock at 0 too', async () => {
    let now = 0;
    const kept = keptReads<number>({ freshForMs: 60_000, max: 4, nowMs: () => now });
    const { read } = countedRead();
    expect(await kept.of('screen', read)).toBe(1);
    now = 59_999;
    expect(await kept.of('screen', read)).toBe(1);
    now = 60_000;
    expect(await kept.of('screen', read)).toBe(2);
  });

  it('keep an answer of nothing (a screen that could not be rendered) like any other', async () => {
    const kept = keptReads<string | undefined>({ freshForMs: 1_000, max: 4, nowMs: () => 10 });
    let reads = 0;
    const nothing = async () => {
      reads += 1;
      return undefined;
    };
    expect(await kept.of('screen', nothing)).toBeUndefined();
    expect(await kept.of('screen', nothing)).toBeUndefined();
    expect(reads).toBe(1);
  });

  it('read again when the clock was moved back past the answer', async () => {
    let now = 100_000;
    const kept = keptReads<number>({ freshForMs: 60_000, max: 4, nowMs: () => now });
    const { read } = countedRead();
    expect(await kept.of('screen', read)).toBe(1);
    now = 40_000;
    expect(await kept.of('screen', read)).toBe(2);
    expect(await kept.of('screen', read)).toBe(2);
  });

  it('answer the callers of a read dropped while it runs, and forget everything on clear', async () => {
    const kept = keptReads<string>({ freshForMs: 5_000, max: 1, nowMs: () => 1 });
    let release: (answer: string) => void = () => {};
    const slow = kept.of(
      'first',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    // The limit is one: this read pushes the first out while it still runs.
    expect(await kept.of('second', async () => 'second')).toBe('second');
    release('first');
    expect(await slow).toBe('first');

    kept.clear();
    expect(kept.size).toBe(0);
    expect(await kept.of('second', async () => 'read again')).toBe('read again');
  });
});
