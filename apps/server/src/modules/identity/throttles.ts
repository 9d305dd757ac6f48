import { type HumanCheckProof, IDENTITY_SERVICE_CODES, OTP_LIMITS } from '@orbit/domain';
import { requireHumanCheck } from '../../platform/human-check/index.ts';
import { countRequest } from '../../platform/throttle/rate-limit-counter.ts';
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

function sendRules(deps: IdentityDeps, destination: string) {
  const key = hashSecret(destination.trim().toLowerCase());
  return [
    { bucket: 'send-cooldown', key, limit: 1, windowSeconds: OTP_LIMITS.resendAfterSeconds },
    {
      bucket: 'send-hourly',
      key,
      limit: deps.config.identity.otpSendsPerDestinationPerHour,
      windowSeconds: 3600,
    },
  ];
}

/**
 * Messages to one destination, where the caller can answer a human check (otp initiate and
 * initiate-verification, magic-link request): within the budget of `limitSendsTo` nothing is
 * asked; beyond it the send needs a solved check (428 CAPTCHA_REQUIRED) instead of being refused,
 * so someone spending a customer's budget cannot keep them from a passcode (ADR 024). Each extra
 * message then costs the sender a proof of work, and the per-address budgets stay hard.
 */
export async function limitSendsOrAskForCheck(
  deps: IdentityDeps,
  destination: string,
  humanCheck: HumanCheckProof | undefined,
): Promise<void> {
  const now = deps.clock();
  for (const rule of sendRules(deps, destination)) {
    // Counted as the hard limit counts: a send refused by the cooldown is not an hourly one.
    if (!(await countRequest(deps.db, rule, now)).allowed) {
      await requireHumanCheck(deps.db, humanCheck, now, deps.config.humanCheck);
      return;
    }
  }
}

/**
 * Messages to one destination (an email, a phone, or a stand-in identity): at most one per
 * resend interval and a few per hour, so nobody can flood an inbox or a phone through us. Hard:
 * for the sends whose requests carry no human check (sign-in start, sign-up, care recovery).
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
