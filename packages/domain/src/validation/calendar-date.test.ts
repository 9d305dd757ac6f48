import { describe, expect, it } from 'vitest';
import { calendarDateSchema, isCalendarDate } from './calendar-date.ts';

describe('isCalendarDate', () => {
  it('takes the dates that exist, leap days included', () => {
    for (const date of ['2026-11-26', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(date), date).toBe(true);
    }
  });

  it('refuses impossible dates and other shapes', () => {
    for (const date of [
      '0000-00-00',
      '0000-01-01',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '2026-11-26T00:00:00Z',
      '',
    ]) {
      expect(isCalendarDate(date), date).toBe(false);
    }
  });

  it('is a schema that answers INVALID', () => {
    const result = calendarDateSchema.safeParse('2025-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('INVALID');
  });
});
