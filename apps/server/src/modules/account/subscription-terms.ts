import { type SubscriptionStatusLabel, subscriptionStatusLabel } from '@orbit/domain';
import { currentPhaseOf, type SubscriptionWithPhases } from '../identification/index.ts';

type Phase = SubscriptionWithPhases['phases'][number];

/** YYYY-MM-DD of an instant, in UTC (subscriptions are dated by UTC day, as bills are). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The first term boundary of an open-ended phase after `now`: its start moved on by whole terms.
 * Worked out the way billing's next renewal is (account-balance.ts), so the renewal date of a
 * subscription and the account's next payment date agree.
 */
export function nextTermBoundary(phase: Phase, now: Date): Date {
  let date = new Date(phase.startsAt);
  while (date.getTime() <= now.getTime()) {
    date = new Date(
      Date.UTC(
        date.getUTCFullYear(),
        date.getUTCMonth() + Math.max(phase.termMonths, 1),
        date.getUTCDate(),
      ),
    );
  }
  return date;
}

/**
 * The phase a subscription is shown with: the one running at `now`, else (a closed or not yet
 * started subscription) its latest phase that has started, else its first.
 */
export function shownPhaseOf(subscription: SubscriptionWithPhases, now: Date): Phase | undefined {
  const running = currentPhaseOf(subscription, now);
  if (running) return running;
  const started = subscription.phases.filter((phase) => phase.startsAt.getTime() <= now.getTime());
  return started.at(-1) ?? subscription.phases[0];
}

/** A cancellation is pending: service runs until `endsAt`, then stops. */
export function isPendingCancellation(subscription: SubscriptionWithPhases): boolean {
  return subscription.commerceState === 'pending_cancellation' && subscription.endsAt !== null;
}

/**
 * The status a subscription is shown with at `now`: a pending cancellation whose end date has
 * come is Closed (service has stopped), whatever the row still says.
 */
export function statusAt(subscription: SubscriptionWithPhases, now: Date): SubscriptionStatusLabel {
  const ended =
    isPendingCancellation(subscription) && (subscription.endsAt as Date).getTime() <= now.getTime();
  return ended ? 'Closed' : subscriptionStatusLabel(subscription.status);
}

/**
 * When the shown phase renews: a running subscription renews at the end of its phase (a trial's
 * or promo's end) or at its next term. One with a pending cancellation does not renew (null: its
 * end is `serviceEndsOn`), nor does a closed, paused or suspended one.
 */
export function renewalDateOf(subscription: SubscriptionWithPhases, now: Date): string | null {
  if (statusAt(subscription, now) !== 'Active' || isPendingCancellation(subscription)) return null;
  const phase = currentPhaseOf(subscription, now);
  if (!phase) return null;
  return utcDay(phase.endsAt ?? nextTermBoundary(phase, now));
}

/**
 * The plan a running subscription moves to later, when one waits: its first phase still to come
 * of another offer than the plan it is on (a switch at the next renewal, ADR 030). The phases of
 * a promotion and of a plan following a trial are the plan's own offer.
 */
export function pendingPlanChangeOf(
  subscription: SubscriptionWithPhases,
  now: Date,
): { planCode: string; effectiveOn: Date } | undefined {
  if (subscription.status !== 'Active') return undefined;
  const next = subscription.phases.find(
    (phase) => phase.startsAt.getTime() > now.getTime() && phase.offerId !== subscription.planCode,
  );
  return next && { planCode: next.offerId, effectiveOn: next.startsAt };
}

/**
 * A subscription in its trial with nothing after it: the customer should pick a plan to follow.
 * Not one they cancelled: it ends with its trial, as they asked.
 */
export function isTrialWithoutFollowOn(subscription: SubscriptionWithPhases, now: Date): boolean {
  if (subscription.status !== 'Active' || isPendingCancellation(subscription)) return false;
  const phase = currentPhaseOf(subscription, now);
  if (phase?.phase !== 'trial') return false;
  return !subscription.phases.some((later) => later.position > phase.position);
}
