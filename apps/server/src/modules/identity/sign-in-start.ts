import {
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
 * Sign-in start (spec 001 §4). The spec sends a passcode at once (AwaitingOTP) when a handle has
 * one contact option and no password; every handle is described with a password here (ADR 025),
 * so the customer always picks a method (AwaitingAuthMethod) and nothing is sent: a passcode is
 * asked for with otp/v1/initiate, which can carry a human check (ADR 024).
 */
export async function startSignIn(
  deps: IdentityDeps,
  request: { handle: string; language?: Locale | undefined },
): Promise<SignInStartResponse> {
  const { loginInfo } = await loginInfoForHandle(deps, request.handle);
  const { state, methods } = signInStateFor(loginInfo);
  return { state, identityId: loginInfo.identityId, loginInfo, methods, otp: null };
}
