import {
  CASTING_GRANT_SECONDS,
  castingGrantSchema,
  deviceAuthorizationDecisionSchema,
  deviceAuthorizationGrantSchema,
  deviceAuthorizationResponseSchema,
  deviceCodeAuthenticateRequestSchema,
  linkCodeAuthorizeRequestSchema,
  userCodeAuthorizeRequestSchema,
  userCodeGenerateQuerySchema,
} from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../platform/auth/require-access-token.ts';
import { deviceOf } from '../../platform/auth/require-device-grant.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { requireWithinLimit } from '../../platform/throttle/require-within-limit.ts';
import { issueSignInGrant } from '../session/index.ts';
import { ACTIVATION_CODE_BUCKET } from './activation-codes.ts';
import { scheduleCeremonyPurge } from './ceremony-purge.ts';
import {
  type DeviceAuthorizationDeps,
  decideUserCode,
  generateDeviceCode,
  pollDeviceCode,
} from './device-authorization-service.ts';

const TAGS = ['device-authorization'];

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

  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('deviceAuthorization', 'generate'),
      config: { access: 'device' },
      schema: {
        tags: TAGS,
        summary: 'A device code and the user code to show (query flow=tv|car|speaker)',
        description:
          'RFC 8628 §3.2: device_code (secret, for polling), user_code (XXXX-XXXX, letters without ' +
          'vowels), verification_uri (+ _complete), expires_in, interval. A speaker code is a link ' +
          'code (authorized at link-codes/authorize). Limited per client address.',
        querystring: userCodeGenerateQuerySchema,
        response: { 200: deviceAuthorizationResponseSchema },
        errors: [429],
      },
      handler: async (request) => {
        await limit(request, ACTIVATION_CODE_BUCKET, settings.requestsPerAddressPerMinute);
        return generateDeviceCode(serviceDeps, {
          deviceId: deviceOf(request).deviceId,
          flow: request.query.flow,
          origin: `${request.protocol}://${request.host}`,
        });
      },
    });

    const decide = (kind: 'user-code' | 'link-code') => ({
      handler: async (
        request: FastifyRequest<{ Body: { userCode?: string; linkCode?: string; deny?: boolean } }>,
      ) => {
        const identityId = signedIn(request);
        await limit(request, ACTIVATION_CODE_BUCKET, settings.requestsPerAddressPerMinute);
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

    service.route({
      ...serviceRoute('deviceAuthorization', 'authorize'),
      ...decide('user-code'),
      schema: {
        tags: TAGS,
        summary: 'Approve the TV or car code the customer typed',
        description: DECIDE,
        body: userCodeAuthorizeRequestSchema,
        response: { 200: deviceAuthorizationDecisionSchema },
        errors: [403, 429],
      },
    });

    service.route({
      ...serviceRoute('deviceAuthorization', 'authorizeLinkCode'),
      ...decide('link-code'),
      schema: {
        tags: TAGS,
        summary: "Approve a speaker's link code: the speaker becomes a device of the identity",
        description: DECIDE,
        body: linkCodeAuthorizeRequestSchema,
        response: { 200: deviceAuthorizationDecisionSchema },
        errors: [403, 429],
      },
    });

    service.route({
      ...serviceRoute('deviceAuthorization', 'castingGrant'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'A grant for the target this signed-in app casts to',
        description:
          'The app hands it to the cast target, which trades it at session/v1/sessions/device ' +
          "for its own session of the identity, as a TV does with an approved code's grant (the " +
          'same grant kind, single use, 60 s). The target then shows on the devices and sign-ins ' +
          'page, where it can be revoked. Limited per client address.',
        response: { 200: castingGrantSchema },
        errors: [429],
      },
      handler: async (request) => {
        const identityId = signedIn(request);
        await limit(request, ACTIVATION_CODE_BUCKET, settings.requestsPerAddressPerMinute);
        const { grant, expiresAt } = await issueSignInGrant(
          deps.db,
          { identityId, kind: 'device-authorization', ttlSeconds: CASTING_GRANT_SECONDS },
          deps.clock,
        );
        return { grant, grantExpiresAt: expiresAt.toISOString() };
      },
    });

    service.route({
      ...serviceRoute('deviceAuthorization', 'authenticate'),
      config: { access: 'device' },
      schema: {
        tags: TAGS,
        summary: 'Poll with the device code (RFC 8628 §3.4)',
        description:
          'Until decided: 400 `authorization_pending` (extras.interval); polling before the interval ' +
          'answers `slow_down` and adds 5 s to it; `expired_token` after expires_in; `access_denied` ' +
          'when refused or after 5 wrong guesses; `invalid_grant` for an unknown or used code or ' +
          'another device. Approved: a single-use `device-authorization` grant for ' +
          'session/v1/sessions/device.',
        body: deviceCodeAuthenticateRequestSchema,
        response: { 200: deviceAuthorizationGrantSchema },
        errors: [429],
      },
      handler: async (request) => {
        await limit(request, 'device-code-poll', settings.pollsPerAddressPerMinute);
        return pollDeviceCode(serviceDeps, {
          deviceCode: request.body.deviceCode,
          deviceId: deviceOf(request).deviceId,
        });
      },
    });
  });

  scheduleCeremonyPurge(app, deps);
}
