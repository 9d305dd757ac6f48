import {
  deviceAuthorizationDecisionSchema,
  deviceAuthorizationGrantSchema,
  deviceAuthorizationResponseSchema,
  deviceCodeAuthenticateRequestSchema,
  linkCodeAuthorizeRequestSchema,
  userCodeAuthorizeRequestSchema,
  userCodeGenerateQuerySchema,
} from '@orbit/domain';
import { and, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { deviceAuthorizations, passkeyChallenges } from '../../db/schema/index.ts';
import { requireAccessToken, sessionOf } from '../../platform/auth/require-access-token.ts';
import { deviceOf, requireDeviceGrant } from '../../platform/auth/require-device-grant.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { documentedHeader, serviceErrorResponses } from '../../platform/http/service-schemas.ts';
import { requireWithinLimit } from '../../platform/throttle/require-within-limit.ts';
import { bearerHeaders } from '../identity/index.ts';
import {
  type DeviceAuthorizationDeps,
  decideUserCode,
  generateDeviceCode,
  pollDeviceCode,
} from './device-authorization-service.ts';

const TAGS = ['device-authorization'];

const deviceGrantHeaders = z.looseObject({
  'x-device-grant': documentedHeader('The device grant of the TV, car or speaker (required)'),
});

/** `device-authorization/v1` (RFC 8628, ADR 008): codes for TVs, car-like devices and speakers. */
export function registerDeviceAuthorizationRoutes(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  const serviceDeps: DeviceAuthorizationDeps = deps;
  const settings = deps.config.deviceAuthorization;
  const limit = (request: FastifyRequest, bucket: string, perMinute: number) =>
    requireWithinLimit(
      deps.db,
      { bucket, key: request.ip, limit: perMinute, windowSeconds: 60 },
      deps.clock(),
    );
  const signedIn = (request: FastifyRequest) => {
    const identityId = sessionOf(request).identityId;
    if (!identityId) {
      throw new AppError('FORBIDDEN', 'Anonymous session authorizing a device', {
        publicDescription: 'Authorizing a device needs a signed-in (authenticated) session.',
      });
    }
    return identityId;
  };

  app.route({
    ...serviceRoute('deviceAuthorization', 'generate'),
    preHandler: requireDeviceGrant,
    schema: {
      tags: TAGS,
      summary: 'A device code and the user code to show (query flow=tv|car|speaker)',
      description:
        'RFC 8628 §3.2: device_code (secret, for polling), user_code (XXXX-XXXX, letters without ' +
        'vowels), verification_uri (+ _complete), expires_in, interval. A speaker code is a link ' +
        'code (authorized at link-codes/authorize). Limited per client address.',
      headers: deviceGrantHeaders,
      querystring: userCodeGenerateQuerySchema,
      response: { 200: deviceAuthorizationResponseSchema, ...serviceErrorResponses(400, 401, 429) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      await limit(request, 'device-code-request', settings.requestsPerAddressPerMinute);
      return generateDeviceCode(serviceDeps, {
        deviceId: deviceOf(request).deviceId,
        flow: request.query.flow,
        origin: `${request.protocol}://${request.host}`,
      });
    },
  });

  const decide = (kind: 'user-code' | 'link-code') => ({
    preHandler: requireAccessToken,
    handler: async (
      request: FastifyRequest<{ Body: { userCode?: string; linkCode?: string; deny?: boolean } }>,
      reply: Parameters<typeof noStore>[0],
    ) => {
      noStore(reply);
      const identityId = signedIn(request);
      await limit(request, 'device-code-request', settings.requestsPerAddressPerMinute);
      return decideUserCode(serviceDeps, {
        typed: request.body.userCode ?? request.body.linkCode ?? '',
        identityId,
        deny: request.body.deny ?? false,
        kind,
      });
    },
  });
  const DECIDE =
    'From a signed-in browser session (anonymous: 403). USER_CODE_INVALID for a wrong code (a wrong ' +
    'second half counts against the code the first half names; the 5th kills it), ' +
    'USER_CODE_EXPIRED for one expired, decided or dead. `deny: true` refuses the device.';

  app.route({
    ...serviceRoute('deviceAuthorization', 'authorize'),
    ...decide('user-code'),
    schema: {
      tags: TAGS,
      summary: 'Approve the TV or car code the customer typed',
      description: DECIDE,
      headers: bearerHeaders,
      body: userCodeAuthorizeRequestSchema,
      response: {
        200: deviceAuthorizationDecisionSchema,
        ...serviceErrorResponses(400, 401, 403, 429),
      },
    },
  });

  app.route({
    ...serviceRoute('deviceAuthorization', 'authorizeLinkCode'),
    ...decide('link-code'),
    schema: {
      tags: TAGS,
      summary: "Approve a speaker's link code: the speaker becomes a device of the identity",
      description: DECIDE,
      headers: bearerHeaders,
      body: linkCodeAuthorizeRequestSchema,
      response: {
        200: deviceAuthorizationDecisionSchema,
        ...serviceErrorResponses(400, 401, 403, 429),
      },
    },
  });

  app.route({
    ...serviceRoute('deviceAuthorization', 'authenticate'),
    preHandler: requireDeviceGrant,
    schema: {
      tags: TAGS,
      summary: 'Poll with the device code (RFC 8628 §3.4)',
      description:
        'Until decided: 400 `authorization_pending` (extras.interval); polling before the interval ' +
        'answers `slow_down` and adds 5 s to it; `expired_token` after expires_in; `access_denied` ' +
        'when refused or after 5 wrong guesses; `invalid_grant` for an unknown or used code or ' +
        'another device. Approved: a single-use `device-authorization` grant for ' +
        'session/v1/sessions/device.',
      headers: deviceGrantHeaders,
      body: deviceCodeAuthenticateRequestSchema,
      response: { 200: deviceAuthorizationGrantSchema, ...serviceErrorResponses(400, 401, 429) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      await limit(request, 'device-code-poll', settings.pollsPerAddressPerMinute);
      return pollDeviceCode(serviceDeps, {
        deviceCode: request.body.deviceCode,
        deviceId: deviceOf(request).deviceId,
      });
    },
  });

  scheduleCeremonyPurge(app, deps);
}

const DAY_MS = 86_400_000;

/**
 * Deletes device-authorization requests and passkey challenges a day past expiry (kept that long
 * so a late poll still answers expired_token). Idempotent; instances may run it together.
 */
export async function purgeCeremonyRows(db: Db, now: Date): Promise<Record<string, number>> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const deviceRows = await db
    .delete(deviceAuthorizations)
    .where(and(lt(deviceAuthorizations.expiresAt, dayAgo)))
    .returning({ id: deviceAuthorizations.id });
  const challengeRows = await db
    .delete(passkeyChallenges)
    .where(lt(passkeyChallenges.expiresAt, dayAgo))
    .returning({ id: passkeyChallenges.id });
  return { deviceAuthorizations: deviceRows.length, passkeyChallenges: challengeRows.length };
}

function scheduleCeremonyPurge(app: App, deps: { db: Db; clock: Clock; config: AppConfig }) {
  const intervalSeconds = deps.config.expiredRowsPurgeIntervalSeconds;
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      app.log.info({ purged: await purgeCeremonyRows(deps.db, deps.clock()) }, 'ceremonies purged');
    } catch (error) {
      app.log.warn({ err: error }, 'purge of device codes and passkey challenges failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(purge, intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
