import {
  deviceChallengeSchema,
  deviceChallengeVerificationSchema,
  deviceCreationPayloadSchema,
  deviceGrantSchema,
  deviceRegistrationSchema,
  migrateDeviceGrantRequestSchema,
  refreshDeviceGrantRequestSchema,
  verifyDeviceChallengeRequestSchema,
} from '@orbit/domain';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../platform/auth/require-access-token.ts';
import { deviceOf } from '../../platform/auth/require-device-grant.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { RATE_LIMITS } from '../../platform/rate-limits.ts';
import { createDeviceChallenge, verifyDeviceChallenge } from './device-challenges.ts';
import { createDevice, migrateDeviceGrant, refreshDeviceGrant } from './device-grants.ts';
import { registerDevice } from './device-registration.ts';

const TAGS = ['device'];

/** `device/v1`: device grants (create, refresh, migrate), registration and authentication challenges. */
export function registerDeviceRoutes(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  const { config, db, clock } = deps;
  const lifetimes = config.serviceTokens;

  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('device', 'grant'),
      config: { access: 'open', rateLimit: RATE_LIMITS.deviceGrant(config) },
      schema: {
        tags: TAGS,
        summary: 'Create a device (this installation) and its first grant',
        body: deviceCreationPayloadSchema,
        response: { 200: deviceGrantSchema },
      },
      handler: async (request) => createDevice(db, request.body, clock(), lifetimes),
    });

    service.route({
      ...serviceRoute('device', 'refresh'),
      config: { access: 'open' },
      schema: {
        tags: TAGS,
        summary: 'Replace the grant and the refresh grant; the old refresh grant stops working',
        body: refreshDeviceGrantRequestSchema,
        response: { 200: deviceGrantSchema },
        errors: [401],
      },
      handler: async (request) =>
        refreshDeviceGrant(db, request.body.refreshGrant, clock(), lifetimes),
    });

    service.route({
      ...serviceRoute('device', 'migrate'),
      config: { access: 'open' },
      schema: {
        tags: TAGS,
        summary: 'Upgrade a grant of version null or v1 to the current version (same device)',
        description: 'A current (v2) grant answers 400; an unknown or expired one 401.',
        body: migrateDeviceGrantRequestSchema,
        response: { 200: deviceGrantSchema },
        errors: [401],
      },
      handler: async (request) => migrateDeviceGrant(db, request.body.grant, clock(), lifetimes),
    });

    service.route({
      ...serviceRoute('device', 'register'),
      // The grant first: without a device there is nothing to register.
      config: { access: 'device-and-session' },
      schema: {
        tags: TAGS,
        summary: 'Register the device holding the grant to the signed-in identity',
        description: 'Needs an authenticated session (anonymous answers 403).',
        response: { 200: deviceRegistrationSchema },
        errors: [403],
      },
      handler: async (request) =>
        registerDevice(db, sessionOf(request), deviceOf(request), clock()),
    });

    service.route({
      ...serviceRoute('device', 'createChallenge'),
      config: { access: 'device' },
      schema: {
        tags: TAGS,
        summary: 'Open an authentication challenge for the device holding the grant',
        response: { 200: deviceChallengeSchema },
      },
      handler: async (request) =>
        createDeviceChallenge(
          db,
          deviceOf(request).deviceId,
          clock(),
          lifetimes.deviceChallengeSeconds,
        ),
    });

    service.route({
      ...serviceRoute('device', 'verifyChallenge'),
      config: { access: 'device' },
      schema: {
        tags: TAGS,
        summary: 'Answer a challenge with its nonce: once, before it expires, from the same device',
        description:
          'The challenge is used up by the first answer, right or wrong. Unknown, expired, used ' +
          "and other devices' challenges answer 404; a wrong nonce 401.",
        params: z.object({ challengeId: z.string().min(1).max(64) }),
        body: verifyDeviceChallengeRequestSchema,
        response: { 200: deviceChallengeVerificationSchema },
        errors: [404],
      },
      handler: async (request) =>
        verifyDeviceChallenge(
          db,
          {
            challengeId: request.params.challengeId,
            nonce: request.body.nonce,
            deviceId: deviceOf(request).deviceId,
          },
          clock(),
        ),
    });
  });
}
