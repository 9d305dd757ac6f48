import {
  type IdentityGrant,
  identityGrantSchema,
  type Locale,
  type Session,
  type SignInStartResponse,
  signInStartResponseSchema,
} from '@orbit/domain';
import type { IdentityClientDeps } from './deps.ts';

/**
 * `identity/v1/sign-in/start`: AwaitingOTP (a passcode is already on its way, `otp` says until
 * when) or AwaitingAuthMethod with the methods to offer. Unknown handles answer the same shape.
 */
export function startSignIn(
  deps: IdentityClientDeps,
  handle: string,
  options: { language?: Locale } = {},
): Promise<SignInStartResponse> {
  return deps.caller.call(
    'identity',
    'signInStart',
    { body: { handle, ...(options.language ? { language: options.language } : {}) } },
    signInStartResponseSchema,
  );
}

/** Trades an identity grant for an authenticated session. */
export async function completeSignIn(
  deps: IdentityClientDeps,
  grant: IdentityGrant,
  handle: string | undefined,
): Promise<Session> {
  const signInHandle = handle ?? grant.emailAddress ?? undefined;
  return deps.session.signIn(grant.grant, signInHandle ? { handle: signInHandle } : {});
}

/** Password sign-in: INVALID_CREDENTIALS, INVALID_HANDLE or 403 `userServices.identity.locked`. */
export async function signInWithPassword(
  deps: IdentityClientDeps,
  handle: string,
  password: string,
): Promise<Session> {
  const grant = await deps.caller.call(
    'identity',
    'authenticatePassword',
    { body: { handle, password } },
    identityGrantSchema,
  );
  return completeSignIn(deps, grant, handle);
}
