import {
  type DeleteIdentityResponse,
  deleteIdentityResponseSchema,
  type Session,
} from '@orbit/domain';
import type { IdentityClientDeps } from './deps.ts';

/**
 * Signs out to an anonymous session. A failure (the new anonymous session could not be made) is
 * swallowed: the person is signed out either way (spec 001 §7).
 */
export async function signOut(deps: IdentityClientDeps): Promise<Session | undefined> {
  try {
    return await deps.session.signOut();
  } catch {
    return undefined;
  }
}

/**
 * `DELETE orchestration/v1/identities` (re-authenticated with the current password or an OTP
 * grant), then back to an anonymous session: the deleted identity's sessions are all revoked.
 */
export async function deleteIdentity(
  deps: IdentityClientDeps,
  proof: { currentPassword?: string; reauthenticationGrant?: string } = {},
): Promise<DeleteIdentityResponse> {
  const deleted = await deps.caller.call(
    'orchestration',
    'deleteIdentity',
    Object.keys(proof).length > 0 ? { body: proof } : {},
    deleteIdentityResponseSchema,
  );
  await signOut(deps);
  return deleted;
}
