import { HTTP_LIMITS, type HttpMethod } from '@orbit/domain';

/** Methods that may be repeated without changing the outcome. */
const IDEMPOTENT_METHODS: readonly HttpMethod[] = ['GET', 'PUT', 'DELETE'];

export interface RetrySettings {
  count: number;
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetrySettings = {
  count: HTTP_LIMITS.defaultRetryCount,
  baseDelayMs: HTTP_LIMITS.defaultRetryBaseDelayMs,
};

export type AttemptOutcome =
  | { kind: 'status'; status: number }
  | { kind: 'network'; timedOut: boolean };

export interface RetryQuestion {
  method: HttpMethod;
  outcome: AttemptOutcome;
  /** Retries already made for this call (0 after the first attempt). */
  retriesSoFar: number;
  settings: RetrySettings;
  /** The time service is never retried: a late answer is worse than none. */
  isTimeService: boolean;
}

/**
 * Whether to try a failed attempt again (spec 001 §9). 429 and 503 never: the server asked us to
 * back off. A 5xx only for idempotent methods, so a POST is never applied twice. A lost connection
 * is retried like a 5xx. 401 is not retried here: the caller refreshes the session and repeats once.
 */
export function shouldRetry(question: RetryQuestion): boolean {
  const { method, outcome, retriesSoFar, settings, isTimeService } = question;
  if (isTimeService || retriesSoFar >= settings.count) return false;
  const idempotent = IDEMPOTENT_METHODS.includes(method);
  if (outcome.kind === 'network') return idempotent;
  const { status } = outcome;
  if (status === 429 || status === 503) return false;
  if (status >= 500) return idempotent;
  return false;
}

/** Exponential back-off: the base delay, doubled for each retry already made. */
export function retryDelayMs(retriesSoFar: number, settings: RetrySettings): number {
  return settings.baseDelayMs * 2 ** retriesSoFar;
}
