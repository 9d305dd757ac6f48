import {
  deleteIdentityRequestSchema,
  deleteIdentityResponseSchema,
  profilePatchSchema,
  profileSchema,
} from '@orbit/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { deleteIdentity } from './delete-identity.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { profileView } from './identity-view.ts';
import { updateProfile } from './profile-service.ts';
import { callerOf } from './reauthentication.ts';
import { signedInIdentity } from './signed-in-identity.ts';

/** `profile/v1/profile` GET and PATCH, and `DELETE orchestration/v1/identities`. */
export function registerProfileRoutes(app: App, deps: IdentityDeps): void {
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('profile', 'get'),
      config: { access: 'signed-in' },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in identity with its names, language and verification state',
        response: { 200: profileSchema },
        errors: [429],
      },
      handler: async (request) => profileView((await signedInIdentity(deps, request)).identity),
    });

    service.route({
      ...serviceRoute('profile', 'update'),
      config: { access: 'signed-in' },
      schema: {
        tags: ['profile'],
        summary: 'Change names or language, or accept privacy agreements (updateAccount)',
        description:
          'Handle, password and phone are credentials: they change through identitygroups. ' +
          '`privacyAgreements` are recorded as client-orchestration/v1/accept-terms records ' +
          'them (a consent type the country does not have: 400 INVALID_PAYLOAD; a version of the ' +
          'documents not published now: 409 TERMS_VERSION_OUT_OF_DATE; nothing changed).',
        body: profilePatchSchema,
        response: { 200: profileSchema },
        errors: [409, 429],
      },
      handler: async (request) => {
        const { identity } = await signedInIdentity(deps, request);
        return updateProfile(deps, identity, request.body);
      },
    });

    service.route({
      ...serviceRoute('orchestration', 'deleteIdentity'),
      config: { access: 'signed-in' },
      schema: {
        tags: ['orchestration'],
        summary: 'Delete the signed-in identity',
        description:
          'Revokes every session of the identity (the SDK then starts anonymous) and deletes it. ' +
          'Re-authentication as for credential changes: an optional body `{currentPassword}` or ' +
          '`{reauthenticationGrant}`, or a sign-in within the last 5 minutes.',
        body: z.nullish(deleteIdentityRequestSchema),
        response: { 200: deleteIdentityResponseSchema },
        errors: [429],
      },
      handler: async (request) => {
        const { identity, session } = await signedInIdentity(deps, request);
        return deleteIdentity(deps, identity, callerOf(session, request), request.body ?? {});
      },
    });
  });
}
