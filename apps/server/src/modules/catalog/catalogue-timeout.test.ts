import { HTTP_LIMITS } from '@orbit/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withCatalogueTimeout } from './catalogue-timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withCatalogueTimeout', () => {
  it('answers SERVICE_UNAVAILABLE once the 15 s catalogue budget is spent', async () => {
    vi.useFakeTimers();
    const answer = withCatalogueTimeout(new Promise<never>(() => {}));
    const outcome = answer.then(
      () => 'answered',
      (error: { code?: string; statusCode?: number }) => error,
    );
    await vi.advanceTimersByTimeAsync(HTTP_LIMITS.catalogueTimeoutMs - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
  });

  it('passes an answer ready in time through, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    expect(await withCatalogueTimeout(Promise.resolve('offers'))).toBe('offers');
    expect(vi.getTimerCount()).toBe(0);
    await expect(withCatalogueTimeout(Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
  });
});
