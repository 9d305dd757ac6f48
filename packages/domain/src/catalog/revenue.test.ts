import { describe, expect, it } from 'vitest';
import { revenueStatusOf } from './revenue.ts';

describe('revenueStatusOf', () => {
  it.each([
    [1, 'Immediate'],
    [1099, 'Immediate'],
    [0, 'Deferred'],
    [-500, 'Deferred'],
  ])('a current quote total of %i minor units is %s', (amountMinor, status) => {
    expect(revenueStatusOf({ amountMinor, currency: 'CAD' })).toBe(status);
  });
});
