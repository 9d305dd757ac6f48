import { describe, expect, it } from 'vitest';
import { applyRatePpm, prorateByDays } from './rounding.ts';

describe('applyRatePpm', () => {
  it.each([
    [1099, 50_000, 55], // 54.95
    [21_990, 50_000, 1100], // 1099.5: half rounds up
    [1500, 65_000, 98], // 97.5
    [1099, 99_750, 110], // 109.62525
    [1, 500_000, 1], // 0.5
    [1, 499_999, 0],
    [0, 150_000, 0],
    [1099, 0, 0],
    [-1500, 65_000, -98], // a credit mirrors the charge
    [-1099, 50_000, -55],
  ])('%i at %i ppm = %i', (amount, ratePpm, expected) => {
    expect(applyRatePpm(amount, ratePpm)).toBe(expected);
  });

  it('stays exact far beyond what a float would keep', () => {
    expect(applyRatePpm(9_000_000_000_001, 50_000)).toBe(450_000_000_000);
  });

  it('refuses fractions and negative rates', () => {
    expect(() => applyRatePpm(10.5, 50_000)).toThrow(RangeError);
    expect(() => applyRatePpm(100, 0.5)).toThrow(RangeError);
    expect(() => applyRatePpm(100, -1)).toThrow(RangeError);
  });
});

describe('prorateByDays', () => {
  it.each([
    [1099, 19, 29, 720], // 720.03
    [1099, 18, 28, 707], // 706.5: half rounds up
    [1, 1, 2, 1],
    [3, 1, 2, 2],
    [1099, 0, 30, 0],
    [1099, 30, 30, 1099],
    [1099, 138, 30, 5055], // more days than the period: several periods' worth
  ])('%i for %i of %i days = %i', (amount, days, ofDays, expected) => {
    expect(prorateByDays(amount, days, ofDays)).toBe(expected);
  });

  it('refuses an empty period and negative days', () => {
    expect(() => prorateByDays(1099, 1, 0)).toThrow(RangeError);
    expect(() => prorateByDays(1099, -1, 30)).toThrow(RangeError);
  });
});
