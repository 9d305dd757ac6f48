import { isRetryableConflict } from '../../db/retried-transactions.ts';
import { AppError } from './app-error.ts';

/**
 * How long a caller whose transaction kept losing a race is asked to wait: the race is over
 * within milliseconds of the loss (the winner commits), so one second is plenty.
 */
export const CONFLICT_RETRY_AFTER_SECONDS = 1;

/**
 * A transaction that lost a race with another one each time it ran (a deadlock or a serialization
 * failure, ADR 101), as the answer: 503 SERVICE_UNAVAILABLE with `Retry-After`, as for a database
 * that cannot be reached. Nothing of the request was written, and the same request (the same
 * Idempotency-Key, which is released) may succeed when sent again. Not 409: the care API's 409s
 * are business refusals a customer acts on (already renewed, key in use), and this one asks
 * nothing of them but to try again; the SDK does not resend a 503 by itself, so a storm of
 * resent requests cannot follow one.
 */
export function retryableConflictRefusal(error: unknown): AppError | undefined {
  if (!isRetryableConflict(error)) return undefined;
  return new AppError('SERVICE_UNAVAILABLE', 'Transaction lost a race with another each time', {
    cause: error,
    retryAfterSeconds: CONFLICT_RETRY_AFTER_SECONDS,
  });
}
