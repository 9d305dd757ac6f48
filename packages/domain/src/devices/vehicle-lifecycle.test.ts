import { describe, expect, it } from 'vitest';
import {
  VEHICLE_LIFECYCLE_STATES,
  VehicleNotFoundError,
  vehicleLifecycleOf,
  vehicleStateSchema,
} from './vehicle-lifecycle.ts';

describe('vehicle lifecycle (spec 001 §4)', () => {
  it.each([
    [{ status: 'trialEligible' }, 'TRIAL_ELIGIBLE'],
    [{ status: 'trialEligible', trialPhase: 'claimed' }, 'TRIAL_ELIGIBLE'],
    [{ status: 'trial', trialPhase: 'anonymous' }, 'TRIAL_NOT_CLAIMED'],
    [{ status: 'trial', trialPhase: 'claimed' }, 'TRIAL_CLAIMED'],
    [{ status: 'trial', trialPhase: 'followOn' }, 'TRIAL_WITH_FOLLOW_ON'],
    [{ status: 'selfPay', trialPhase: 'followOn' }, 'TRIAL_WITH_FOLLOW_ON'],
    [{ status: 'selfPay' }, 'SELF_PAY'],
    [{ status: 'selfPay', trialPhase: null }, 'SELF_PAY'],
    [{ status: 'inactive' }, 'INACTIVE'],
    [{ status: 'inactive', trialPhase: '' }, 'INACTIVE'],
  ])('%j is %s', (state, lifecycle) => {
    expect(vehicleLifecycleOf(state)).toBe(lifecycle);
  });

  it.each([
    { status: 'trial' },
    { status: 'trial', trialPhase: 'expired' },
    { status: 'selfPay', trialPhase: 'toString' },
    { status: 'active' },
    { status: 'SELF_PAY' },
    { status: '' },
  ])('%j raises VEHICLE_NOT_FOUND', (state) => {
    expect(() => vehicleLifecycleOf(state)).toThrow(VehicleNotFoundError);
    try {
      vehicleLifecycleOf(state);
    } catch (error) {
      expect((error as VehicleNotFoundError).code).toBe('VEHICLE_NOT_FOUND');
    }
  });

  it('reaches every lifecycle state', () => {
    const reached = [
      { status: 'trialEligible' },
      { status: 'trial', trialPhase: 'anonymous' },
      { status: 'trial', trialPhase: 'claimed' },
      { status: 'trial', trialPhase: 'followOn' },
      { status: 'selfPay' },
      { status: 'inactive' },
    ].map(vehicleLifecycleOf);
    expect([...reached].sort()).toEqual([...VEHICLE_LIFECYCLE_STATES].sort());
  });

  it('parses a vehicle state answer', () => {
    const state = {
      deviceId: 'dev-1',
      radioId: 'ABCD1234',
      lifecycleState: 'TRIAL_CLAIMED',
      year: 2024,
      make: 'Honda',
      model: 'Accord',
      vin: '1HGCM82633A004352',
      deviceSource: 'ATLAS',
    };
    expect(vehicleStateSchema.parse(state)).toEqual(state);
    expect(vehicleStateSchema.safeParse({ ...state, deviceSource: 'OTHER' }).success).toBe(false);
  });
});
