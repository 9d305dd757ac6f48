import {
  type HumanCheckProof,
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

export type PasswordSignInOptions = {
  /** The solved human check, when the server asked for one (ADR 024). */
  humanCheck?: HumanCheckProof;
};

/**
 * Password sign-in. Refusals: INVALID_CREDENTIALS, INVALID_HANDLE; 429 SIGN_IN_DELAYED (wait
 * `extras.retryAfterSeconds`); 428 CAPTCHA_REQUIRED, which `isHumanCheckRequired` turns into a
 * `HumanCheckRequiredError` whose `humanCheck` is the challenge to solve before trying again with
 * its proof in `options.humanCheck` (read there, so its schema stays out of the SDK's start-up).
 */
export async function signInWithPassword(
  deps: IdentityClientDeps,
  handle: string,
  password: string,
  options: PasswordSignInOptions = {},
): Promise<Session> {
  // An absent proof is left out of the JSON body (undefined is not serialised).
  const body = { handle, password, humanCheck: options.humanCheck };
  const grant = await deps.caller.call(
    'identity',
    'authenticatePassword',
    { body },
    identityGrantSchema,
  );
  return completeSignIn(deps, grant, handle);
}
