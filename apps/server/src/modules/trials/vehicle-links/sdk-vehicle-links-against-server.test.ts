import {
  createIdentityClient,
  createVehicleLinkClient,
  createVehicleOrchestrationClient,
  type OrbitSdk,
} from '@orbit/sdk';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { seedRuns } from '../../../db/schema/index.ts';
import { VEHICLE_LINK_DEMO_PASSWORD } from '../../../db/seed/vehicle-magic-links.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { latestCode, mailbox } from '../../../testing/identities.ts';
import { listenOnLoopback, newSdkDevice, sdkOn } from '../../../testing/sdk-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { L } from './vehicle-links.testing.ts';

/** The SDK's vehicle link and orchestration clients over real HTTP against the seeded server. */
let opened: { sdk: OrbitSdk; testApp: TestApp } | undefined;

async function startedClients() {
  const clock = createFakeClock();
  const testApp = await createTestApp({ clock, ownDatabase: true });
  // The demo vehicles are dated from the seed's clock.
  const [run] = await testApp.db
    .select()
    .from(seedRuns)
    .where(eq(seedRuns.part, 'vehicle-magic-links'));
  if (!run) throw new Error('the vehicle magic link demo is not seeded');
  clock.set(new Date(run.seededAt.getTime() + 60_000));
  const origin = await listenOnLoopback(testApp);
  const sdk = sdkOn(newSdkDevice(), origin, testApp);
  await sdk.loadConfig();
  await sdk.session.bootstrap();
  opened = { sdk, testApp };
  return {
    testApp,
    clock,
    sdk,
    identity: createIdentityClient(sdk),
    links: createVehicleLinkClient(sdk),
    orchestration: createVehicleOrchestrationClient(sdk),
  };
}

/** The link id in the newest email to `to`. */
async function emailedLinkId(testApp: TestApp, to: string): Promise<string> {
  const [message] = await mailbox(testApp.app, to);
  const id = /[?&]ml=(ovl_[A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];
  if (!id) throw new Error(`no vehicle link in the newest message to ${to}`);
  return id;
}

afterEach(async () => {
  opened?.sdk.dispose();
  await opened?.testApp.app.close();
  opened = undefined;
});

describe('vehicle magic links through the SDK, against the server', () => {
  it('new identity: a signed-in browser resets to anonymous, signs up with the link’s email and claims', async () => {
    const { testApp, clock, sdk, identity, links, orchestration } = await startedClients();
    await identity.signInWithPassword(L.signInToReuse.email, VEHICLE_LINK_DEMO_PASSWORD);
    expect(sdk.session.isAuthenticated).toBe(true);

    await orchestration.requestVehicleMagicLink({ radioId: L.emailAvailable.radioId });
    const magicLinkId = await emailedLinkId(testApp, L.emailAvailable.email);
    const { magicLinkGrant } = await links.redeem(magicLinkId);
    await expect(links.redeem(magicLinkId)).rejects.toMatchObject({
      code: 'MAGIC_LINK_ALREADY_USED',
    });
    const before = await orchestration.detailedStateOfHandoff(magicLinkGrant);
    expect(before.trial.trialState).toBe('TrialNotClaimed');
    const status = await links.salStatus(magicLinkGrant);
    expect(status).toEqual({
      status: 'SUB_UNCLAIMED_EMAIL_AVAILABLE',
      emailAddress: L.emailAvailable.email,
    });

    // Spec 001 §4: an authenticated user is reset to an anonymous login before creating one.
    await identity.signOut();
    expect(sdk.session.isAuthenticated).toBe(false);
    clock.advanceSeconds(5); // the sign-up code is the newest message to the address
    const sent = await identity.signUp({
      emailAddress: L.emailAvailable.email,
      password: 'Open-Road-Trial-81',
      language: 'en-US',
    });
    await identity.finishSignUp(
      sent,
      await latestCode(testApp.app, L.emailAvailable.email),
      L.emailAvailable.email,
    );
    expect(sdk.session.isAuthenticated).toBe(true);

    const claimed = await links.claimTrial(magicLinkGrant);
    expect(claimed.radioId).toBe(L.emailAvailable.radioId);
    const after = await orchestration.detailedStateOfHandoff(magicLinkGrant);
    expect(after).toMatchObject({
      lifecycleState: 'TRIAL_CLAIMED',
      trial: { trialState: 'TrialClaimed' },
    });
  });

  it('signed in: claims with the link’s email, then the link signs straight in (SUB_CLAIMED)', async () => {
    const { sdk, identity, links } = await startedClients();
    const { magicLinkGrant } = await links.redeem(L.signInToReuse.magicLinkId);
    expect(await links.salStatus(magicLinkGrant)).toMatchObject({
      status: 'SUB_UNCLAIMED_EMAIL_AVAILABLE_SIGNIN_TO_REUSE_EMAIL',
    });
    await expect(links.claimTrial(magicLinkGrant)).rejects.toMatchObject({ status: 403 });
    await identity.signInWithPassword(L.signInToReuse.email, VEHICLE_LINK_DEMO_PASSWORD);
    await expect(links.claimTrial(magicLinkGrant)).resolves.toMatchObject({
      accountNumber: L.signInToReuse.accountNumber,
    });

    await identity.signOut();
    const claimedStatus = await links.salStatus(magicLinkGrant);
    if (claimedStatus.status !== 'SUB_CLAIMED') throw new Error(claimedStatus.status);
    await links.signInWithClaimedLink(claimedStatus);
    expect(sdk.session.isAuthenticated).toBe(true);
    await expect(identity.getProfile()).resolves.toMatchObject({ handle: L.signInToReuse.email });
  });
});
