const DAY_MS = 86_400_000;

function daysInUtcMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * `months` calendar months after `start`, in UTC, keeping the time of day. A day the target
 * month lacks falls on its last day (Jan 31 + 1 month = Feb 28, or 29), as billing systems do.
 */
export function addMonths(start: Date, months: number): Date {
  if (!Number.isInteger(months)) throw new RangeError(`months must be an integer, got ${months}`);
  const monthIndex = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const day = Math.min(start.getUTCDate(), daysInUtcMonth(year, month));
  const result = new Date(start.getTime());
  result.setUTCFullYear(year, month, day);
  return result;
}

/** When a phase of `months` months that starts at `start` ends (phase durations are in months). */
export function phaseEndDate(start: Date, months: number): Date {
  return addMonths(start, months);
}

/** How many whole days a phase of `months` months lasts from `start` (a 3-month trial: 89–92). */
export function phaseLengthInDays(start: Date, months: number): number {
  return Math.round((phaseEndDate(start, months).getTime() - start.getTime()) / DAY_MS);
}
