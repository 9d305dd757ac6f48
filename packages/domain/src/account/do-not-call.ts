import type { Country } from '../locale/locales.ts';
import {
  addDays,
  type CalendarDate,
  calendarDateOf,
  dateOfCalendarDate,
  isBusinessDay,
} from './public-holidays.ts';

/** A do-not-call request must be honoured within this many business days of the request. */
export const DO_NOT_CALL_BUSINESS_DAYS = 10;

/** The `count`-th business day after `day` (weekends and the market's public holidays skipped). */
export function businessDaysAfter(
  day: CalendarDate,
  count: number,
  country: Country,
): CalendarDate {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be ≥ 0, got ${count}`);
  let date = dateOfCalendarDate(day);
  let left = count;
  while (left > 0) {
    date = addDays(date, 1);
    if (isBusinessDay(date, country)) left -= 1;
  }
  return calendarDateOf(date);
}

/** The date by which a do-not-call request made on `requestDate` must be honoured. */
export function doNotCallHonourBy(requestDate: CalendarDate, country: Country): CalendarDate {
  return businessDaysAfter(requestDate, DO_NOT_CALL_BUSINESS_DAYS, country);
}
