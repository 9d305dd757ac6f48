import { type Country, conversionConsentAsked } from '@orbit/domain';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import type { SubscriptionWithPhases } from '../identification/index.ts';

/**
 * The Quebec trials of the account still running and followed by a paid plan, by subscription
 * id: `asked` while the consent to become paid is missing, `given` once recorded (ADR 075).
 */
export function trialConsentsOf(
  account: SubscriberAccountRow,
  subscriptions: readonly SubscriptionWithPhases[],
  consentedSubscriptionIds: ReadonlySet<string>,
  now: Date,
): Map<string, 'asked' | 'given'> {
  const asked = conversionConsentAsked({
    country: account.country as Country,
    serviceState: account.serviceAddress.state,
  });
  if (!asked) return new Map();
  const trials = subscriptions.filter((subscription) => {
    const trial = subscription.phases.find((phase) => phase.phase === 'trial');
    const next =
      trial && subscription.phases.find((phase) => phase.position === trial.position + 1);
    return (
      subscription.status === 'Active' &&
      (trial?.endsAt?.getTime() ?? 0) > now.getTime() &&
      (next?.priceMinor ?? 0) > 0
    );
  });
  return new Map(
    trials.map((trial) => [trial.id, consentedSubscriptionIds.has(trial.id) ? 'given' : 'asked']),
  );
}
