import type { Db } from '../../db/client.ts';
import { AppError } from '../errors/app-error.ts';
import { countRequest, type RateLimitRule } from './rate-limit-counter.ts';

/**
 * Counts the request and refuses it with 429 RATE_LIMIT_EXCEEDED (and Retry-After) once the
 * window's budget is spent. `serviceCode` lets a service answer the code the spec fixes for it.
 */
export async function requireWithinLimit(
  db: Db,
  rule: RateLimitRule,
  now: Date,
  options: { serviceCode?: string } = {},
): Promise<void> {
  const outcome = await countRequest(db, rule, now);
  if (outcome.allowed) return;
  throw new AppError('RATE_LIMIT_EXCEEDED', `Rate limit ${rule.bucket} reached`, {
    retryAfterSeconds: outcome.retryAfterSeconds,
    ...(options.serviceCode ? { serviceCode: options.serviceCode } : {}),
  });
}
