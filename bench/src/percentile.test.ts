import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.ts';

describe('percentile', () => {
  it('answers a value that was measured, by nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile([30, 10, 20], 0.5)).toBe(20);
  });

  it('answers NaN without samples, so a figure nobody measured cannot meet its budget', () => {
    expect(percentile([], 0.99)).toBeNaN();
  });
});
