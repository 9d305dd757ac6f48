import type { PlanSwitchFlow } from '@orbit/domain';
import { isRetentionOffer } from '../../catalog/index.ts';
import type { PricedPlanChange } from './price-plan-change.ts';

/** Where a care-side change was chosen, as the order records it (spec 001 §7 `flow`). */
export function flowOf(priced: PricedPlanChange): PlanSwitchFlow {
  if (isRetentionOffer(priced.target)) return 'SAVE_OFFER';
  return priced.packageChange === 'KEEP' ? 'CHANGE_TERM' : 'CHANGE_PLAN';
}
