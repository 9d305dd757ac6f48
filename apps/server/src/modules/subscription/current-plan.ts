import {
  type Currency,
  type CurrentPlan,
  calendarDateOf,
  money,
  PLAN_PHASES,
  type PlanPhase,
} from '@orbit/domain';
import type { SubscriptionWithPhases } from '../identification/index.ts';

type PhaseAtNow = SubscriptionWithPhases['phases'][number];

/**
 * The plan a subscription is on today, as the change and cancel pages show it (one view for
 * both): the running phase's price per term, and the day the current term (or trial) ends.
 */
export function currentPlanView(input: {
  subscription: SubscriptionWithPhases;
  /** The phase running now; the last one when none runs (an ended subscription). */
  phase: PhaseAtNow | undefined;
  packageName: string;
  /** The current term's end; the subscription's end, else today, when it has none. */
  termEnd: Date | undefined;
  now: Date;
}): CurrentPlan {
  const { subscription, phase } = input;
  const currency = (phase?.currency ?? 'USD') as Currency;
  const phaseName = phase?.phase ?? 'fullPrice';
  return {
    subscriptionId: subscription.id,
    planCode: subscription.planCode,
    packageId: subscription.packageId,
    packageName: input.packageName,
    serviceType: subscription.serviceType === 'streaming' ? 'streaming' : 'satellite',
    phase: (PLAN_PHASES as readonly string[]).includes(phaseName)
      ? (phaseName as PlanPhase)
      : 'fullPrice',
    termMonths: Math.max(phase?.termMonths ?? 1, 1),
    price: money(phase?.priceMinor ?? 0, currency),
    currentTermEndsOn: calendarDateOf(input.termEnd ?? subscription.endsAt ?? input.now),
    radioIdLastFour: subscription.radioId?.slice(-4) ?? null,
    isCancelledAtEndOfCurrentTerm: subscription.commerceState === 'pending_cancellation',
  };
}
