import type { CareCaptchaFields } from '@orbit/domain';
import {
  humanCheckDemandOf,
  requireDemandedHumanCheck,
} from '../../../platform/throttle/human-check-beyond-limit.ts';
import { captchaStatusFor, captchaStatusOfFailures, failedPurchasesSql } from '../quotes/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';

/**
 * The checkout's captcha (flows §2.1 steps 4d and 5): while the care session's failed orders make
 * it REQUIRED (`captchaStatusFor`, which the review step asks), a purchase goes on only with a
 * solved human check — 428 CAPTCHA_REQUIRED otherwise. Checked first, before anything is locked,
 * priced or charged: card testing is what it stops, so a refused attempt must cost nothing.
 * `failedRead`: the count `failedPurchasesRead` had sent with the key's claim, when it was read.
 */
export async function requirePurchaseHumanCheck(
  deps: Pick<CheckoutDeps, 'db' | 'clock' | 'config'>,
  careSessionId: string,
  captcha: CareCaptchaFields,
  failedRead?: unknown,
): Promise<void> {
  const now = deps.clock();
  const status =
    typeof failedRead === 'number'
      ? captchaStatusOfFailures(failedRead)
      : await captchaStatusFor(deps.db, { careSessionId, now });
  if (status !== 'REQUIRED') return;
  await requireDemandedHumanCheck(deps.db, humanCheckDemandOf(deps.config, captcha), now);
}

/**
 * A purchase route's `readWithClaim`: the care session's failed orders, counted in the statement
 * that claims the request's key (ADR 118), for `requirePurchaseHumanCheck`.
 */
export const failedPurchasesRead =
  (deps: Pick<CheckoutDeps, 'clock'>) => (_request: unknown, caller: { session: { id: string } }) =>
    failedPurchasesSql({ careSessionId: caller.session.id, now: deps.clock() });
