import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkDateRange,
  isDateRangeOrdered,
  optionalDateRangeSchema,
  orderedDateRange,
  requiredDateTimeRangeSchema,
} from './date-range.ts';

describe('checkDateRange', () => {
  it.each([
    ['2025-01-01', '2025-01-31', null],
    ['2025-01-31', '2025-01-31', null],
    ['2025-02-01', '2025-01-31', 'START_AFTER_END'],
    ['2025-01-01T10:00:00Z', '2025-01-01T09:59:59Z', 'START_AFTER_END'],
    ['2025-01-01T10:00:00+02:00', '2025-01-01T09:00:00Z', null],
    ['yesterday', '2025-01-01', 'INVALID'],
    ['2025-01-01', '2025-13-45', 'INVALID'],
  ])('%s → %s is %s', (start, end, code) => {
    expect(checkDateRange(start, end)).toBe(code);
  });

  it('takes Date objects', () => {
    expect(isDateRangeOrdered(new Date(0), new Date(1))).toBe(true);
    expect(isDateRangeOrdered(new Date(1), new Date(0))).toBe(false);
  });
});

describe('date range schemas', () => {
  it('lets either billing-activity date be absent', () => {
    expect(optionalDateRangeSchema.parse({})).toEqual({});
    expect(optionalDateRangeSchema.parse({ startDate: '2025-01-01' })).toEqual({
      startDate: '2025-01-01',
    });
  });

  it('reports a reversed range on the end field', () => {
    const result = optionalDateRangeSchema.safeParse({
      startDate: '2025-02-01',
      endDate: '2025-01-01',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endDate', 'START_AFTER_END'],
    ]);
  });

  it('requires both ends of a payment-history range', () => {
    const result = requiredDateTimeRangeSchema.safeParse({ startDateTime: '2025-01-01T00:00:00Z' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endDateTime', 'REQUIRED'],
    ]);
  });

  it('adds the rule to any object schema', () => {
    const schema = z
      .object({ from: z.string(), to: z.string(), note: z.string() })
      .superRefine(orderedDateRange('from', 'to'));
    expect(schema.safeParse({ from: '2025-01-02', to: '2025-01-01', note: '' }).success).toBe(
      false,
    );
    expect(schema.safeParse({ from: '2025-01-01', to: '2025-01-02', note: '' }).success).toBe(true);
  });
});
