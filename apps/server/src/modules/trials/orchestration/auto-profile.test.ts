import {
  alreadyHasProfileExtrasSchema,
  autoProfileResponseSchema,
  detailedVehicleStateSchema,
  serviceErrorBodySchema,
  trialDaysElapsed,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicleProfiles } from '../../../db/schema/index.ts';
import { type OrchestrationCall, orchestrationSetUp, V } from './orchestration.testing.ts';

const AUTO_PROFILE = '/profile/v1/profiles/auto';
const DETAILED_DEVICE = '/client-orchestration/v1/detailed-state/device';

async function created(call: OrchestrationCall, body: object, status: 200 | 201) {
  const response = await call('POST', AUTO_PROFILE, body);
  expect(response.statusCode, response.body).toBe(status);
  return autoProfileResponseSchema.parse(response.json());
}

async function detailedState(call: OrchestrationCall, vehicleProfileGrant: string) {
  const response = await call('POST', DETAILED_DEVICE, { vehicleProfileGrant });
  expect(response.statusCode, response.body).toBe(200);
  return detailedVehicleStateSchema.parse(response.json());
}

function refusal(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return serviceErrorBodySchema.parse(response.json());
}

describe('auto-profile creation (profile/v1/profiles/auto)', () => {
  it('creates the owner’s profile (201), answers the same call again (200) and another driver slot 409 with the grant', async () => {
    const { signedInAs, anonymous } = await orchestrationSetUp();
    const owner = await signedInAs(V.trialClaimed.owner.identityId);
    const request = { radioId: V.trialClaimed.radioId, oemDriverId: 'driver-1' };
    const first = await created(owner, request, 201);
    expect(first).toMatchObject({
      radioId: V.trialClaimed.radioId,
      oemDriverId: 'driver-1',
      created: true,
    });
    const again = await created(owner, request, 200);
    expect(again).toMatchObject({ profileId: first.profileId, created: false });
    // Same profile, by VIN this time.
    expect(
      (await created(owner, { vin: V.trialClaimed.vin, oemDriverId: 'driver-1' }, 200)).profileId,
    ).toBe(first.profileId);

    const conflict = refusal(
      await owner('POST', AUTO_PROFILE, { ...request, oemDriverId: 'driver-2' }),
      409,
    );
    expect(conflict.code).toBe('ALREADY_HAS_PROFILE');
    const existing = alreadyHasProfileExtrasSchema.parse(conflict.extras);
    expect(existing).toMatchObject({ profileId: first.profileId, oemDriverId: 'driver-1' });

    // Each grant opens the vehicle's detailed state, for any session of the car.
    const car = await anonymous();
    for (const grant of [first.vehicleProfileGrant, existing.vehicleProfileGrant]) {
      const state = await detailedState(car, grant);
      expect(state).toMatchObject({
        radioId: V.trialClaimed.radioId,
        oemDriverId: 'driver-1',
        lifecycleState: 'TRIAL_CLAIMED',
        make: 'Toyota',
        trial: { trialState: 'TrialClaimed', totalDays: 365 },
      });
    }
  });

  it('lets a new car’s driver have a profile and read its trial: not started, and running unclaimed', async () => {
    const { newIdentity, clock } = await orchestrationSetUp();
    const { call } = await newIdentity('new.driver.orbw@orbitradio.test');
    const eligible = await created(call, { radioId: V.trialEligible.radioId }, 201);
    const notStarted = await detailedState(call, eligible.vehicleProfileGrant);
    expect(notStarted).toMatchObject({
      lifecycleState: 'TRIAL_ELIGIBLE',
      make: 'Toyota',
      model: 'Camry',
      year: 2026,
      trial: {
        trialState: 'TrialNotStarted',
        startedOn: null,
        endsOn: null,
        planCode: 'US_SAT_AA_TRIAL_12MO',
      },
    });
    expect(notStarted).not.toHaveProperty('oemDriverId');
    expect(notStarted.trial.daysLeft).toBe(notStarted.trial.totalDays);
    expect(notStarted.trial.claimableUntil).not.toBeNull();

    const running = await created(call, { vin: V.trialNotClaimed.vin }, 201);
    const { trial } = await detailedState(call, running.vehicleProfileGrant);
    expect(trial.trialState).toBe('TrialNotClaimed');
    if (!trial.startedOn || trial.totalDays === null) throw new Error('a running trial has dates');
    const elapsed = trialDaysElapsed(new Date(trial.startedOn), clock.now());
    expect(elapsed).toBeGreaterThanOrEqual(20);
    expect(trial.daysLeft).toBe(trial.totalDays - elapsed);
  });

  it('keeps a vehicle in service on another account to it, but lets a used car’s next driver in', async () => {
    const { newIdentity } = await orchestrationSetUp();
    const { call } = await newIdentity('next.driver.orbw@orbitradio.test');
    for (const vehicle of [V.trialClaimed, V.trialWithFollowOn, V.selfPay]) {
      const refused = refusal(await call('POST', AUTO_PROFILE, { radioId: vehicle.radioId }), 404);
      expect(refused.code).toBe('VEHICLE_NOT_FOUND');
      expect(JSON.stringify(refused)).not.toContain(vehicle.make);
    }
    expect((await created(call, { radioId: V.inactive.radioId }, 201)).created).toBe(true);
  });

  it('needs a vehicle it knows, a signed-in identity, and a sound grant', async () => {
    const { newIdentity, anonymous, signedInAs, clock, db } = await orchestrationSetUp();
    const { call, identity } = await newIdentity('grant.checks.orbw@orbitradio.test');
    expect(refusal(await call('POST', AUTO_PROFILE, {}), 400).code).toBe(
      'DEVICE_INFORMATION_REQUIRED',
    );
    expect(refusal(await call('POST', AUTO_PROFILE, { radioId: 'ORBW0096' }), 404).code).toBe(
      'VEHICLE_NOT_FOUND',
    );
    const car = await anonymous();
    expect((await car('POST', AUTO_PROFILE, { radioId: V.trialEligible.radioId })).statusCode).toBe(
      403,
    );

    const { vehicleProfileGrant, profileId } = await created(
      call,
      { radioId: V.trialEligible.radioId },
      201,
    );
    const [version, payload, signature] = vehicleProfileGrant.split('.');
    const forged = `${version}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    for (const grant of [
      forged,
      'oet1.e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'ovp1.garbage',
    ]) {
      expect(
        refusal(await car('POST', DETAILED_DEVICE, { vehicleProfileGrant: grant }), 401).code,
      ).toBe('INVALID_VEHICLE_PROFILE_GRANT');
    }
    clock.advanceSeconds(15 * 60 + 1);
    // The sessions of a quarter of an hour ago have expired too: the car and the driver start new ones.
    const carLater = await anonymous();
    const driverLater = await signedInAs(identity.id);
    const expired = await carLater('POST', DETAILED_DEVICE, { vehicleProfileGrant });
    expect(refusal(expired, 401).code).toBe('INVALID_VEHICLE_PROFILE_GRANT');

    // A profile that is gone (its identity deleted) stops every grant of it at once.
    const fresh = await created(driverLater, { radioId: V.trialEligible.radioId }, 200);
    await db.delete(vehicleProfiles).where(eq(vehicleProfiles.id, profileId));
    const orphaned = await carLater('POST', DETAILED_DEVICE, {
      vehicleProfileGrant: fresh.vehicleProfileGrant,
    });
    expect(refusal(orphaned, 401).code).toBe('INVALID_VEHICLE_PROFILE_GRANT');
  });

  it('makes one profile of two first calls at once: one 201, the other 200', async () => {
    const { newIdentity, db } = await orchestrationSetUp();
    const { call, identity } = await newIdentity('racing.head.unit@orbitradio.test');
    const request = { radioId: V.trialNotClaimed.radioId, oemDriverId: 'seat-1' };
    const answers = await Promise.all([
      call('POST', AUTO_PROFILE, request),
      call('POST', AUTO_PROFILE, request),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const profiles = await db
      .select()
      .from(vehicleProfiles)
      .where(eq(vehicleProfiles.identityId, identity.id));
    expect(profiles).toHaveLength(1);
    const ids = answers.map((answer) => autoProfileResponseSchema.parse(answer.json()).profileId);
    expect(ids).toEqual([profiles[0]?.id, profiles[0]?.id]);
  });
});
