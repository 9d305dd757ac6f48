import { describe, expect, it } from 'vitest';
import type { VehicleLifecycleState } from '../devices/vehicle-lifecycle.ts';
import { onboardingDecisionOf } from './onboarding-eligibility.ts';

const withDevice = [{ state: 'active', deviceId: 'dev-1' }];
const pendingWithDevice = [{ state: 'pending_cancellation', deviceId: 'dev-1' }];
const deviceless = [{ state: 'active', deviceId: null }];
const closedWithDevice = [{ state: 'cancelled', deviceId: 'dev-1' }];

function decide(
  lifecycleState: VehicleLifecycleState,
  subscriptions: { state: string; deviceId?: string | null }[] = [],
  ownedByIdentity = false,
) {
  return onboardingDecisionOf({ subscriptions, vehicle: { lifecycleState, ownedByIdentity } });
}

describe('onboarding eligibility (spec 001 §4)', () => {
  it.each([
    ['SELF_PAY', withDevice, 'EXISTING_SELF_PAY_SUBSCRIPTION_ERROR'],
    ['SELF_PAY', pendingWithDevice, 'EXISTING_SELF_PAY_SUBSCRIPTION_ERROR'],
    ['TRIAL_WITH_FOLLOW_ON', withDevice, 'EXISTING_SELF_PAY_SUBSCRIPTION_ERROR'],
    ['SELF_PAY', [], 'IDENTITY_NOT_ELIGIBLE_ERROR'],
    ['SELF_PAY', deviceless, 'IDENTITY_NOT_ELIGIBLE_ERROR'],
    ['SELF_PAY', closedWithDevice, 'IDENTITY_NOT_ELIGIBLE_ERROR'],
    ['TRIAL_WITH_FOLLOW_ON', deviceless, 'IDENTITY_NOT_ELIGIBLE_ERROR'],
    ['TRIAL_ELIGIBLE', [], 'TRIAL_PENDING_ACTIVATION_ERROR'],
    ['TRIAL_ELIGIBLE', withDevice, 'TRIAL_PENDING_ACTIVATION_ERROR'],
    ['TRIAL_CLAIMED', withDevice, 'IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR'],
  ] as const)('%s with subscriptions %j fails with %s', (lifecycle, subscriptions, code) => {
    expect(decide(lifecycle, [...subscriptions])).toEqual({ eligible: false, code });
  });

  it.each([
    ['TRIAL_NOT_CLAIMED', [], false, 'CLAIM_TRIAL'],
    ['TRIAL_NOT_CLAIMED', withDevice, false, 'CLAIM_TRIAL'],
    ['TRIAL_CLAIMED', [], true, 'CONTINUE'],
    ['INACTIVE', [], false, 'CONTINUE'],
    ['INACTIVE', withDevice, false, 'CONTINUE'],
  ] as const)('%s with %j (owner %s) goes on to %s', (lifecycle, subscriptions, owned, action) => {
    expect(decide(lifecycle, [...subscriptions], owned)).toEqual({ eligible: true, action });
  });
});
