/** Exponential back-off: `baseMs` doubled for each failure before this one, never above `maxMs`. */
export function backoffDelayMs(failuresSoFar: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failuresSoFar - 1), maxMs);
}
