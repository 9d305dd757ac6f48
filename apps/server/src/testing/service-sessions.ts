import {
  type DeviceCreationPayload,
  type DeviceGrant,
  deviceGrantSchema,
  type Session,
  type SignInGrantKind,
  sessionSchema,
} from '@orbit/domain';
import type { LightMyRequestResponse } from 'fastify';
import * as z from 'zod/mini';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { devices } from '../db/schema/index.ts';
import { hashCredential, issueSignInGrant } from '../modules/session/index.ts';
import type { FakeClock } from './fake-clock.ts';

/** What the SDK sends when it creates a device. */
export const DEVICE_CREATION_PAYLOAD: DeviceCreationPayload = {
  devicePlatform: 'web-desktop',
  deviceAttributes: {
    browser: {
      app: 'orbit-care',
      appVersion: '1.0.0',
      browser: 'Chrome',
      browserVersion: '126.0',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
    },
  },
  grantVersion: 'v2',
};

/** A session as a client without cookies receives it: the refresh token in the body (ADR 023). */
export const cookielessSessionSchema = z.extend(sessionSchema, {
  refreshToken: z.string().check(z.minLength(1)),
});
export type CookielessSession = z.infer<typeof cookielessSessionSchema>;

function expectOk(response: LightMyRequestResponse, what: string): unknown {
  if (response.statusCode !== 200) {
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

export async function createDeviceGrant(app: App): Promise<DeviceGrant> {
  const response = await app.inject({
    method: 'POST',
    url: '/device/v1/grants',
    payload: DEVICE_CREATION_PAYLOAD,
  });
  return deviceGrantSchema.parse(expectOk(response, 'device/v1/grants'));
}

export const withGrant = (device: Pick<DeviceGrant, 'grant'>) => ({
  'x-device-grant': device.grant,
});
export const bearer = (session: Pick<Session, 'accessToken'>) => ({
  authorization: `Bearer ${session.accessToken}`,
});

/** A new device and its anonymous session: what a cold SDK start produces. */
export async function startAnonymousSession(
  app: App,
  device?: DeviceGrant,
): Promise<{ device: DeviceGrant; session: CookielessSession }> {
  const grant = device ?? (await createDeviceGrant(app));
  const response = await app.inject({
    method: 'POST',
    url: '/session/v1/sessions/anonymous',
    headers: withGrant(grant),
  });
  return {
    device: grant,
    session: cookielessSessionSchema.parse(expectOk(response, 'sessions/anonymous')),
  };
}

/** Signs `identityId` in on a (new) device the way the identity capability will: a grant, then sessions/authenticated. */
export async function signIn(
  testApp: { app: App; db: Db; clock: FakeClock },
  identityId: string,
  options: { device?: DeviceGrant; kind?: SignInGrantKind } = {},
): Promise<{ device: DeviceGrant; session: CookielessSession }> {
  const { app, db, clock } = testApp;
  const device = options.device ?? (await createDeviceGrant(app));
  const kind = options.kind ?? 'identity';
  const { grant } = await issueSignInGrant(db, { identityId, kind }, clock.now);
  const response = await app.inject({
    method: 'POST',
    url: kind === 'identity' ? '/session/v1/sessions/authenticated' : '/session/v1/sessions/device',
    headers: withGrant(device),
    payload: { grant },
  });
  return { device, session: cookielessSessionSchema.parse(expectOk(response, 'sign-in')) };
}

export function refreshSession(
  app: App,
  refreshToken: string,
  options: { convergenceToken?: string; payload?: unknown } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/session/v1/sessions/refresh',
    headers: {
      'x-refresh-token': refreshToken,
      ...(options.convergenceToken ? { 'x-convergence-token': options.convergenceToken } : {}),
    },
    payload: options.payload ?? {},
  });
}

/** A device of an earlier client, holding a grant of version null or v1 (`grant` in plain text). */
export async function insertLegacyDevice(
  db: Db,
  options: { id: string; grant: string; grantVersion: 'v1' | null; grantExpiresAt: Date },
): Promise<void> {
  await db.insert(devices).values({
    id: options.id,
    platform: 'web-desktop',
    attributes: {},
    grantVersion: options.grantVersion,
    grantHash: hashCredential(options.grant),
    grantExpiresAt: options.grantExpiresAt,
    refreshGrantHash: hashCredential(`${options.grant}-refresh`),
    refreshGrantExpiresAt: new Date(options.grantExpiresAt.getTime() + 86_400_000),
    createdAt: new Date('2025-01-01T00:00:00Z'),
    grantIssuedAt: new Date('2025-01-01T00:00:00Z'),
  });
}
