import { CLOCK_LIMITS } from '@orbit/domain';
import { backoffDelayMs } from './retry-backoff.ts';

/**
 * Between two good samples of the initial fill. Not a spec number: a second apart, the samples see
 * more than one instant of the network, and the fill still ends within seconds.
 */
export const INITIAL_FILL_SAMPLE_GAP_MS = 1_000;

/**
 * How often drift is looked for between polls. Not a spec number: the check costs two clock reads,
 * and a minute bounds how long a clock set by the user goes unnoticed.
 */
export const DRIFT_CHECK_INTERVAL_MS = 60_000;

/**
 * The wait before the next attempt of the initial fill after `failuresInARow` failures: it starts
 * from the initial poll delay (5 s) and doubles up to 60 s, and never gives up (spec 001 §9),
 * because without samples the clock cannot be trusted at all.
 */
export function initialFillRetryDelayMs(failuresInARow: number): number {
  return backoffDelayMs(
    failuresInARow,
    CLOCK_LIMITS.initialPollMs,
    CLOCK_LIMITS.initialFillMaxDelayMs,
  );
}

/**
 * The wait before retrying a re-sync (a poll, or one drift asked for) after `failuresInARow`
 * failures: 10 s doubling up to 30 s, for at most 10 retries; undefined once they are spent, and
 * the next regular poll tries again.
 */
export function resyncRetryDelayMs(failuresInARow: number): number | undefined {
  if (failuresInARow > CLOCK_LIMITS.driftRetryCount) return undefined;
  return backoffDelayMs(
    failuresInARow,
    CLOCK_LIMITS.driftRetryBaseMs,
    CLOCK_LIMITS.driftRetryMaxMs,
  );
}
