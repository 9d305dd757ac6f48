import type { Db } from '../../db/client.ts';
import { AppError } from '../errors/app-error.ts';
import { countRequest, type RateLimitOutcome, type RateLimitRule } from './rate-limit-counter.ts';

type LimitOptions = { serviceCode?: string };

/**
 * Refuses a counted request with 429 RATE_LIMIT_EXCEEDED (and Retry-After) once the window's
 * budget is spent. `serviceCode` lets a service answer the code the spec fixes for it.
 */
export function refuseBeyondLimit(
  rule: RateLimitRule,
  outcome: RateLimitOutcome,
  options: LimitOptions = {},
): void {
  if (outcome.allowed) return;
  throw new AppError('RATE_LIMIT_EXCEEDED', `Rate limit ${rule.bucket} reached`, {
    retryAfterSeconds: outcome.retryAfterSeconds,
    ...(options.serviceCode ? { serviceCode: options.serviceCode } : {}),
  });
}

/** Counts the request, then refuses it as `refuseBeyondLimit` does once the budget is spent. */
export async function requireWithinLimit(
  db: Db,
  rule: RateLimitRule,
  now: Date,
  options: LimitOptions = {},
): Promise<void> {
  refuseBeyondLimit(rule, await countRequest(db, rule, now), options);
}
