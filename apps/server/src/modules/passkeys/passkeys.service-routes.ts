import {
  identityGrantSchema,
  passkeyAuthenticationFinishRequestSchema,
  passkeyCeremonyStartSchema,
  passkeyListSchema,
  passkeyRegistrationFinishRequestSchema,
  passkeySchema,
  signInRenameRequestSchema,
} from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../platform/auth/require-access-token.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { requireWithinLimit } from '../../platform/throttle/require-within-limit.ts';
import {
  finishAuthentication,
  finishRegistration,
  type PasskeyDeps,
  startAuthentication,
  startRegistration,
} from './passkey-ceremonies.ts';
import { passkeysDisabled } from './passkey-errors.ts';
import { relyingPartyOf } from './relying-party.ts';
import { deletePasskey, renamePasskey, savedPasskeysOf } from './saved-passkeys.ts';

const TAGS = ['passkey'];

const RP =
  'The RP ID is the host the request reached (`localhost`, `can.localhost`, …) when it is one of ' +
  'WEBAUTHN_RP_IDS or below one; otherwise, and whenever PASSKEYS_ENABLED=false, 403 PASSKEY_DISABLED.';

/**
 * `identity/v1/webauthn`: passkey creation (signed in) and usernameless sign-in (ADR 008). Each
 * ceremony is start (options and a passkey start grant) then finish (`{grant, credential}`).
 * The signed-in identity lists, names and deletes its own passkeys (ADR 078), even with passkeys
 * turned off: a customer can always remove a way into their account.
 */
export function registerPasskeyRoutes(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  const passkeyDeps: PasskeyDeps = deps;
  const { config } = deps;
  const publicHost = new URL(config.publicUrl).hostname.toLowerCase();
  const rpOf = (request: FastifyRequest) => relyingPartyOf(request, config.passkeys, [publicHost]);
  const signedIn = (request: FastifyRequest) => {
    const identityId = sessionOf(request).identityId;
    if (!identityId) {
      throw new AppError('FORBIDDEN', 'Anonymous session creating a passkey', {
        publicDescription: 'Creating a passkey needs a signed-in (authenticated) session.',
      });
    }
    return identityId;
  };
  const limit = (request: FastifyRequest, bucket: string, perMinute: number) =>
    requireWithinLimit(
      deps.db,
      { bucket, key: request.ip, limit: perMinute, windowSeconds: 60 },
      deps.clock(),
    );
  // Checked before the session: with passkeys off every call answers PASSKEY_DISABLED.
  const enabled = async () => {
    if (!config.passkeys.enabled) throw passkeysDisabled();
  };

  registerServiceRoutes(app, (service) => {
    const passkeyParams = z.object({ passkeyId: z.string().min(1).max(64) });
    const OWN_ONLY =
      "Only the signed-in identity's own: another id (another customer's included) answers 404 SAVED_PASSKEY_NOT_FOUND.";

    service.route({
      ...serviceRoute('passkey', 'list'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: "The signed-in identity's passkeys",
        description: 'Newest first, each with the name the customer gave it (null until named).',
        response: { 200: passkeyListSchema },
      },
      handler: async (request) => savedPasskeysOf(deps.db, signedIn(request)),
    });

    service.route({
      ...serviceRoute('passkey', 'rename'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Name a passkey',
        description: `Body \`{ name }\` (1–30 characters, trimmed; a radio nickname's rule). ${OWN_ONLY}`,
        params: passkeyParams,
        body: signInRenameRequestSchema,
        response: { 204: z.null().describe('Renamed') },
        errors: [404],
      },
      handler: async (request, reply) => {
        await renamePasskey(
          deps.db,
          signedIn(request),
          request.params.passkeyId,
          request.body.name,
        );
        return reply.code(204).send(null);
      },
    });

    service.route({
      ...serviceRoute('passkey', 'remove'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Delete a passkey: it signs nobody in again',
        description: `Audited. ${OWN_ONLY}`,
        params: passkeyParams,
        response: { 204: z.null().describe('Deleted') },
        errors: [404],
      },
      handler: async (request, reply) => {
        const session = sessionOf(request);
        await deletePasskey(
          deps.db,
          { identityId: signedIn(request), familyId: session.familyId },
          request.params.passkeyId,
          deps.clock(),
        );
        return reply.code(204).send(null);
      },
    });

    service.route({
      ...serviceRoute('passkey', 'createStart'),
      onRequest: enabled,
      schema: {
        tags: TAGS,
        summary: 'Start creating a passkey for the signed-in identity',
        description: `Creation options (discoverable credential, the identity's passkeys excluded) and a passkey start grant (5 min, single use). Anonymous sessions answer 403. ${RP}`,
        response: { 200: passkeyCeremonyStartSchema },
        errors: [403, 429],
      },
      handler: async (request) => {
        const rp = rpOf(request);
        await limit(request, 'passkey-start', config.identity.lookupsPerAddressPerMinute);
        return startRegistration(passkeyDeps, signedIn(request), rp);
      },
    });

    service.route({
      ...serviceRoute('passkey', 'createFinish'),
      onRequest: enabled,
      schema: {
        tags: TAGS,
        summary: 'Finish creating a passkey',
        description:
          'Body `{grant, credential}` (RegistrationResponseJSON; binary fields base64url, base64 is ' +
          'normalised). PASSKEY_CHALLENGE_INVALID for an unknown, used, expired or foreign grant; ' +
          'PASSKEY_VERIFICATION_FAILED when the attestation does not verify (origin, RP ID, ' +
          `challenge); PASSKEY_ALREADY_REGISTERED when the credential exists. ${RP}`,
        body: passkeyRegistrationFinishRequestSchema,
        response: { 200: z.object({ passkey: passkeySchema }) },
        errors: [403, 409, 429],
      },
      handler: async (request) => {
        const rp = rpOf(request);
        await limit(request, 'sign-in-attempt', config.identity.signInAttemptsPerAddressPerMinute);
        return {
          passkey: await finishRegistration(passkeyDeps, signedIn(request), rp, request.body),
        };
      },
    });

    service.route({
      ...serviceRoute('passkey', 'authenticateStart'),
      onRequest: enabled,
      schema: {
        tags: TAGS,
        summary: 'Start signing in with a passkey (no handle needed)',
        description: `Request options without an allow list (discoverable credentials) and a passkey start grant. ${RP}`,
        response: { 200: passkeyCeremonyStartSchema },
        errors: [403, 429],
      },
      handler: async (request) => {
        const rp = rpOf(request);
        await limit(request, 'passkey-start', config.identity.lookupsPerAddressPerMinute);
        return startAuthentication(passkeyDeps, rp);
      },
    });

    service.route({
      ...serviceRoute('passkey', 'authenticateFinish'),
      onRequest: enabled,
      schema: {
        tags: TAGS,
        summary: 'Finish signing in with a passkey',
        description:
          'Body `{grant, credential}` (AuthenticationResponseJSON). Answers an identity grant for ' +
          'session/v1/sessions/authenticated. PASSKEY_NOT_FOUND for a credential nobody registered; ' +
          'PASSKEY_VERIFICATION_FAILED for a bad signature, origin, RP ID, user handle or a ' +
          `signature counter that did not move on. Limited per client address. ${RP}`,
        body: passkeyAuthenticationFinishRequestSchema,
        response: { 200: identityGrantSchema },
        errors: [403, 429],
      },
      handler: async (request) => {
        const rp = rpOf(request);
        await limit(request, 'sign-in-attempt', config.identity.signInAttemptsPerAddressPerMinute);
        return finishAuthentication(passkeyDeps, rp, request.body);
      },
    });
  });
}
