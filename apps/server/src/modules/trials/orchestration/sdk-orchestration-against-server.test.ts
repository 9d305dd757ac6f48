import {
  createIdentityClient,
  createVehicleOrchestrationClient,
  isServiceError,
  type OrbitSdk,
} from '@orbit/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { ORCHESTRATION_DEMO_PASSWORD } from '../../../db/seed/vehicle-orchestration.ts';
import { listenOnLoopback, newSdkDevice, sdkOn } from '../../../testing/sdk-client.ts';
import { orchestrationSetUp, V } from './orchestration.testing.ts';

const started: OrbitSdk[] = [];
afterEach(() => {
  for (const sdk of started.splice(0)) sdk.dispose();
});

async function refusal(call: Promise<unknown>): Promise<[number, string]> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isServiceError(error)) throw new Error(`expected a service error, got ${String(error)}`);
  return [error.status, error.code];
}

describe('vehicle orchestration through the SDK against the server', () => {
  it('looks vehicles up, makes a head unit’s profile, reads its detailed state and accepts terms', async () => {
    const testApp = await orchestrationSetUp();
    const origin = await listenOnLoopback(testApp);
    const carOf = async (signIn?: string) => {
      const sdk = sdkOn(newSdkDevice(), origin, testApp);
      started.push(sdk);
      await sdk.loadConfig();
      await sdk.session.bootstrap();
      const identity = createIdentityClient(sdk);
      if (signIn) await identity.signInWithPassword(signIn, ORCHESTRATION_DEMO_PASSWORD);
      return { orchestration: createVehicleOrchestrationClient(sdk), identity };
    };

    const anonymous = (await carOf()).orchestration;
    expect(await anonymous.stateByRadioId(V.trialEligible.radioId)).toEqual({
      view: 'limited',
      deviceId: V.trialEligible.radioId,
      radioId: V.trialEligible.radioId,
      vin: V.trialEligible.vin,
      lifecycleState: 'TRIAL_ELIGIBLE',
      deviceSource: 'SMS',
    });
    expect(await refusal(anonymous.stateByRadioId('ORBW0095'))).toEqual([404, 'VEHICLE_NOT_FOUND']);

    const { orchestration, identity } = await carOf(V.trialClaimed.owner.handle);
    expect(await orchestration.stateByVin(V.trialClaimed.vin)).toMatchObject({
      view: 'full',
      lifecycleState: 'TRIAL_CLAIMED',
      make: 'Toyota',
      model: 'RAV4',
    });

    const request = { radioId: V.trialClaimed.radioId, oemDriverId: 'sdk-driver-1' };
    const made = await orchestration.createAutoProfile(request);
    expect(made.outcome).toBe('created');
    expect((await orchestration.createAutoProfile(request)).outcome).toBe('existing');
    // The 409 with the already-has-a-profile code is answered as the existing profile's grant.
    const other = await orchestration.createAutoProfile({
      ...request,
      oemDriverId: 'sdk-driver-2',
    });
    expect(other).toMatchObject({ outcome: 'alreadyHasProfile', profileId: made.profileId });

    const byGrant = await anonymous.detailedStateOfDevice(other.vehicleProfileGrant);
    expect(byGrant).toMatchObject({
      radioId: V.trialClaimed.radioId,
      oemDriverId: 'sdk-driver-1',
      trial: { trialState: 'TrialClaimed', totalDays: 365 },
    });
    expect(await refusal(anonymous.detailedStateOfDevice('ovp1.forged'))).toEqual([
      401,
      'INVALID_VEHICLE_PROFILE_GRANT',
    ]);
    const bySubscription = await orchestration.detailedStateOfSubscription(
      `sub_seed_orch_${V.trialClaimed.radioId.toLowerCase()}`,
    );
    expect(bySubscription.trial).toEqual(byGrant.trial);

    // The page reads the version of the documents it shows, and the agreement names it.
    const { version } = await anonymous.currentTerms();
    expect(version).toBe(testApp.config.legalDocumentVersion);
    const agreeTo = (documentVersion: string) =>
      orchestration.acceptTerms({
        privacyAgreements: [
          {
            consentType: 'OFFER_AND_RENEWAL_TERMS',
            countryCode: 'US',
            version: documentVersion,
            language: 'en-US',
          },
        ],
      });
    expect(await refusal(agreeTo('2025-07'))).toEqual([409, 'TERMS_VERSION_OUT_OF_DATE']);
    const terms = await agreeTo(version);
    expect(terms.privacyAgreements).toMatchObject([{ documentId: 'OFFER_AND_RENEWAL_TERMS.US' }]);
    const profile = await identity.updateProfile({
      privacyAgreements: [
        {
          consentType: 'MARKETING_OFFERS',
          countryCode: 'US',
          version,
          language: 'en-US',
        },
      ],
    });
    expect(profile.handle).toBe(V.trialClaimed.owner.handle);
  });
});
