import type { IdentificationDeps } from './identification-deps.ts';
import type { LookupBudget } from './lookup-throttles.ts';

/** The lookup budgets of this server (per address from its settings, per subject the default). */
export function lookupBudgetOf(deps: IdentificationDeps, now: Date): LookupBudget {
  return { db: deps.db, now, perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute };
}
