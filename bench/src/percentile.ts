/**
 * The value at `share` (0.99 for p99) of the measured values, by the nearest-rank method:
 * always a value that was measured. NaN when nothing was measured, so a figure without samples
 * misses its budget instead of passing as 0.
 */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}
