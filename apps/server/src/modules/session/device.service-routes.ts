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
import { requireAccessToken, sessionOf } from '../../platform/auth/require-access-token.ts';
import { deviceOf, requireDeviceGrant } from '../../platform/auth/require-device-grant.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { documentedHeader, serviceErrorResponses } from '../../platform/http/service-schemas.ts';
import { RATE_LIMITS } from '../../platform/rate-limits.ts';
import { createDeviceChallenge, verifyDeviceChallenge } from './device-challenges.ts';
import { createDevice, migrateDeviceGrant, refreshDeviceGrant } from './device-grants.ts';
import { registerDevice } from './device-registration.ts';

const TAGS = ['device'];
const deviceGrantHeaders = z.looseObject({
  'x-device-grant': documentedHeader('The device grant (required)'),
});

/** `device/v1`: device grants (create, refresh, migrate), registration and authentication challenges. */
export function registerDeviceRoutes(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  const { config, db, clock } = deps;
  const lifetimes = config.serviceTokens;

  app.route({
    ...serviceRoute('device', 'grant'),
    config: { rateLimit: RATE_LIMITS.deviceGrant(config) },
    schema: {
      tags: TAGS,
      summary: 'Create a device (this installation) and its first grant',
      body: deviceCreationPayloadSchema,
      response: { 200: deviceGrantSchema, ...serviceErrorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return createDevice(db, request.body, clock(), lifetimes);
    },
  });

  app.route({
    ...serviceRoute('device', 'refresh'),
    schema: {
      tags: TAGS,
      summary: 'Replace the grant and the refresh grant; the old refresh grant stops working',
      body: refreshDeviceGrantRequestSchema,
      response: { 200: deviceGrantSchema, ...serviceErrorResponses(400, 401) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return refreshDeviceGrant(db, request.body.refreshGrant, clock(), lifetimes);
    },
  });

  app.route({
    ...serviceRoute('device', 'migrate'),
    schema: {
      tags: TAGS,
      summary: 'Upgrade a grant of version null or v1 to the current version (same device)',
      description: 'A current (v2) grant answers 400; an unknown or expired one 401.',
      body: migrateDeviceGrantRequestSchema,
      response: { 200: deviceGrantSchema, ...serviceErrorResponses(400, 401) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return migrateDeviceGrant(db, request.body.grant, clock(), lifetimes);
    },
  });

  app.route({
    ...serviceRoute('device', 'register'),
    // The grant first: without a device there is nothing to register.
    preHandler: [requireDeviceGrant, requireAccessToken],
    schema: {
      tags: TAGS,
      summary: 'Register the device holding the grant to the signed-in identity',
      description: 'Needs an authenticated session (anonymous answers 403).',
      headers: deviceGrantHeaders.extend({
        authorization: documentedHeader('Bearer <access token> (required)'),
      }),
      response: { 200: deviceRegistrationSchema, ...serviceErrorResponses(401, 403) },
    },
    handler: async (request) => registerDevice(db, sessionOf(request), deviceOf(request), clock()),
  });

  app.route({
    ...serviceRoute('device', 'createChallenge'),
    preHandler: requireDeviceGrant,
    schema: {
      tags: TAGS,
      summary: 'Open an authentication challenge for the device holding the grant',
      headers: deviceGrantHeaders,
      response: { 200: deviceChallengeSchema, ...serviceErrorResponses(401) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return createDeviceChallenge(
        db,
        deviceOf(request).deviceId,
        clock(),
        lifetimes.deviceChallengeSeconds,
      );
    },
  });

  app.route({
    ...serviceRoute('device', 'verifyChallenge'),
    preHandler: requireDeviceGrant,
    schema: {
      tags: TAGS,
      summary: 'Answer a challenge with its nonce: once, before it expires, from the same device',
      description:
        'The challenge is used up by the first answer, right or wrong. Unknown, expired, used ' +
        "and other devices' challenges answer 404; a wrong nonce 401.",
      headers: deviceGrantHeaders,
      params: z.object({ challengeId: z.string().min(1).max(64) }),
      body: verifyDeviceChallengeRequestSchema,
      response: { 200: deviceChallengeVerificationSchema, ...serviceErrorResponses(400, 401, 404) },
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
}
