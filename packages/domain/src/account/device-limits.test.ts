import { describe, expect, it } from 'vitest';
import { exceedsRadiosPerPhone, MAX_RADIOS_PER_PHONE } from './device-limits.ts';

describe('radios per phone number', () => {
  it.each([
    [0, false],
    [1, false],
    [5, false],
    [6, true],
    [40, true],
  ])('%i radios on one phone: refused %s', (count, refused) => {
    expect(MAX_RADIOS_PER_PHONE).toBe(5);
    expect(exceedsRadiosPerPhone(count)).toBe(refused);
  });
});
