import { type Currency, type CurrentPlan, calendarDateOf, type Locale, money } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import {
  currentPhaseOf,
  packageNamesOf,
  type SubscriptionWithPhases,
} from '../../identification/index.ts';
import type { TermCharge } from '../current-term.ts';

/** The plan a subscription is on today, as the cancel and change pages show it. */
export async function currentPlanOf(
  db: Db,
  subscription: SubscriptionWithPhases,
  term: TermCharge | undefined,
  context: { now: Date; locale: Locale },
): Promise<CurrentPlan> {
  const phase = currentPhaseOf(subscription, context.now) ?? subscription.phases.at(-1);
  const nameOf = await packageNamesOf(db, [subscription.packageId], context.locale);
  const currency = (phase?.currency ?? 'USD') as Currency;
  const endsOn = term?.end ?? subscription.endsAt ?? context.now;
  return {
    subscriptionId: subscription.id,
    planCode: subscription.planCode,
    packageId: subscription.packageId,
    packageName: nameOf(subscription.packageId),
    serviceType: subscription.serviceType === 'streaming' ? 'streaming' : 'satellite',
    phase: (phase?.phase ?? 'fullPrice') as CurrentPlan['phase'],
    termMonths: Math.max(phase?.termMonths ?? 1, 1),
    price: money(phase?.priceMinor ?? 0, currency),
    currentTermEndsOn: calendarDateOf(endsOn),
    radioIdLastFour: subscription.radioId?.slice(-4) ?? null,
    isCancelledAtEndOfCurrentTerm: subscription.commerceState === 'pending_cancellation',
  };
}
