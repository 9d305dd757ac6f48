import { describe, expect, it } from 'vitest';
import { answersKeptUntilNextMoment } from './index.ts';

type Rows = { sale: string };

/** An answer that says which time it was worked out. */
function countedAnswers() {
  let workedOut = 0;
  const answer = async () => {
    workedOut += 1;
    return `answer ${workedOut}`;
  };
  return { answer, workedOut: () => workedOut };
}

describe('answers kept until their next moment', () => {
  it('answer the kept one from its writing up to, not including, its next moment', async () => {
    const kept = answersKeptUntilNextMoment<Rows, string, string>();
    const rows = { sale: 'fall' };
    const { answer, workedOut } = countedAnswers();
    let now = new Date('2026-11-28T10:00:00Z');
    const saleEnds = Date.parse('2026-11-28T12:00:00Z');
    const ask = () => kept.of(rows, 'en-US', now, answer, () => saleEnds);

    expect(await ask()).toBe('answer 1');
    now = new Date(saleEnds - 1);
    expect(await ask()).toBe('answer 1');
    now = new Date(saleEnds);
    expect(await ask()).toBe('answer 2');
    expect(workedOut()).toBe(2);
  });

  it('work the answer out again when the clock is moved back before its writing', async () => {
    const kept = answersKeptUntilNextMoment<Rows, string, string>();
    const rows = { sale: 'fall' };
    const { answer } = countedAnswers();
    let now = new Date('2026-11-28T10:00:00Z');
    const ask = () => kept.of(rows, 'en-US', now, answer, () => Number.POSITIVE_INFINITY);

    expect(await ask()).toBe('answer 1');
    now = new Date('2026-11-28T09:59:59Z');
    expect(await ask()).toBe('answer 2');
  });

  it('keep one answer for each key of an owner, and none across owners', async () => {
    const kept = answersKeptUntilNextMoment<Rows, string, string>();
    const fall = { sale: 'fall' };
    const winter = { sale: 'winter' };
    const { answer, workedOut } = countedAnswers();
    const now = new Date('2026-11-28T10:00:00Z');
    const never = () => Number.POSITIVE_INFINITY;

    expect(await kept.of(fall, 'en-US', now, answer, never)).toBe('answer 1');
    expect(await kept.of(fall, 'fr-CA', now, answer, never)).toBe('answer 2');
    expect(await kept.of(winter, 'en-US', now, answer, never)).toBe('answer 3');
    expect(await kept.of(fall, 'en-US', now, answer, never)).toBe('answer 1');
    expect(await kept.of(fall, 'fr-CA', now, answer, never)).toBe('answer 2');
    expect(workedOut()).toBe(3);
  });

  it('keep nothing when working the answer out fails, so the next read tries again', async () => {
    const kept = answersKeptUntilNextMoment<Rows, string, string>();
    const rows = { sale: 'fall' };
    const now = new Date('2026-11-28T10:00:00Z');
    const never = () => Number.POSITIVE_INFINITY;
    const failing = async (): Promise<string> => {
      throw new Error('catalog unreachable');
    };

    await expect(kept.of(rows, 'en-US', now, failing, never)).rejects.toThrow(
      'catalog unreachable',
    );
    expect(await kept.of(rows, 'en-US', now, async () => 'answer', never)).toBe('answer');
  });
});
