import type { ClockSource } from '@orbit/domain';

/**
 * The clock to use (spec 001 §4): the system clock while it is within the allowed discrepancy of
 * the server-synchronised time, the internal clock once the difference reaches it. The system clock
 * is preferred because it follows the user's own adjustments and time zone changes.
 */
export function selectClock(
  systemTimeMs: number,
  synchronisedTimeMs: number,
  maxDiscrepancyMs: number,
): ClockSource {
  return Math.abs(systemTimeMs - synchronisedTimeMs) >= maxDiscrepancyMs ? 'INTERNAL' : 'SYSTEM';
}
