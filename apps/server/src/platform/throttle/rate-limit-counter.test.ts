import { describe, expect, it } from 'vitest';
import { freshClock } from '../../testing/identities.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { countRequest } from './rate-limit-counter.ts';

describe('countRequest', () => {
  it('counts within a fixed window and starts again after it', async () => {
    const { db, clock } = await createTestApp({ clock: freshClock() });
    const rule = { bucket: 'test', key: 'window', limit: 2, windowSeconds: 60 };
    expect(await countRequest(db, rule, clock.now())).toEqual({
      allowed: true,
      hits: 1,
      retryAfterSeconds: 60,
    });
    clock.advanceSeconds(20);
    expect(await countRequest(db, rule, clock.now())).toMatchObject({ allowed: true, hits: 2 });
    expect(await countRequest(db, rule, clock.now())).toEqual({
      allowed: false,
      hits: 3,
      retryAfterSeconds: 40,
    });
    clock.advanceSeconds(40);
    expect(await countRequest(db, rule, clock.now())).toEqual({
      allowed: true,
      hits: 1,
      retryAfterSeconds: 60,
    });
    expect(await countRequest(db, { ...rule, key: 'another' }, clock.now())).toMatchObject({
      hits: 1,
    });
  });

  it('counts every one of many requests at once (one atomic upsert each)', async () => {
    const { db, clock } = await createTestApp({ clock: freshClock() });
    const rule = { bucket: 'test', key: 'crowd', limit: 10, windowSeconds: 60 };
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () => countRequest(db, rule, clock.now())),
    );
    expect(outcomes.map((outcome) => outcome.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
  });
});
