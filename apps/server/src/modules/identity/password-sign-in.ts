import { handleKindOf } from '@orbit/domain';
import type { IdentityRow } from '../../db/schema/index.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { invalidCredentials, invalidHandle } from './identity-errors.ts';
import { findIdentityByHandle } from './identity-store.ts';
import { checkPasswordOf, type PasswordAttempt } from './password-check.ts';

/**
 * Handle and password → the identity. A malformed handle is INVALID_HANDLE (nothing to look
 * up); an unknown handle and a wrong password are the same INVALID_CREDENTIALS, after the same
 * work (ADR 007). Per-address limits are the caller's (the route counts the attempt first); the
 * delays and the human check are the password check's (`attempt`: who tries, with what proof).
 */
export async function signInWithPassword(
  deps: IdentityDeps,
  request: { handle: string; password: string },
  attempt: PasswordAttempt = {},
): Promise<IdentityRow> {
  if (!handleKindOf(request.handle)) throw invalidHandle();
  const identity = await findIdentityByHandle(deps.db, request.handle);
  const right = await checkPasswordOf(deps, identity, request.handle, request.password, attempt);
  if (!right || !identity) throw invalidCredentials('Handle or password not right');
  return identity;
}
