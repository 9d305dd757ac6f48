import { IDENTITY_SERVICE_CODES, OTP_LIMITS } from '@orbit/domain';
import { requireWithinLimit } from '../../platform/throttle/require-within-limit.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { hashSecret } from './secrets.ts';

/**
 * The request budgets of the identity capability, counted in the database (shared by every
 * instance). Keys are client addresses or hashes of destinations, never the values themselves.
 */

/** Password checks, passcode and link redemptions, sign-ups: what guessing is made of. */
export function limitSignInAttempts(deps: IdentityDeps, clientAddress: string): Promise<void> {
  return requireWithinLimit(
    deps.db,
    {
      bucket: 'sign-in-attempt',
      key: clientAddress,
      limit: deps.config.identity.signInAttemptsPerAddressPerMinute,
      windowSeconds: 60,
    },
    deps.clock(),
  );
}

/** Questions about handles (status, sign-in start, sign-up status, unique login). */
export function limitLookups(deps: IdentityDeps, clientAddress: string): Promise<void> {
  return requireWithinLimit(
    deps.db,
    {
      bucket: 'identity-lookup',
      key: clientAddress,
      limit: deps.config.identity.lookupsPerAddressPerMinute,
      windowSeconds: 60,
    },
    deps.clock(),
  );
}

/**
 * Messages to one destination (an email, a phone, or a stand-in identity): at most one per
 * resend interval and a few per hour, so nobody can flood an inbox or a phone through us.
 */
export async function limitSendsTo(deps: IdentityDeps, destination: string): Promise<void> {
  const key = hashSecret(destination.trim().toLowerCase());
  const now = deps.clock();
  const options = { serviceCode: IDENTITY_SERVICE_CODES.otpRateLimitExceeded };
  await requireWithinLimit(
    deps.db,
    { bucket: 'send-cooldown', key, limit: 1, windowSeconds: OTP_LIMITS.resendAfterSeconds },
    now,
    options,
  );
  await requireWithinLimit(
    deps.db,
    {
      bucket: 'send-hourly',
      key,
      limit: deps.config.identity.otpSendsPerDestinationPerHour,
      windowSeconds: 3600,
    },
    now,
    options,
  );
}
