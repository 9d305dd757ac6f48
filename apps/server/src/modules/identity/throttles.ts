import { type HumanCheckProof, OTP_LIMITS } from '@orbit/domain';
import { type HumanCheckFields, requireHumanCheck } from '../../platform/human-check/index.ts';
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
 * Messages to one destination (an email, a phone, or a stand-in identity): at most one per resend
 * interval and a few per hour, so nobody can flood an inbox or a phone through us. Within that
 * budget nothing is asked; beyond it the send needs a solved check (428 CAPTCHA_REQUIRED) instead
 * of being refused, so someone spending a customer's budget cannot keep them from a passcode, a
 * reset link or a sign-up (ADR 024). Each extra message then costs the sender a proof of work,
 * and the per-address budgets stay hard. `fields` names where the request carries the proof
 * (the care calls' `captchaToken`/`captchaAnswer`; the service APIs' `humanCheck`).
 */
export async function limitSendsOrAskForCheck(
  deps: IdentityDeps,
  destination: string,
  humanCheck: Partial<HumanCheckProof> | undefined,
  fields?: HumanCheckFields,
): Promise<void> {
  const now = deps.clock();
  for (const rule of sendRules(deps, destination)) {
    // Counted as a hard limit counts: a send refused by the cooldown is not an hourly one.
    if (!(await countRequest(deps.db, rule, now)).allowed) {
      await requireHumanCheck(deps.db, humanCheck, now, deps.config.humanCheck, fields);
      return;
    }
  }
}
