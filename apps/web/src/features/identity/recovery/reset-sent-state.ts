/**
 * What forgot-password hands its confirmation page in the navigation state (never in the URL):
 * the last four digits of the mobile number the customer typed, so they can spot a typo. It is
 * their own entry, so showing it says nothing about whether an account matched.
 */
export interface ResetSentState {
  phoneLastFour?: string;
}

export function phoneLastFour(phoneNo: string): string {
  return phoneNo.replace(/\D/g, '').slice(-4);
}

/** The state of a confirmation page, or nothing when it was opened directly (or reloaded). */
export function resetSentStateOf(state: unknown): ResetSentState {
  if (typeof state !== 'object' || state === null) return {};
  const last = (state as ResetSentState).phoneLastFour;
  return typeof last === 'string' && /^\d{4}$/.test(last) ? { phoneLastFour: last } : {};
}
