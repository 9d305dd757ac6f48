import { createIdentityClient, isServiceError, type OrbitSdk } from '@orbit/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { latestCode, mailbox } from '../../testing/identities.ts';
import { listenOnLoopback, newSdkDevice, sdkOn } from '../../testing/sdk-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** The SDK's identity clients over real HTTP against the real server and the demo identities. */
let opened: { sdk: OrbitSdk; testApp: TestApp } | undefined;

async function startedClient() {
  const testApp = await createTestApp();
  const origin = await listenOnLoopback(testApp);
  const sdk = sdkOn(newSdkDevice(), origin, testApp);
  await sdk.loadConfig();
  await sdk.session.bootstrap();
  opened = { sdk, testApp };
  return { testApp, sdk, identity: createIdentityClient(sdk) };
}

afterEach(async () => {
  opened?.sdk.dispose();
  await opened?.testApp.app.close();
  opened = undefined;
});

describe('identity clients against the server', () => {
  it('signs up, signs out and signs in again with the password', async () => {
    const { sdk, identity } = await startedClient();
    const created = await identity.signUp({
      emailAddress: 'new.listener@orbitradio.test',
      password: 'Meteor-Shower-31',
      language: 'en-US',
    });
    expect(created.outcome).toBe('CREATED');
    expect(sdk.session.isAuthenticated).toBe(true);
    await expect(identity.getProfile()).resolves.toMatchObject({
      handle: 'new.listener@orbitradio.test',
    });

    await identity.signOut();
    expect(sdk.session.isAuthenticated).toBe(false);
    const start = await identity.startSignIn('new.listener@orbitradio.test');
    expect(start.state).toBe('AwaitingAuthMethod');
    expect(start.methods).toContain('password');
    await identity.signInWithPassword('new.listener@orbitradio.test', 'Meteor-Shower-31');
    expect(sdk.session.isAuthenticated).toBe(true);
  });

  it('keeps the server codes of a refused sign-up and of a wrong password', async () => {
    const { identity } = await startedClient();
    const taken = await identity
      .signUp({ emailAddress: 'listener@orbitradio.test', password: 'Wrong-Guess-99' })
      .catch((error: unknown) => error);
    expect(isServiceError(taken) && taken.code).toBe('IDENTITY_ALREADY_EXISTS_ERROR');
    const word = await identity
      .signUp({ emailAddress: 'someone@orbitradio.test', password: 'Orbit-Fan-2026' })
      .catch((error: unknown) => error);
    expect(isServiceError(word) && word.code).toBe('PASSWORD_DISALLOWED_WORDS');
    expect(isServiceError(word) && word.extras.word).toBe('orbit');
    await expect(
      identity.signInWithPassword('listener@orbitradio.test', 'Not-The-Password-1'),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('signs in with the passcode the server emailed (AwaitingOTP)', async () => {
    const { testApp, sdk, identity } = await startedClient();
    const start = await identity.startSignIn('passwordless@orbitradio.test');
    expect(start.state).toBe('AwaitingOTP');
    expect(start.otp).not.toBeNull();
    const code = await latestCode(testApp.app, 'passwordless@orbitradio.test');
    await expect(identity.signInWithOtp(start.identityId, '000000')).rejects.toMatchObject({
      code: 'INVALID',
    });
    await identity.signInWithOtp(start.identityId, code, 'passwordless@orbitradio.test');
    expect(sdk.session.isAuthenticated).toBe(true);
  });

  it('signs in with a magic link, once', async () => {
    const { testApp, sdk, identity } = await startedClient();
    await identity.requestMagicLink('auditrice@orbitradio.test', { language: 'fr-CA' });
    const [message] = await mailbox(testApp.app, 'auditrice@orbitradio.test');
    expect(message?.locale).toBe('fr-CA');
    const magicLinkId = /magicLinkId=([\w-]+)/.exec(message?.text ?? '')?.[1];
    expect(magicLinkId).toBeDefined();
    await identity.redeemMagicLink(magicLinkId as string);
    expect(sdk.session.isAuthenticated).toBe(true);
    expect(sdk.session.handle).toBe('auditrice@orbitradio.test');
    await expect(identity.redeemMagicLink(magicLinkId as string)).rejects.toMatchObject({
      code: 'MAGIC_LINK_NOT_FOUND',
    });
  });

  it('changes the password with re-authentication, then deletes the identity', async () => {
    const { sdk, identity, testApp } = await startedClient();
    await identity.signUp({ emailAddress: 'leaving@orbitradio.test', password: 'Solar-Wind-64' });
    await expect(
      identity.changePassword({ newPassword: 'Lunar-Tide-81', currentPassword: 'Wrong-1-Guess' }),
    ).rejects.toMatchObject({ kind: 'service' });
    // A wrong current password makes this address wait a second (ADR 024).
    testApp.clock.advanceSeconds(1);
    await identity.changePassword({
      newPassword: 'Lunar-Tide-81',
      currentPassword: 'Solar-Wind-64',
    });
    await expect(
      identity.changeHandle({
        handle: 'listener@orbitradio.test',
        currentPassword: 'Lunar-Tide-81',
      }),
    ).rejects.toMatchObject({ code: 'HANDLE_ALREADY_IN_USE' });
    await identity.deleteIdentity({ currentPassword: 'Lunar-Tide-81' });
    expect(sdk.session.isAuthenticated).toBe(false);
    await expect(
      identity.signInWithPassword('leaving@orbitradio.test', 'Lunar-Tide-81'),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});
