import { type Country, handleKindOf } from '@orbit/domain';
import type { IdentityRow } from '../../db/schema/index.ts';
import { AppError, isAppError } from '../../platform/errors/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import type { PasswordAttempt } from './password-check.ts';
import { signInWithPassword } from './password-sign-in.ts';

/**
 * The care API's sign-in (`authenticate/login`, flows §1.6): the same password check, delays and
 * human check as the service API (ADR 024), answered with the codes the login page switches on.
 * A wrong handle or password (or a malformed handle) is INVALID_USERNAME_OR_PASSWORD; too soon
 * after one is SIGN_IN_DELAYED; a check to solve is CAPTCHA_REQUIRED (field errors on
 * `captchaToken`/`captchaAnswer`). Only after the right password does the answer say anything about the
 * identity: a streaming login cannot manage an account here (ACCOUNT_TYPE_NOT_SUPPORTED), an
 * account of the other market must sign in on its site (ACCOUNT_IN_DIFFERENT_COUNTRY).
 */
export async function careLogin(
  deps: IdentityDeps,
  request: { username: string; password: string },
  country: Country,
  attempt: PasswordAttempt = {},
): Promise<IdentityRow> {
  let identity: IdentityRow;
  try {
    if (!handleKindOf(request.username)) throw new AppError('INVALID_HANDLE', 'Malformed');
    identity = await signInWithPassword(
      deps,
      { handle: request.username, password: request.password },
      attempt,
    );
  } catch (error) {
    if (
      isAppError(error) &&
      (error.code === 'INVALID_CREDENTIALS' || error.code === 'INVALID_HANDLE')
    ) {
      throw new AppError('INVALID_USERNAME_OR_PASSWORD', error.message);
    }
    throw error;
  }
  if (identity.state !== 'ACCOUNT') {
    throw new AppError('ACCOUNT_TYPE_NOT_SUPPORTED', 'Streaming identity on the care login');
  }
  if (identity.country !== country) {
    throw new AppError('ACCOUNT_IN_DIFFERENT_COUNTRY', 'Identity of the other market');
  }
  return identity;
}
