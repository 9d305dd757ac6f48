import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, retryDelayMs, shouldRetry } from './retry-policy.ts';

const base = { retriesSoFar: 0, settings: DEFAULT_RETRY, isTimeService: false };

describe('shouldRetry', () => {
  it.each([
    ['GET', 500, true],
    ['GET', 502, true],
    ['GET', 504, true],
    ['PUT', 500, true],
    ['DELETE', 500, true],
    ['POST', 500, false],
    ['PATCH', 502, false],
    ['GET', 503, false],
    ['GET', 429, false],
    ['POST', 429, false],
    ['GET', 401, false],
    ['GET', 400, false],
    ['GET', 404, false],
  ] as const)('%s answered %i → retry %s', (method, status, expected) => {
    expect(shouldRetry({ ...base, method, outcome: { kind: 'status', status } })).toBe(expected);
  });

  it('retries a lost connection only for idempotent methods', () => {
    const outcome = { kind: 'network', timedOut: false } as const;
    expect(shouldRetry({ ...base, method: 'GET', outcome })).toBe(true);
    expect(shouldRetry({ ...base, method: 'POST', outcome })).toBe(false);
  });

  it('stops after the default three retries', () => {
    const outcome = { kind: 'status', status: 500 } as const;
    expect(shouldRetry({ ...base, method: 'GET', outcome, retriesSoFar: 2 })).toBe(true);
    expect(shouldRetry({ ...base, method: 'GET', outcome, retriesSoFar: 3 })).toBe(false);
  });

  it('lets an endpoint config change the count', () => {
    const outcome = { kind: 'status', status: 500 } as const;
    const settings = { count: 1, baseDelayMs: 50 };
    expect(shouldRetry({ ...base, settings, method: 'GET', outcome, retriesSoFar: 1 })).toBe(false);
  });

  it('never retries the time service', () => {
    const outcome = { kind: 'status', status: 500 } as const;
    expect(shouldRetry({ ...base, isTimeService: true, method: 'GET', outcome })).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('doubles the base delay on each retry', () => {
    const settings = { count: 3, baseDelayMs: 1_000 };
    expect([0, 1, 2].map((n) => retryDelayMs(n, settings))).toEqual([1_000, 2_000, 4_000]);
  });
});
