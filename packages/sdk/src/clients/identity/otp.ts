import {
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
}

/** `otp/v1/initiate`: sends a passcode; RATE_LIMIT_EXCEEDED when asked again too soon. */
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
