/** The four statuses a subscription is shown with. */
export const SUBSCRIPTION_STATUS_LABELS = ['Active', 'Closed', 'Inactive', 'Suspended'] as const;
export type SubscriptionStatusLabel = (typeof SUBSCRIPTION_STATUS_LABELS)[number];

/**
 * Back-end statuses and the label each is shown with: Closed means cancelled, Inactive means
 * paused, Suspended is suspended for non-payment. Compared case-insensitively.
 */
const LABEL_BY_STATUS: Readonly<Record<string, SubscriptionStatusLabel>> = {
  active: 'Active',
  closed: 'Closed',
  cancelled: 'Closed',
  canceled: 'Closed',
  inactive: 'Inactive',
  paused: 'Inactive',
  suspended: 'Suspended',
};

/** Thrown for a status we have no label for: showing a guess could mislead a customer. */
export class UnknownSubscriptionStatusError extends Error {
  readonly code = 'UNKNOWN_SUBSCRIPTION_STATUS';
  constructor(readonly status: string) {
    super(`Unknown subscription status: ${status}`);
    this.name = 'UnknownSubscriptionStatusError';
  }
}

export function subscriptionStatusLabel(status: string): SubscriptionStatusLabel {
  const key = status.trim().toLowerCase();
  const label = Object.hasOwn(LABEL_BY_STATUS, key) ? LABEL_BY_STATUS[key] : undefined;
  if (!label) throw new UnknownSubscriptionStatusError(status);
  return label;
}
