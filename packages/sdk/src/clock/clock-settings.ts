import { type ApplicationConfig, CLOCK_LIMITS } from '@orbit/domain';
import { genericError } from '../http/sdk-errors.ts';

export const TIME_CONFIG_NOT_AVAILABLE = 'Time config is not available';

/** Spec 001 §9: "max discrepancy 5 s (default max drift 5 s)". */
export const DEFAULT_MAX_DRIFT_MS = CLOCK_LIMITS.maxDiscrepancyMs;

/**
 * The longest round trip whose answer can still place the server's time within the allowed
 * discrepancy: not knowing how the trip splits between the two ways, the estimate may be off by up
 * to half the round trip, so the round trip may last at most twice the discrepancy. Samples above
 * half of it (the discrepancy itself) are ignored, which keeps the error of an accepted sample
 * under half the discrepancy: a noisy sample alone cannot switch clocks.
 */
export function maxTwoWayLatencyMs(maxDiscrepancyMs: number): number {
  return 2 * maxDiscrepancyMs;
}

export const DEFAULT_MAX_TWO_WAY_LATENCY_MS = maxTwoWayLatencyMs(CLOCK_LIMITS.maxDiscrepancyMs);

export interface ClockSettings {
  /** From here on the internal clock is used instead of the system clock. */
  maxDiscrepancyMs: number;
  /** System and monotonic time parting by this much since the last sync calls for a re-sync. */
  maxDriftMs: number;
  maxTwoWayLatencyMs: number;
}

/**
 * The clock settings of the `time` domain config. Its extras may set `maxDiscrepancyMs` and
 * `maxDriftMs` (positive milliseconds); anything else falls back to the spec's 5 s.
 */
export function clockSettingsFrom(config: ApplicationConfig | undefined): ClockSettings {
  const time = config?.domains.time;
  if (!time) throw genericError(TIME_CONFIG_NOT_AVAILABLE, 'TIME_CONFIG_NOT_AVAILABLE');
  const maxDiscrepancyMs =
    positiveMs(time.extras.maxDiscrepancyMs) ?? CLOCK_LIMITS.maxDiscrepancyMs;
  return {
    maxDiscrepancyMs,
    maxDriftMs: positiveMs(time.extras.maxDriftMs) ?? DEFAULT_MAX_DRIFT_MS,
    maxTwoWayLatencyMs: maxTwoWayLatencyMs(maxDiscrepancyMs),
  };
}

function positiveMs(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}
