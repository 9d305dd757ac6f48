import type { VehicleLifecycleState } from '../devices/vehicle-lifecycle.ts';

export const ONBOARDING_ERROR_CODES = [
  'EXISTING_SELF_PAY_SUBSCRIPTION_ERROR',
  'IDENTITY_NOT_ELIGIBLE_ERROR',
  'TRIAL_PENDING_ACTIVATION_ERROR',
  'IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR',
] as const;
export type OnboardingErrorCode = (typeof ONBOARDING_ERROR_CODES)[number];

/** Commerce-subscription states that still hold the service (spec 001 §3). */
const LIVE_SUBSCRIPTION_STATES: readonly string[] = ['active', 'pending_cancellation'];

export interface OnboardingInput {
  /** The signed-in identity's commerce subscriptions. */
  subscriptions: readonly { state: string; deviceId?: string | null | undefined }[];
  /** The vehicle being onboarded, and whether the identity already owns it. */
  vehicle: { lifecycleState: VehicleLifecycleState; ownedByIdentity: boolean };
}

export type OnboardingDecision =
  | { eligible: true; action: 'CLAIM_TRIAL' | 'CONTINUE' }
  | { eligible: false; code: OnboardingErrorCode };

const refuse = (code: OnboardingErrorCode): OnboardingDecision => ({ eligible: false, code });

/**
 * Whether an identity may onboard a vehicle (spec 001 §4):
 * - a SELF_PAY or TRIAL_WITH_FOLLOW_ON vehicle is already paid for: an identity holding a live
 *   (active or pending_cancellation) subscription with a device is told it already has one
 *   (EXISTING_SELF_PAY_SUBSCRIPTION_ERROR); one holding none is not eligible
 *   (IDENTITY_NOT_ELIGIBLE_ERROR);
 * - TRIAL_NOT_CLAIMED: the identity claims the trial;
 * - TRIAL_ELIGIBLE: the trial is not activated yet (TRIAL_PENDING_ACTIVATION_ERROR);
 * - TRIAL_CLAIMED: only the identity that claimed it continues, others get
 *   IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR;
 * - INACTIVE: continues (to a subscription offer).
 */
export function onboardingDecisionOf(input: OnboardingInput): OnboardingDecision {
  const { lifecycleState, ownedByIdentity } = input.vehicle;
  switch (lifecycleState) {
    case 'SELF_PAY':
    case 'TRIAL_WITH_FOLLOW_ON': {
      const holdsDevice = input.subscriptions.some(
        (subscription) =>
          LIVE_SUBSCRIPTION_STATES.includes(subscription.state) && Boolean(subscription.deviceId),
      );
      return refuse(
        holdsDevice ? 'EXISTING_SELF_PAY_SUBSCRIPTION_ERROR' : 'IDENTITY_NOT_ELIGIBLE_ERROR',
      );
    }
    case 'TRIAL_NOT_CLAIMED':
      return { eligible: true, action: 'CLAIM_TRIAL' };
    case 'TRIAL_ELIGIBLE':
      return refuse('TRIAL_PENDING_ACTIVATION_ERROR');
    case 'TRIAL_CLAIMED':
      return ownedByIdentity
        ? { eligible: true, action: 'CONTINUE' }
        : refuse('IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR');
    case 'INACTIVE':
      return { eligible: true, action: 'CONTINUE' };
  }
}
