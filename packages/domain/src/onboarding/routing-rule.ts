import type { OnboardingRoutingReason } from './routing-reasons.ts';

/** How often a customer may have a streaming trial (flows §8.5 ineligibility codes). */
export const STREAMING_TRIAL_LIMITS = {
  /** Streaming trials an account may ever have. */
  maxLifetimeTrials: 3,
  /** Days after the end of the last one before another may start. */
  daysBetweenTrials: 365,
} as const;

const DAY_MS = 86_400_000;

/** What the routing reason of one matched subscription is decided from. */
export interface OnboardingSubscriptionFacts {
  /** The radio can play satellite audio (false: a data-only unit); true for streaming-only. */
  audioCapable: boolean;
  /** The subscription runs (status Active, a trial included). */
  running: boolean;
  /** It was a car maker's trial with nothing after it, and it has ended. */
  automakerTrialEnded: boolean;
  /** The account is past due or in collection. */
  inCollection: boolean;
  /** A consumer's account (not a fleet, rental or business one). */
  consumer: boolean;
  /** Its package includes streaming. */
  streamingIncluded: boolean;
  /** It is in a free trial now: its streaming is itself a streaming trial. */
  inTrial: boolean;
  /** The account's earlier streaming trials: how many, and when the last one ended. */
  streamingTrialsHad: number;
  lastStreamingTrialEndedAt: Date | null;
  /** Its streaming sign-in: none, one without a password yet, or one with a password. */
  streamingLogin: 'none' | 'without-password' | 'with-password';
}

/**
 * The routing reason of one matched subscription (flows §8.5), most decisive first: a radio
 * that cannot play audio, an ended car-maker trial, a subscription that no longer runs, then the
 * account's standing (past due, not a consumer's), the package, the streaming trial limits
 * (only when its streaming would be a trial), and last whether credentials exist (ADR 056).
 */
export function onboardingReasonOf(
  facts: OnboardingSubscriptionFacts,
  now: Date,
): OnboardingRoutingReason {
  if (!facts.audioCapable) return 'NoAudio';
  if (facts.automakerTrialEnded) return 'expiredaatrial';
  if (!facts.running) return 'InActive';
  if (facts.inCollection) return 'paymentissues';
  if (!facts.consumer) return 'nonconsumer';
  if (!facts.streamingIncluded) return 'insufficientpackage';
  if (facts.inTrial) {
    if (facts.streamingTrialsHad >= STREAMING_TRIAL_LIMITS.maxLifetimeTrials) {
      return 'maxlifetimetrials';
    }
    const last = facts.lastStreamingTrialEndedAt;
    const wait = STREAMING_TRIAL_LIMITS.daysBetweenTrials * DAY_MS;
    if (last && now.getTime() - last.getTime() < wait) return 'trialwithinlasttrialdate';
  }
  return facts.streamingLogin === 'with-password' ? 'existingCredentials' : 'credentialSetup';
}
