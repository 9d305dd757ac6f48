import { genericError } from '../http/sdk-errors.ts';

export const INVALID_SERVER_TIME = 'Invalid server time';

/** The server's time must be a finite number of epoch milliseconds above 0 (spec 001 §5). */
export function validServerTime(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw genericError(INVALID_SERVER_TIME, 'INVALID_SERVER_TIME');
  }
  return value;
}

/**
 * The server's time at the moment its answer arrived: the time it stamped plus the half of the
 * round trip the answer spent on its way back.
 */
export function estimateServerTimeMs(serverTimeMs: number, averageLatencyMs: number): number {
  return serverTimeMs + averageLatencyMs / 2;
}
