import type { CareCaptchaFields } from '@orbit/domain';
import { humanCheckDemandOf } from '../../platform/throttle/human-check-beyond-limit.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import type { LookupBudget } from './lookup-throttles.ts';

/**
 * The lookup budgets of this server (per address from its settings, per subject the default),
 * with the request's proof: a subject whose budget is spent asks for a human check, not a 429.
 */
export function lookupBudgetOf(
  deps: IdentificationDeps,
  now: Date,
  captcha: CareCaptchaFields = {},
): LookupBudget {
  return {
    db: deps.db,
    now,
    perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute,
    humanCheck: humanCheckDemandOf(deps.config, captcha),
  };
}
