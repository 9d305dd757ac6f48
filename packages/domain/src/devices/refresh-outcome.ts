import { REFRESHES_PER_RADIO_PER_DAY } from './refresh-limits.ts';
import type { DeviceRefreshRefusal } from './refresh-signal-errors.ts';

/** What decides whether one radio may be sent a refresh signal now. */
export interface RadioRefreshFacts {
  /** A virtual radio (its id a UUID): a streaming "radio", no satellite receiver. */
  virtual: boolean;
  /** The radio is on an account (a released or never-sold radio is not). */
  onAccount: boolean;
  /** The account is past due and in collection. */
  inCollection: boolean;
  /** A satellite subscription on the radio is Active (a trial counts). */
  hasActiveSubscription: boolean;
  /** Refreshes recorded for the radio within the last REFRESH_LIMIT_WINDOW_HOURS. */
  refreshesInWindow: number;
}

/**
 * Why a radio may not be refreshed, or null when it may (spec 001 §8). Past due comes before
 * "no subscription": a radio suspended for an unpaid bill comes back with a payment, and the
 * page sends the customer to pay rather than to subscribe again.
 */
export function radioRefreshRefusalOf(facts: RadioRefreshFacts): DeviceRefreshRefusal | null {
  if (facts.virtual) return 'DEVICE_REFRESH_NOT_SUPPORTED';
  if (!facts.onAccount) return 'NO_SUBSCRIPTION';
  if (facts.inCollection) return 'PAST_DUE';
  if (!facts.hasActiveSubscription) return 'NO_SUBSCRIPTION';
  if (facts.refreshesInWindow >= REFRESHES_PER_RADIO_PER_DAY) return 'REFRESH_LIMIT_REACHED';
  return null;
}

/** Which refusal a phone's radios answer when none of them may be refreshed: the one to act on first. */
const REFUSAL_PRECEDENCE: readonly DeviceRefreshRefusal[] = [
  'PAST_DUE',
  'REFRESH_LIMIT_REACHED',
  'NO_SUBSCRIPTION',
  'DEVICE_REFRESH_NOT_SUPPORTED',
];

/**
 * A refresh by phone reaches every radio of the number that may be refreshed; only when none may
 * is the request refused, with the refusal the customer can act on first (pay before
 * "try tomorrow", before "subscribe"). Undefined for an empty list: nothing to refuse.
 */
export function refusalOfRadios(
  refusals: readonly (DeviceRefreshRefusal | null)[],
): DeviceRefreshRefusal | null | undefined {
  if (refusals.length === 0) return undefined;
  if (refusals.some((refusal) => refusal === null)) return null;
  return REFUSAL_PRECEDENCE.find((refusal) => refusals.includes(refusal)) ?? null;
}
