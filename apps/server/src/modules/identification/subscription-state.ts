import type { SubscriptionWithPhases } from './radio-store.ts';

/** The phase of a subscription running at `now` (the full-price phase has no end). */
export function currentPhaseOf(subscription: SubscriptionWithPhases, now: Date) {
  const at = now.getTime();
  return subscription.phases.find(
    (phase) =>
      phase.startsAt.getTime() <= at && (phase.endsAt === null || at < phase.endsAt.getTime()),
  );
}

/** Active and paid for: not in a free trial. A radio with one goes to the active-subscription page. */
export function isActivePaid(subscription: SubscriptionWithPhases, now: Date): boolean {
  if (subscription.status !== 'Active') return false;
  return currentPhaseOf(subscription, now)?.phase !== 'trial';
}

export function isInTrial(subscription: SubscriptionWithPhases, now: Date): boolean {
  return subscription.status === 'Active' && currentPhaseOf(subscription, now)?.phase === 'trial';
}

export type RadioStatus = 'new' | 'active' | 'inactive' | 'closed';

/**
 * What find-your-radio says of a radio: `new` when it never had a subscription, `active` when one
 * is Active (a trial included), `inactive` when one is paused or suspended, else `closed`.
 */
export function radioStatusOf(history: readonly SubscriptionWithPhases[]): RadioStatus {
  if (history.length === 0) return 'new';
  if (history.some((subscription) => subscription.status === 'Active')) return 'active';
  if (history.some((s) => s.status === 'Inactive' || s.status === 'Suspended')) return 'inactive';
  return 'closed';
}
