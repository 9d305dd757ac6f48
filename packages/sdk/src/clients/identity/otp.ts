import {
  type HumanCheckProof,
  identityGrantSchema,
  type Locale,
  type OtpDelivery,
  type OtpOption,
  type OtpRedeemResponse,
  otpDeliverySchema,
  otpRedeemResponseSchema,
  type Session,
} from '@orbit/domain';
import type { IdentityClientDeps } from './deps.ts';
import { completeSignIn } from './sign-in.ts';

export interface SendOtpRequest {
  identityId: string;
  otpOption: OtpOption;
  otpContext?: 'SIGN_IN' | 'SIGN_UP' | 'REAUTHENTICATE';
  language?: Locale;
  /** The solved human check, when the server asked for one (ADR 024). */
  humanCheck?: HumanCheckProof;
}

/**
 * `otp/v1/initiate`: sends a passcode. Beyond the destination's budget: 428 CAPTCHA_REQUIRED
 * (`isHumanCheckRequired`; send again with `humanCheck`); too many from this address:
 * RATE_LIMIT_EXCEEDED.
 */
export function sendOtp(deps: IdentityClientDeps, request: SendOtpRequest): Promise<OtpDelivery> {
  return deps.caller.call('otp', 'initiate', { body: request }, otpDeliverySchema);
}

/** `otp/v1/redeem`: the OTP grant (for a sign-in or as a re-authentication proof). */
export function redeemOtp(
  deps: IdentityClientDeps,
  identityId: string,
  otp: string,
): Promise<OtpRedeemResponse> {
  return deps.caller.call('otp', 'redeem', { body: { identityId, otp } }, otpRedeemResponseSchema);
}

/** Redeems the passcode, trades its grant at `authenticate/otp`, then signs in. */
export async function signInWithOtp(
  deps: IdentityClientDeps,
  identityId: string,
  otp: string,
  handle?: string,
): Promise<Session> {
  const { grant } = await redeemOtp(deps, identityId, otp);
  const identityGrant = await deps.caller.call(
    'identity',
    'authenticateOtp',
    { body: { grant } },
    identityGrantSchema,
  );
  return completeSignIn(deps, identityGrant, handle);
}
