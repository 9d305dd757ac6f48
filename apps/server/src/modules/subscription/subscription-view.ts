import type { CommerceSubscription } from '@orbit/domain';
import type { SubscriptionWithPhases } from '../identification/index.ts';

type PhaseRow = SubscriptionWithPhases['phases'][number];

function phaseView(phase: PhaseRow) {
  const yearly = phase.termMonths % 12 === 0 && phase.termMonths >= 12;
  return {
    type: phase.phase as 'trial' | 'promo' | 'fullPrice',
    planType: phase.planType,
    offerId: phase.offerId,
    billingPeriod: yearly ? ('years' as const) : ('months' as const),
    billingPeriodCount: yearly ? phase.termMonths / 12 : phase.termMonths,
    started: phase.startsAt.toISOString(),
    ends: phase.endsAt?.toISOString() ?? null,
    price: { amountMinor: phase.priceMinor, currency: phase.currency as 'USD' | 'CAD' },
    isPrepaid: phase.isPrepaid,
  };
}

/**
 * A subscription as `subscription/v1` answers it (spec 001 §3 Commerce subscription): its
 * phases, the one running at `now`, the offers active now and pending (later phases' offers).
 */
export function commerceSubscriptionView(
  subscription: SubscriptionWithPhases,
  now: Date,
): CommerceSubscription {
  const at = now.getTime();
  const current = subscription.phases.find(
    (phase) =>
      phase.startsAt.getTime() <= at && (phase.endsAt === null || at < phase.endsAt.getTime()),
  );
  const later = subscription.phases.filter((phase) => phase.startsAt.getTime() > at);
  const closed = subscription.status === 'Closed';
  const last = subscription.phases[subscription.phases.length - 1];
  return {
    id: subscription.id,
    state: closed
      ? 'closed'
      : subscription.commerceState === 'pending_cancellation'
        ? 'pending_cancellation'
        : 'active',
    source: subscription.source,
    offerId: subscription.planCode,
    currentPhase: current && !closed ? phaseView(current) : null,
    offers: {
      active: current && !closed ? [current.offerId] : [],
      pending: closed ? [] : [...new Set(later.map((phase) => phase.offerId))],
    },
    offerPhases: subscription.phases.map(phaseView),
    started: subscription.startedAt.toISOString(),
    ends: subscription.endsAt?.toISOString() ?? last?.endsAt?.toISOString() ?? null,
    terminated: subscription.cancelledAt?.toISOString() ?? null,
    expires: subscription.endsAt?.toISOString() ?? null,
    beneficiaries: subscription.streamingIdentityId
      ? [{ identityId: subscription.streamingIdentityId }]
      : [],
    billingProfileId: subscription.billingProfileId,
    serviceType: subscription.serviceType === 'satellite' ? 'satellite' : 'streaming',
    radioIdLastFour: subscription.radioId?.slice(-4) ?? null,
  };
}
