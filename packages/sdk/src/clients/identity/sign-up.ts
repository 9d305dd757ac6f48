import {
  type CreateIdentityResponse,
  type CreateIdentityV1Request,
  type CreateIdentityV2Request,
  createIdentityResponseSchema,
} from '@orbit/domain';
import type { IdentityClientDeps } from './deps.ts';

export type SignUpRequest =
  | ({ version?: 1 } & CreateIdentityV1Request)
  | ({ version: 2 } & CreateIdentityV2Request);

/**
 * Creates an identity (identities v1, or v2 with its extra fields) and signs in with the grant it
 * answers. A signed-in person is first reset to an anonymous session (spec 001 §4). Errors are the
 * service's (IDENTITY_ALREADY_EXISTS_ERROR, WAITING_ON_ONE_TIME_PASSWORD_ERROR with its extras, the
 * password codes…); `signUpErrorFor(error.code)` maps them to the spec's sign-up errors.
 */
export async function signUp(
  deps: IdentityClientDeps,
  request: SignUpRequest,
): Promise<CreateIdentityResponse> {
  if (deps.session.isAuthenticated) await deps.session.signOut();
  const { version, ...body } = request;
  const created = await deps.caller.call(
    version === 2 ? 'identityV2' : 'identity',
    'create',
    { body },
    createIdentityResponseSchema,
  );
  await deps.session.signIn(created.identityGrant.grant, { handle: created.identity.handle });
  return created;
}
