import {
  type CreateIdentityV1Request,
  type CreateIdentityV2Request,
  type HumanCheckProof,
  type Locale,
  type OtpDelivery,
  type Session,
  type WaitingOnOneTimePasswordExtras,
  waitingOnOneTimePasswordExtrasSchema,
} from '@orbit/domain';
import { genericError, isServiceError } from '../../http/sdk-errors.ts';
import type { IdentityClientDeps } from './deps.ts';
import { sendOtp, signInWithOtp } from './otp.ts';

export type SignUpRequest =
  | ({ version?: 1 } & CreateIdentityV1Request)
  | ({ version: 2 } & CreateIdentityV2Request);

/** Where the sign-up's code went, and the id to finish it under (`finishSignUp`). */
export type SignUpCodeSent = WaitingOnOneTimePasswordExtras;

const CODE_SENT = 'WAITING_ON_ONE_TIME_PASSWORD_ERROR';

/**
 * Signs up (identities v1, or v2 with its extra fields). The server answers the same whether or
 * not the email has an identity (ADR 025): a code went to the email, and nothing exists until it
 * is redeemed with `finishSignUp`. A signed-in person is first reset to an anonymous session
 * (spec 001 §4), the session the sign-up belongs to. Refusals are the service's (USERNAME_IN_USE,
 * INVALID_EMAIL_ERROR, the password codes…); `signUpErrorFor(error.code)` maps them to the spec's
 * sign-up errors. Past the email's send budget the server asks for a human check
 * (`isHumanCheckRequired`): the same request again with `humanCheck` goes through (ADR 024).
 */
export async function signUp(
  deps: IdentityClientDeps,
  request: SignUpRequest,
): Promise<SignUpCodeSent> {
  if (deps.session.isAuthenticated) await deps.session.signOut();
  const { version, ...body } = request;
  const domain = version === 2 ? 'identityV2' : 'identity';
  try {
    await deps.caller.send(domain, 'create', { body });
  } catch (error) {
    if (isServiceError(error) && error.code === CODE_SENT) {
      return waitingOnOneTimePasswordExtrasSchema.parse(error.extras);
    }
    throw error;
  }
  throw genericError(`${domain}.create answered without sending a code`);
}

/**
 * Redeems the sign-up's code (the identity is created then, once) and signs in. For an email that
 * already had an identity, the code of its "someone tried to sign up" notice signs its owner in.
 */
export function finishSignUp(
  deps: IdentityClientDeps,
  sent: Pick<SignUpCodeSent, 'identityId'>,
  code: string,
  emailAddress: string,
): Promise<Session> {
  return signInWithOtp(deps, sent.identityId, code, emailAddress);
}

/**
 * Sends the sign-up's code again. Past the email's send budget (too soon, or too many this hour,
 * by anyone) the server asks for a human check (`isHumanCheckRequired`): send it again with the
 * solved check's `humanCheck` proof (ADR 024).
 */
export function resendSignUpCode(
  deps: IdentityClientDeps,
  sent: Pick<SignUpCodeSent, 'identityId'>,
  language?: Locale,
  humanCheck?: HumanCheckProof,
): Promise<OtpDelivery> {
  return sendOtp(deps, {
    identityId: sent.identityId,
    otpOption: 'EMAIL',
    otpContext: 'SIGN_UP',
    ...(language ? { language } : {}),
    ...(humanCheck ? { humanCheck } : {}),
  });
}
