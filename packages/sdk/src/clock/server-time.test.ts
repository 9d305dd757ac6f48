import { describe, expect, it } from 'vitest';
import { isGenericError } from '../http/sdk-errors.ts';
import { estimateServerTimeMs, INVALID_SERVER_TIME, validServerTime } from './server-time.ts';

describe('server time', () => {
  it.each([
    ['zero', 0],
    ['negative', -1],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['a string', '1700000000000'],
    ['missing', undefined],
    ['null', null],
  ])('refuses %s with "Invalid server time"', (_, value) => {
    let thrown: unknown;
    try {
      validServerTime(value);
    } catch (error) {
      thrown = error;
    }
    expect(isGenericError(thrown)).toBe(true);
    expect((thrown as Error).message).toBe(INVALID_SERVER_TIME);
    expect(INVALID_SERVER_TIME).toBe('Invalid server time');
  });

  it.each([1, 1_700_000_000_000, 0.5])('accepts %d', (value) => {
    expect(validServerTime(value)).toBe(value);
  });

  it.each([
    [1_000, 0, 1_000],
    [1_000, 200, 1_100],
    [1_000, 301, 1_150.5],
  ])('server time %d with latency %d ms is estimated at %d', (server, latency, estimate) => {
    expect(estimateServerTimeMs(server, latency)).toBe(estimate);
  });
});
