import { describe, expect, it } from 'vitest';
import { ManualTime } from '../testing/manual-time.ts';
import { retryWithBackoff } from './generic-retry.ts';

describe('retryWithBackoff', () => {
  it('tries five times, waiting 100, 200, 400 and 800 ms, then throws the last error', async () => {
    const time = new ManualTime();
    const startedAt: number[] = [];
    const outcome = retryWithBackoff(async (attempt) => {
      startedAt.push(time.now());
      throw new Error(`attempt ${attempt}`);
    }, time).catch((error: unknown) => error);
    await time.advance(2_000);
    const first = startedAt[0] ?? 0;
    expect(startedAt.map((at) => at - first)).toEqual([0, 100, 300, 700, 1_500]);
    expect(((await outcome) as Error).message).toBe('attempt 4');
  });

  it('never waits more than 10 s between attempts', async () => {
    const time = new ManualTime();
    const startedAt: number[] = [];
    const outcome = retryWithBackoff(
      async () => {
        startedAt.push(time.now());
        throw new Error('down');
      },
      time,
      { attempts: 10, baseDelayMs: 4_000 },
    ).catch(() => {});
    await time.advance(120_000);
    await outcome;
    const gaps = startedAt.slice(1).map((at, i) => at - (startedAt[i] ?? 0));
    expect(Math.max(...gaps)).toBe(10_000);
  });

  it('returns the first success and stops early on an error that will not go away', async () => {
    const time = new ManualTime();
    let calls = 0;
    const value = retryWithBackoff(
      async () => (++calls < 3 ? Promise.reject(new Error('x')) : 'ok'),
      time,
    );
    await time.advance(1_000);
    expect(await value).toBe('ok');

    let permanentCalls = 0;
    await expect(
      retryWithBackoff(
        async () => {
          permanentCalls++;
          throw new Error('permanent');
        },
        time,
        { retryIf: () => false },
      ),
    ).rejects.toThrow('permanent');
    expect(permanentCalls).toBe(1);
  });
});
