import type { CurrentPlan, Locale } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import {
  currentPhaseOf,
  packageNamesOf,
  type SubscriptionWithPhases,
} from '../../identification/index.ts';
import { currentPlanView } from '../current-plan.ts';
import type { TermCharge } from '../current-term.ts';

/** The plan a cancellation is asked of, named in the customer's language (currentPlanView). */
export async function currentPlanOf(
  db: Db,
  subscription: SubscriptionWithPhases,
  term: TermCharge | undefined,
  context: { now: Date; locale: Locale },
): Promise<CurrentPlan> {
  const nameOf = await packageNamesOf(db, [subscription.packageId], context.locale);
  return currentPlanView({
    subscription,
    phase: currentPhaseOf(subscription, context.now) ?? subscription.phases.at(-1),
    packageName: nameOf(subscription.packageId),
    termEnd: term?.end,
    now: context.now,
  });
}
