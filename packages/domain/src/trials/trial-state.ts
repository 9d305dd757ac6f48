import type { VehicleLifecycleState } from '../devices/vehicle-lifecycle.ts';

/** What a magic link's landing page tells the customer about the vehicle's trial. */
export const TRIAL_STATES = [
  'TrialNotStarted',
  'TrialClaimed',
  'TrialNotClaimed',
  'TrialWithFollowOn',
  'SelfPay',
] as const;
export type TrialState = (typeof TRIAL_STATES)[number];

/**
 * From the vehicle's lifecycle: eligible → not started; claimed, and inactive (its trial was
 * claimed and has run out) → claimed; not claimed; with follow-on; self-pay.
 */
const TRIAL_STATE_BY_LIFECYCLE: Readonly<Record<VehicleLifecycleState, TrialState>> = {
  TRIAL_ELIGIBLE: 'TrialNotStarted',
  TRIAL_CLAIMED: 'TrialClaimed',
  INACTIVE: 'TrialClaimed',
  TRIAL_NOT_CLAIMED: 'TrialNotClaimed',
  TRIAL_WITH_FOLLOW_ON: 'TrialWithFollowOn',
  SELF_PAY: 'SelfPay',
};

export function trialStateOf(lifecycle: VehicleLifecycleState): TrialState {
  return TRIAL_STATE_BY_LIFECYCLE[lifecycle];
}

const DAY_MS = 86_400_000;

/** Whole UTC days from the trial's start to `now` (0 before or on the first day). */
export function trialDaysElapsed(start: Date, now: Date): number {
  const from = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.round((to - from) / DAY_MS));
}

/** Days left = total days − days elapsed, never below zero (an ended trial has none left). */
export function trialDaysLeft(totalDays: number, daysElapsed: number): number {
  return Math.max(0, totalDays - daysElapsed);
}
