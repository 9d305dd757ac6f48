import type { CareCaptchaFields } from '@orbit/domain';
import {
  humanCheckDemandOf,
  requireDemandedHumanCheck,
} from '../../../platform/throttle/human-check-beyond-limit.ts';
import { captchaStatusFor } from '../quotes/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';

/**
 * The checkout's captcha (flows §2.1 steps 4d and 5): while the care session's failed orders make
 * it REQUIRED (`captchaStatusFor`, which the review step asks), a purchase goes on only with a
 * solved human check — 428 CAPTCHA_REQUIRED otherwise. Checked first, before anything is locked,
 * priced or charged: card testing is what it stops, so a refused attempt must cost nothing.
 */
export async function requirePurchaseHumanCheck(
  deps: Pick<CheckoutDeps, 'db' | 'clock' | 'config'>,
  careSessionId: string,
  captcha: CareCaptchaFields,
): Promise<void> {
  const now = deps.clock();
  if ((await captchaStatusFor(deps.db, { careSessionId, now })) !== 'REQUIRED') return;
  await requireDemandedHumanCheck(deps.db, humanCheckDemandOf(deps.config, captcha), now);
}
