import { GENERIC_RETRY } from '@orbit/domain';
import { type Timers, wait } from '../runtime/runtime.ts';

export interface GenericRetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Return false to stop at once on an error that will not go away. */
  retryIf?: (error: unknown) => boolean;
  signal?: AbortSignal;
}

/**
 * Runs `work` until it succeeds, up to 5 attempts, waiting 100 ms, 200 ms, 400 ms… between them,
 * never more than 10 s (spec 001 §9). The last error is thrown.
 */
export async function retryWithBackoff<T>(
  work: (attempt: number) => Promise<T>,
  timers: Timers,
  options: GenericRetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? GENERIC_RETRY.attempts;
  const baseDelayMs = options.baseDelayMs ?? GENERIC_RETRY.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? GENERIC_RETRY.maxDelayMs;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      lastError = error;
      const retryable = options.retryIf?.(error) ?? true;
      if (!retryable || attempt === attempts - 1) break;
      await wait(timers, Math.min(baseDelayMs * 2 ** attempt, maxDelayMs), options.signal);
    }
  }
  throw lastError;
}
