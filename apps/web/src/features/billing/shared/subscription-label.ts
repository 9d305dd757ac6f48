import type { CareAccount, ReactivationQuote } from '@orbit/domain';

/** A subscription as the billing pages name it: its plan, and its radio's last 4 when it has one. */
export interface SubscriptionName {
  planName: string;
  radioLast4: string | null;
}

/**
 * The names of subscriptions known by id: from the reactivation quote first (it names what a
 * payment brings back), then the account; an id neither knows is shown as it is.
 */
export function subscriptionNamesOf(
  ids: readonly string[],
  sources: { quote?: ReactivationQuote | undefined; account?: CareAccount | undefined },
): SubscriptionName[] {
  return ids.map((id) => {
    const suspended = sources.quote?.suspendedSubscriptions.find((s) => s.subscriptionId === id);
    if (suspended) {
      return { planName: suspended.planName, radioLast4: suspended.last4DigitsOfRadioId };
    }
    const known = sources.account?.subscriptions.find((s) => s.id === id);
    if (known) return { planName: known.planName, radioLast4: known.last4DigitsOfRadioId };
    return { planName: id, radioLast4: null };
  });
}
