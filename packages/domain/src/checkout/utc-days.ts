const DAY_MS = 86_400_000;

/** Days since the epoch of the UTC calendar day, so billing periods count whole days. */
export function utcDayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}
