import { describe, expect, it } from 'vitest';
import { businessDaysAfter, doNotCallHonourBy } from './do-not-call.ts';
import { easterSunday, isBusinessDay, publicHolidays } from './public-holidays.ts';

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe('public holidays', () => {
  it('observes US federal holidays, moving weekend ones to Friday or Monday', () => {
    const us2026 = publicHolidays('us', 2026);
    // July 4, 2026 is a Saturday: observed Friday July 3.
    expect(us2026.has('2026-07-03')).toBe(true);
    expect(us2026.has('2026-07-04')).toBe(false);
    // Thanksgiving, fourth Thursday of November; Memorial Day, last Monday of May.
    expect(us2026.has('2026-11-26')).toBe(true);
    expect(us2026.has('2026-05-25')).toBe(true);
    // New Year's Day 2028 is a Saturday: observed Friday December 31, 2027.
    expect(publicHolidays('us', 2027).has('2027-12-31')).toBe(true);
  });

  it('observes Canadian statutory holidays, moving weekend ones to the next free weekday', () => {
    const ca2027 = publicHolidays('ca', 2027);
    // Christmas 2027 is a Saturday and Boxing Day a Sunday: Monday 27 and Tuesday 28.
    expect([...ca2027].filter((date) => date >= '2027-12-24')).toEqual([
      '2027-12-27',
      '2027-12-28',
    ]);
    // Good Friday (Easter 2027 is March 28) and Victoria Day (Monday before May 25).
    expect(calendar(easterSunday(2027))).toBe('2027-03-28');
    expect(ca2027.has('2027-03-26')).toBe(true);
    expect(ca2027.has('2027-05-24')).toBe(true);
    // Truth and Reconciliation day, September 30, is Canadian only.
    expect(ca2027.has('2027-09-30')).toBe(true);
    expect(publicHolidays('us', 2027).has('2027-09-30')).toBe(false);
  });

  it('counts neither weekends nor holidays as business days', () => {
    expect(isBusinessDay(day('2026-11-21'), 'us')).toBe(false); // Saturday
    expect(isBusinessDay(day('2026-11-26'), 'us')).toBe(false); // Thanksgiving (US)
    expect(isBusinessDay(day('2026-11-26'), 'ca')).toBe(true);
    expect(isBusinessDay(day('2026-11-24'), 'us')).toBe(true);
  });
});

describe('do-not-call deadline (10 business days)', () => {
  it('skips two weekends from a Monday', () => {
    expect(doNotCallHonourBy('2026-03-02', 'us')).toBe('2026-03-16');
  });

  it('starts counting the day after a request made on a weekend', () => {
    // Saturday Nov 21, 2026 (US): Thanksgiving on the 26th does not count.
    expect(doNotCallHonourBy('2026-11-21', 'us')).toBe('2026-12-07');
    // Canada has no holiday that week.
    expect(doNotCallHonourBy('2026-11-21', 'ca')).toBe('2026-12-04');
  });

  it('crosses the year end with its holidays in each market', () => {
    // US: Dec 25 (Fri) and Jan 1 (Fri) are holidays.
    expect(doNotCallHonourBy('2026-12-18', 'us')).toBe('2027-01-05');
    // Canada: Dec 25 (Fri), Dec 28 (Boxing Day moved from Saturday), Jan 1 (Fri).
    expect(doNotCallHonourBy('2026-12-18', 'ca')).toBe('2027-01-06');
  });

  it('refuses a date that is not one and a negative count', () => {
    expect(() => doNotCallHonourBy('2026-02-30', 'us')).toThrow(RangeError);
    expect(() => businessDaysAfter('2026-03-02', -1, 'us')).toThrow(RangeError);
    expect(businessDaysAfter('2026-03-02', 0, 'us')).toBe('2026-03-02');
  });
});

function calendar(date: Date): string {
  return date.toISOString().slice(0, 10);
}
