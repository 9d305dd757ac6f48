import {
  deleteIdentityRequestSchema,
  deleteIdentityResponseSchema,
  profilePatchSchema,
  profileSchema,
} from '@orbit/domain';
import { requireAccessToken } from '../../platform/auth/require-access-token.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { deleteIdentity } from './delete-identity.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { profileView } from './identity-view.ts';
import { updateProfile } from './profile-service.ts';
import { bearerHeaders, identityErrorResponses } from './route-kit.ts';
import { signedInIdentity } from './signed-in-identity.ts';

/** `profile/v1/profile` GET and PATCH, and `DELETE orchestration/v1/identities`. */
export function registerProfileRoutes(app: App, deps: IdentityDeps): void {
  app.route({
    ...serviceRoute('profile', 'get'),
    preHandler: requireAccessToken,
    schema: {
      tags: ['profile'],
      summary: 'The signed-in identity with its names, language and verification state',
      headers: bearerHeaders,
      response: { 200: profileSchema, ...identityErrorResponses(403) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return profileView((await signedInIdentity(deps, request)).identity);
    },
  });

  app.route({
    ...serviceRoute('profile', 'update'),
    preHandler: requireAccessToken,
    schema: {
      tags: ['profile'],
      summary: 'Change names or language',
      description:
        'Handle, password and phone are credentials: they change through identitygroups.',
      headers: bearerHeaders,
      body: profilePatchSchema,
      response: { 200: profileSchema, ...identityErrorResponses(403) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const { identity } = await signedInIdentity(deps, request);
      return updateProfile(deps, identity, request.body);
    },
  });

  app.route({
    ...serviceRoute('orchestration', 'deleteIdentity'),
    preHandler: requireAccessToken,
    schema: {
      tags: ['orchestration'],
      summary: 'Delete the signed-in identity',
      description:
        'Revokes every session of the identity (the SDK then starts anonymous) and deletes it. ' +
        'Re-authentication as for credential changes: an optional body `{currentPassword}` or ' +
        '`{reauthenticationGrant}`, or a sign-in within the last 5 minutes.',
      headers: bearerHeaders,
      body: deleteIdentityRequestSchema.nullish(),
      response: { 200: deleteIdentityResponseSchema, ...identityErrorResponses(403) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const { identity, session } = await signedInIdentity(deps, request);
      return deleteIdentity(deps, identity, session, request.body ?? {});
    },
  });
}
