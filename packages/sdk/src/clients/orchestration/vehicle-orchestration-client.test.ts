import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../http/sdk-errors.ts';
import { FakeService } from '../../testing/fake-service.ts';
import { createTestSdk } from '../../testing/test-sdk.ts';
import { createVehicleOrchestrationClient } from './index.ts';

const profile = {
  profileId: 'vpr_1',
  radioId: 'ORBW0073',
  oemDriverId: 'driver-1',
  vehicleProfileGrant: 'ovp1.payload.signature',
  expiresAt: '2026-11-27T03:00:00.000Z',
};

describe('vehicle orchestration client', () => {
  it('answers 201, 200 and a 409 ALREADY_HAS_PROFILE alike, as the profile and its grant', async () => {
    const { sdk, service } = createTestSdk(new FakeService());
    const orchestration = createVehicleOrchestrationClient(sdk);
    const request = { radioId: 'ORBW0073', oemDriverId: 'driver-1' };
    service.on('POST /profile/v1/profiles/auto', {
      status: 201,
      body: { ...profile, created: true },
    });
    service.on('POST /profile/v1/profiles/auto', {
      status: 200,
      body: { ...profile, created: false },
    });
    service.on('POST /profile/v1/profiles/auto', {
      status: 409,
      body: {
        code: 'ALREADY_HAS_PROFILE',
        description: 'x',
        extras: { ...profile, created: false },
      },
    });
    await expect(orchestration.createAutoProfile(request)).resolves.toMatchObject({
      outcome: 'created',
      vehicleProfileGrant: profile.vehicleProfileGrant,
    });
    await expect(orchestration.createAutoProfile(request)).resolves.toMatchObject({
      outcome: 'existing',
    });
    await expect(
      orchestration.createAutoProfile({ ...request, oemDriverId: 'driver-2' }),
    ).resolves.toMatchObject({ outcome: 'alreadyHasProfile', profileId: 'vpr_1' });
  });

  it('keeps any other refusal, and a 409 without the grant, as the service error', async () => {
    const { sdk, service } = createTestSdk(new FakeService());
    const orchestration = createVehicleOrchestrationClient(sdk);
    service.on('POST /profile/v1/profiles/auto', {
      status: 409,
      body: { code: 'ALREADY_HAS_PROFILE', description: 'x', extras: {} },
    });
    service.on('POST /profile/v1/profiles/auto', {
      status: 404,
      body: { code: 'VEHICLE_NOT_FOUND', description: 'x' },
    });
    const withoutGrant = await orchestration
      .createAutoProfile({ radioId: 'ORBW0073' })
      .catch((e) => e);
    expect(isServiceError(withoutGrant) && withoutGrant.code).toBe('ALREADY_HAS_PROFILE');
    const unknown = await orchestration.createAutoProfile({ radioId: 'ORBW0099' }).catch((e) => e);
    expect(isServiceError(unknown) && unknown.code).toBe('VEHICLE_NOT_FOUND');
  });

  it('calls the vehicle state by radio id and VIN, and the detailed states', async () => {
    const { sdk, service } = createTestSdk(new FakeService());
    const orchestration = createVehicleOrchestrationClient(sdk);
    const limited = {
      view: 'limited',
      deviceId: 'ORBW0071',
      radioId: 'ORBW0071',
      lifecycleState: 'TRIAL_ELIGIBLE',
      deviceSource: 'SMS',
    };
    service.on('GET /client-orchestration/v1/state/radioId/ORBW0071', {
      status: 200,
      body: limited,
    });
    service.on('GET /client-orchestration/v1/state/vin/4WBVHXRBXT0000071', {
      status: 200,
      body: limited,
    });
    await expect(orchestration.stateByRadioId('ORBW0071')).resolves.toEqual(limited);
    await expect(orchestration.stateByVin('4WBVHXRBXT0000071')).resolves.toEqual(limited);
    const detailed = {
      deviceId: 'ORBW0071',
      radioId: 'ORBW0071',
      lifecycleState: 'TRIAL_ELIGIBLE',
      deviceSource: 'SMS',
      trial: {
        trialState: 'TrialNotStarted',
        totalDays: 365,
        daysLeft: 365,
        startedOn: null,
        endsOn: null,
        claimableUntil: '2027-05-26T02:00:00.000Z',
        planCode: 'US_SAT_AA_TRIAL_12MO',
      },
    };
    service.on('POST /client-orchestration/v1/detailed-state/device', {
      status: 200,
      body: detailed,
    });
    service.on('GET /client-orchestration/v1/detailed-state/subscription/sub_1', {
      status: 200,
      body: detailed,
    });
    await expect(orchestration.detailedStateOfDevice('ovp1.x.y')).resolves.toEqual(detailed);
    await expect(orchestration.detailedStateOfSubscription('sub_1')).resolves.toEqual(detailed);
  });
});
