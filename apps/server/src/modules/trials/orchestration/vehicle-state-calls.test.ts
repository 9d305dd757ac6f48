import {
  detailedVehicleStateSchema,
  serviceErrorBodySchema,
  trialDaysElapsed,
  vehicleStateAnswerSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { radios, subscriptions } from '../../../db/schema/index.ts';
import { vin } from '../../../db/seed/trial-activation-radios.ts';
import { type OrchestrationCall, orchestrationSetUp, V } from './orchestration.testing.ts';

const STATE = '/client-orchestration/v1/state';
const DETAILED_SUBSCRIPTION = '/client-orchestration/v1/detailed-state/subscription';
const OWNED = [V.trialClaimed, V.trialWithFollowOn, V.selfPay, V.inactive] as const;

async function stateOf(call: OrchestrationCall, url: string, address?: string) {
  const response = await call('GET', url, undefined, address);
  expect(response.statusCode, response.body).toBe(200);
  return vehicleStateAnswerSchema.parse(response.json());
}

function refusal(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return serviceErrorBodySchema.parse(response.json()).code;
}

describe('client-orchestration/v1 state radioId/{radioId} and vin/{vin}', () => {
  it.each(Object.values(V).map((vehicle) => [vehicle.lifecycleState, vehicle] as const))(
    'answers anyone the limited state of a %s vehicle, by radio id and by VIN',
    async (lifecycleState, vehicle) => {
      const { anonymous } = await orchestrationSetUp();
      const call = await anonymous();
      const limited = {
        view: 'limited',
        deviceId: vehicle.radioId,
        radioId: vehicle.radioId,
        vin: vehicle.vin,
        lifecycleState,
        deviceSource: vehicle === V.selfPay ? 'ATLAS' : 'SMS',
      };
      expect(await stateOf(call, `${STATE}/radioId/${vehicle.radioId.toLowerCase()}`)).toEqual(
        limited,
      );
      expect(await stateOf(call, `${STATE}/vin/${vehicle.vin}`)).toEqual(limited);
    },
  );

  it.each(OWNED.map((vehicle) => [vehicle.lifecycleState, vehicle] as const))(
    'answers the owner of a %s vehicle its full state; another customer the limited one',
    async (lifecycleState, vehicle) => {
      const { signedInAs, newIdentity } = await orchestrationSetUp();
      const owner = await signedInAs(vehicle.owner.identityId);
      const full = await stateOf(owner, `${STATE}/radioId/${vehicle.radioId}`);
      expect(full).toMatchObject({
        view: 'full',
        radioId: vehicle.radioId,
        lifecycleState,
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        vin: vehicle.vin,
      });
      if (lifecycleState === 'INACTIVE') expect(full).not.toHaveProperty('billingSystem');
      else expect(full).toHaveProperty('billingSystem', 'Direct');
      const { call: stranger } = await newIdentity(`stranger.${vehicle.radioId}@orbitradio.test`);
      const seen = await stateOf(stranger, `${STATE}/vin/${vehicle.vin}`);
      expect(seen.view).toBe('limited');
      expect(JSON.stringify(seen)).not.toContain(vehicle.make);
    },
  );

  it('answers 404 VEHICLE_NOT_FOUND for an unknown radio or VIN, and for a radio no state fits', async () => {
    const { anonymous, db, clock } = await orchestrationSetUp({ ownDatabase: true });
    const call = await anonymous();
    expect(refusal(await call('GET', `${STATE}/radioId/ORBW0099`), 404)).toBe('VEHICLE_NOT_FOUND');
    expect(refusal(await call('GET', `${STATE}/vin/${vin('4WBVHXRBT0000099')}`), 404)).toBe(
      'VEHICLE_NOT_FOUND',
    );
    // Known to the service, never in service and never offered a trial: no lifecycle state.
    await db.insert(radios).values({
      radioId: 'ORBW0098',
      deviceType: 'car',
      deviceSource: 'SMS',
      createdAt: clock.now(),
    });
    expect(refusal(await call('GET', `${STATE}/radioId/ORBW0098`), 404)).toBe('VEHICLE_NOT_FOUND');
  });

  it('refuses a malformed radio id or VIN with 400 INVALID_PAYLOAD', async () => {
    const { anonymous } = await orchestrationSetUp();
    const call = await anonymous();
    expect(refusal(await call('GET', `${STATE}/radioId/ORB`), 400)).toBe('INVALID_PAYLOAD');
    // The check digit of a real VIN is wrong in this one.
    expect(refusal(await call('GET', `${STATE}/vin/4WBVHXRB1T0000071`), 400)).toBe(
      'INVALID_PAYLOAD',
    );
  });

  it('needs a session', async () => {
    const { app } = await orchestrationSetUp();
    const response = await app.inject({
      method: 'GET',
      url: `${STATE}/radioId/${V.selfPay.radioId}`,
    });
    expect(refusal(response, 401)).toBe('UNAUTHENTICATED');
  });

  it('bounds what anyone but the owner may look up: a radio id’s hourly budget, from any address', async () => {
    const { anonymous, signedInAs } = await orchestrationSetUp();
    const call = await anonymous();
    const url = `${STATE}/radioId/${V.trialClaimed.radioId}`;
    for (let lookup = 1; lookup <= 10; lookup += 1) {
      await stateOf(call, url, `198.51.100.${lookup}`);
    }
    expect(refusal(await call('GET', url, undefined, '198.51.100.77'), 429)).toBe(
      'RATE_LIMIT_EXCEEDED',
    );
    // An unknown radio spends the same budget: nobody learns which ids exist by being let through.
    const unknown = `${STATE}/radioId/ORBW0097`;
    for (let lookup = 1; lookup <= 10; lookup += 1) {
      expect((await call('GET', unknown, undefined, `198.51.100.${lookup}`)).statusCode).toBe(404);
    }
    expect((await call('GET', unknown, undefined, '198.51.100.78')).statusCode).toBe(429);
    // The owner's own lookups are not counted against anyone's budget.
    const owner = await signedInAs(V.trialClaimed.owner.identityId);
    expect((await stateOf(owner, url)).view).toBe('full');
  });
});

describe('client-orchestration/v1 detailed-state subscription/{subscriptionId}', () => {
  const subscriptionOf = (radioId: string) => `sub_seed_orch_${radioId.toLowerCase()}`;

  it.each(OWNED.map((vehicle) => [vehicle.lifecycleState, vehicle] as const))(
    'answers the owner the %s vehicle of their subscription, with its trial',
    async (lifecycleState, vehicle) => {
      const { signedInAs, clock, seededAt } = await orchestrationSetUp();
      const owner = await signedInAs(vehicle.owner.identityId);
      const response = await owner(
        'GET',
        `${DETAILED_SUBSCRIPTION}/${subscriptionOf(vehicle.radioId)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const state = detailedVehicleStateSchema.parse(response.json());
      expect(state).toMatchObject({ radioId: vehicle.radioId, lifecycleState, make: vehicle.make });
      const { trial } = state;
      const today = clock.now();
      if (lifecycleState === 'SELF_PAY') {
        expect(trial).toEqual({
          trialState: 'SelfPay',
          totalDays: null,
          daysLeft: null,
          startedOn: null,
          endsOn: null,
          claimableUntil: null,
          planCode: null,
        });
        return;
      }
      if (!trial.startedOn || !trial.endsOn || trial.totalDays === null) {
        throw new Error(`a ${lifecycleState} vehicle's trial has dates`);
      }
      const startedOn = new Date(trial.startedOn);
      // Days left = total days − days elapsed (spec 001 §4), never below zero.
      expect(trial.daysLeft).toBe(
        Math.max(0, trial.totalDays - trialDaysElapsed(startedOn, today)),
      );
      expect(trial.totalDays).toBe(trialDaysElapsed(startedOn, new Date(trial.endsOn)));
      expect(trial.claimableUntil).toBeNull();
      const expected = {
        TRIAL_CLAIMED: { trialState: 'TrialClaimed', totalDays: 365, elapsed: 30 },
        TRIAL_WITH_FOLLOW_ON: { trialState: 'TrialWithFollowOn', elapsed: 60 },
        INACTIVE: { trialState: 'TrialClaimed', totalDays: 365, daysLeft: 0, elapsed: 400 },
      }[lifecycleState];
      const { elapsed, ...shown } = expected;
      expect(trial).toMatchObject(shown);
      // The seed started the trial `elapsed` days before it ran (a year of 365 or 366 days for
      // the ended one); the file's clock is further on by two hours a test, maybe past midnight.
      const sinceSeed = trialDaysElapsed(seededAt, today);
      expect(trialDaysElapsed(startedOn, today)).toBeGreaterThanOrEqual(elapsed + sinceSeed);
      expect(trialDaysElapsed(startedOn, today)).toBeLessThanOrEqual(elapsed + sinceSeed + 1);
    },
  );

  it('answers anyone else’s subscription as an unknown one, and a streaming one 422', async () => {
    const { signedInAs, db, clock } = await orchestrationSetUp({ ownDatabase: true });
    const intruder = await signedInAs(V.selfPay.owner.identityId);
    const victims = subscriptionOf(V.trialClaimed.radioId);
    expect(refusal(await intruder('GET', `${DETAILED_SUBSCRIPTION}/${victims}`), 404)).toBe(
      'SUBSCRIPTION_NOT_FOUND',
    );
    expect(refusal(await intruder('GET', `${DETAILED_SUBSCRIPTION}/sub_none`), 404)).toBe(
      'SUBSCRIPTION_NOT_FOUND',
    );
    const now = clock.now();
    await db.insert(subscriptions).values({
      id: 'sub_test_orch_streaming',
      accountNumber: V.selfPay.owner.accountNumber,
      radioId: null,
      planCode: 'US_STREAM_PLAT_MO',
      packageId: 'SXM_PLATINUM',
      serviceType: 'streaming',
      status: 'Active',
      commerceState: 'active',
      source: 'internal',
      startedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    expect(
      refusal(await intruder('GET', `${DETAILED_SUBSCRIPTION}/sub_test_orch_streaming`), 422),
    ).toBe('ELIGIBILITY_SUBSCRIPTION_REQUIRED');
  });

  it('refuses an anonymous session with 403', async () => {
    const { anonymous } = await orchestrationSetUp();
    const call = await anonymous();
    const url = `${DETAILED_SUBSCRIPTION}/${subscriptionOf(V.trialClaimed.radioId)}`;
    expect((await call('GET', url)).statusCode).toBe(403);
  });
});
