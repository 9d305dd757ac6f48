import { describe, expect, it } from 'vitest';
import { addMonths, phaseEndDate, phaseLengthInDays } from './phase-duration.ts';

const utc = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it.each([
    ['2025-01-15T10:00:00Z', 1, '2025-02-15T10:00:00.000Z'],
    ['2025-01-31T00:00:00Z', 1, '2025-02-28T00:00:00.000Z'],
    ['2024-01-31T00:00:00Z', 1, '2024-02-29T00:00:00.000Z'],
    ['2025-03-31T00:00:00Z', 1, '2025-04-30T00:00:00.000Z'],
    ['2025-11-30T00:00:00Z', 3, '2026-02-28T00:00:00.000Z'],
    ['2025-06-15T00:00:00Z', 12, '2026-06-15T00:00:00.000Z'],
    ['2025-06-15T00:00:00Z', 0, '2025-06-15T00:00:00.000Z'],
    ['2025-03-31T00:00:00Z', -1, '2025-02-28T00:00:00.000Z'],
  ])('%s + %i months = %s', (start, months, end) => {
    expect(addMonths(utc(start), months).toISOString()).toBe(end);
  });

  it('refuses fractional months and leaves its input alone', () => {
    expect(() => addMonths(new Date(), 1.5)).toThrow(RangeError);
    const start = utc('2025-01-31T00:00:00Z');
    addMonths(start, 1);
    expect(start.toISOString()).toBe('2025-01-31T00:00:00.000Z');
  });
});

describe('phase length', () => {
  it('ends a 3-month trial three calendar months later', () => {
    expect(phaseEndDate(utc('2025-01-01T00:00:00Z'), 3).toISOString()).toBe(
      '2025-04-01T00:00:00.000Z',
    );
    expect(phaseLengthInDays(utc('2025-01-01T00:00:00Z'), 3)).toBe(90);
    expect(phaseLengthInDays(utc('2024-01-01T00:00:00Z'), 3)).toBe(91);
    expect(phaseLengthInDays(utc('2025-06-01T00:00:00Z'), 1)).toBe(30);
  });
});
