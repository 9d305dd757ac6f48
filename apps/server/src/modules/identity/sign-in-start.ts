import {
  DEFAULT_LOCALE,
  handleKindOf,
  type Locale,
  type LoginInfo,
  type SignInStartResponse,
  signInStateFor,
} from '@orbit/domain';
import type { IdentityRow } from '../../db/schema/index.ts';
import { publicLoginInfo } from './enumeration-defence.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { invalidHandle } from './identity-errors.ts';
import { findIdentityByHandle, hasPasskey } from './identity-store.ts';
import { sendSignInCode } from './otp-service.ts';

/**
 * The login info of a handle, the same for an identity and for nobody (ADR 007, ADR 025), so
 * the answer does not tell who is a customer.
 */
export async function loginInfoForHandle(
  deps: IdentityDeps,
  handle: string,
): Promise<{ identity: IdentityRow | undefined; loginInfo: LoginInfo }> {
  if (!handleKindOf(handle)) throw invalidHandle();
  const identity = await findIdentityByHandle(deps.db, handle);
  const passkey =
    identity !== undefined &&
    deps.config.passkeys.enabled &&
    (await hasPasskey(deps.db, identity.id));
  return {
    identity,
    loginInfo: publicLoginInfo(await deps.standInKey(), handle, identity, passkey),
  };
}

/**
 * Sign-in start (spec 001 §4): exactly one contact option and no password sends a passcode at
 * once (AwaitingOTP); otherwise the customer picks a method (AwaitingAuthMethod).
 */
export async function startSignIn(
  deps: IdentityDeps,
  request: { handle: string; language?: Locale | undefined },
): Promise<SignInStartResponse> {
  const { identity, loginInfo } = await loginInfoForHandle(deps, request.handle);
  const { state, methods } = signInStateFor(loginInfo);
  const option = loginInfo.contactOptions[0];
  const otp =
    state === 'AwaitingOTP' && option
      ? await sendSignInCode(deps, identity, {
          identityId: loginInfo.identityId,
          otpOption: option.type,
          otpContext: 'SIGN_IN',
          language: request.language ?? (identity?.language as Locale) ?? DEFAULT_LOCALE,
        })
      : null;
  return { state, identityId: loginInfo.identityId, loginInfo, methods, otp };
}
