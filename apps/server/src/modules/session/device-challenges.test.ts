import {
  deviceChallengeSchema,
  deviceChallengeVerificationSchema,
  deviceRegistrationSchema,
  SESSION_ERROR_CODES,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices } from '../../db/schema/index.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  bearer,
  createDeviceGrant,
  signIn,
  startAnonymousSession,
  withGrant,
} from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

const CHALLENGES = '/device/v1/challenges';
const REGISTER = '/device/v1/devices/register';

async function openChallenge(app: App, device: { grant: string }) {
  const response = await app.inject({
    method: 'POST',
    url: CHALLENGES,
    headers: withGrant(device),
  });
  expect(response.statusCode).toBe(200);
  return deviceChallengeSchema.parse(response.json());
}

const answer = (app: App, device: { grant: string }, challengeId: string, nonce: string) =>
  app.inject({
    method: 'POST',
    url: `${CHALLENGES}/${challengeId}/verify`,
    headers: withGrant(device),
    payload: { nonce },
  });

describe('device authentication challenges', () => {
  it('are answered once by the device they were issued to', async () => {
    const { app, clock } = await createTestApp();
    const device = await createDeviceGrant(app);
    const challenge = await openChallenge(app, device);
    expect(challenge.challengeId).toMatch(/^dch_/);
    expect(challenge.expiresAt).toBe(new Date(clock.now().getTime() + 300_000).toISOString());

    const verified = await answer(app, device, challenge.challengeId, challenge.nonce);
    expect(verified.statusCode).toBe(200);
    expect(deviceChallengeVerificationSchema.parse(verified.json())).toEqual({
      challengeId: challenge.challengeId,
      deviceId: device.deviceId,
      verified: true,
      verifiedAt: clock.now().toISOString(),
    });

    const replay = await answer(app, device, challenge.challengeId, challenge.nonce);
    expect(expectRefused(replay, 404, 'NOT_FOUND').notFoundResourceType).toBe('challenge');
  });

  it('are used up by a wrong answer too', async () => {
    const { app } = await createTestApp();
    const device = await createDeviceGrant(app);
    const challenge = await openChallenge(app, device);
    expectRefused(
      await answer(app, device, challenge.challengeId, 'onc_guess'),
      401,
      'UNAUTHENTICATED',
    );
    expectRefused(
      await answer(app, device, challenge.challengeId, challenge.nonce),
      404,
      'NOT_FOUND',
    );
  });

  it('expire', async () => {
    const { app, clock } = await createTestApp({ env: { DEVICE_CHALLENGE_TTL_SECONDS: '60' } });
    const device = await createDeviceGrant(app);
    const challenge = await openChallenge(app, device);
    clock.advanceSeconds(60);
    expectRefused(
      await answer(app, device, challenge.challengeId, challenge.nonce),
      404,
      'NOT_FOUND',
    );
  });

  it('cannot be answered by another device, and stay open for their own', async () => {
    const { app } = await createTestApp();
    const mine = await createDeviceGrant(app);
    const other = await createDeviceGrant(app);
    const challenge = await openChallenge(app, mine);
    expectRefused(
      await answer(app, other, challenge.challengeId, challenge.nonce),
      404,
      'NOT_FOUND',
    );
    expect((await answer(app, mine, challenge.challengeId, challenge.nonce)).statusCode).toBe(200);
  });

  it('need a device grant', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'POST', url: CHALLENGES });
    expectRefused(response, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
    const verify = await answer(app, { grant: 'odg_nope' }, 'dch_x', 'onc_x');
    expectRefused(verify, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
  });
});

describe('POST /device/v1/devices/register', () => {
  it('ties the device to the signed-in identity', async () => {
    const testApp = await createTestApp();
    const { app, db, clock } = testApp;
    const { device, session } = await signIn(testApp, 'idn_owner');
    const response = await app.inject({
      method: 'POST',
      url: REGISTER,
      headers: { ...withGrant(device), ...bearer(session) },
    });
    expect(response.statusCode).toBe(200);
    expect(deviceRegistrationSchema.parse(response.json())).toEqual({
      deviceId: device.deviceId,
      identityId: 'idn_owner',
      registeredAt: clock.now().toISOString(),
    });
    const [row] = await db.select().from(devices).where(eq(devices.id, device.deviceId));
    expect(row).toMatchObject({ identityId: 'idn_owner', registeredAt: clock.now() });
  });

  it('answers 403 to an anonymous session', async () => {
    const { app } = await createTestApp();
    const { device, session } = await startAnonymousSession(app);
    const response = await app.inject({
      method: 'POST',
      url: REGISTER,
      headers: { ...withGrant(device), ...bearer(session) },
    });
    expectRefused(response, 403, 'FORBIDDEN');
  });

  it('answers 401 without the device grant or without the access token', async () => {
    const testApp = await createTestApp();
    const { app } = testApp;
    const { device, session } = await signIn(testApp, 'idn_partial');
    const noGrant = await app.inject({ method: 'POST', url: REGISTER, headers: bearer(session) });
    expectRefused(noGrant, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
    const noToken = await app.inject({ method: 'POST', url: REGISTER, headers: withGrant(device) });
    expectRefused(noToken, 401, 'UNAUTHENTICATED');
  });
});
