import { describe, expect, it } from 'vitest';
import { toIsoDuration } from './iso-duration.ts';

describe('ISO 8601 durations', () => {
  it.each([
    [0, 'PT0S'],
    [1, 'PT0.001S'],
    [120, 'PT0.12S'],
    [125.4, 'PT0.125S'],
    [1_000, 'PT1S'],
    [5_250, 'PT5.25S'],
    [30 * 60_000, 'PT1800S'],
    [-5_000, '-PT5S'],
    [-0.2, 'PT0S'],
    [-1_500, '-PT1.5S'],
  ])('%d ms is %s', (milliseconds, text) => {
    expect(toIsoDuration(milliseconds)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (value) => {
    expect(() => toIsoDuration(value)).toThrow(RangeError);
  });
});
