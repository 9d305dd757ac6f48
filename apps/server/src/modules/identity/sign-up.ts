import {
  type Country,
  type CreateIdentityV2Request,
  DEFAULT_LOCALE_BY_COUNTRY,
  FIELD_ERROR_CODES,
  handleKey,
  isValidEmailAddress,
  isValidPersonName,
  type Locale,
  maskEmail,
  normalizePhoneNumber,
  type WaitingOnOneTimePasswordExtras,
} from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import { newId } from '../../platform/ids.ts';
import { standInIdentityId } from './enumeration-defence.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityByHandle, isHandleTaken } from './identity-store.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { PENDING_SIGN_UP_TTL_SECONDS, savePendingSignUp } from './pending-sign-ups.ts';
import { mailSignUpCode } from './sign-up-codes.ts';

export type SignUpRequest = CreateIdentityV2Request & {
  country: Country;
  /** The session family signing up: only it may finish the sign-up (pending-sign-ups.ts). */
  sessionFamilyId: string;
};

const USERNAME = /^[A-Za-z0-9]{6,20}$/;

/** Everything about the request that can be refused before looking anything up. */
function checkRequest(request: SignUpRequest) {
  const emailAddress = request.emailAddress.trim();
  if (!isValidEmailAddress(emailAddress, request.country)) {
    throw new AppError('INVALID_EMAIL_ERROR', 'Sign-up email not valid');
  }
  // A username is the alternative to signing in with the email; an email-shaped one adds nothing.
  if (request.username !== undefined && !USERNAME.test(request.username.trim())) {
    throw new AppError('INVALID_HANDLE', 'Sign-up username not valid');
  }
  const phoneNumber =
    request.phoneNumber === undefined ? null : normalizePhoneNumber(request.phoneNumber);
  if (phoneNumber === undefined) {
    throw new AppError('INVALID_PHONE_NUMBER', 'Sign-up phone not valid');
  }
  for (const field of ['firstName', 'lastName'] as const) {
    const name = request[field];
    if (name !== undefined && !isValidPersonName(name, request.country)) {
      throw new AppError('INVALID_PAYLOAD', `Sign-up ${field} not valid`, {
        fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: field }],
      });
    }
  }
  return { emailAddress, phoneNumber, username: request.username?.trim() };
}

/**
 * Identities create v1 and v2 (spec 001 §4, §5, §8, as ADR 025 changes them). Whether or not the
 * email has an identity, the answer is the same: a code went to the email, and the caller gets
 * where it went (WAITING_ON_ONE_TIME_PASSWORD_ERROR extras). The work is the same too: the
 * password is hashed either way. A new email's sign-up waits in `pending_sign_ups` under the
 * email's stand-in id until the code is redeemed (sign-up-redemption.ts); an email that has an
 * identity gets the sign-up-attempt notice, whose code signs its owner in. Only a username in use
 * is refused, before the email is looked at.
 */
export async function signUp(
  deps: IdentityDeps,
  request: SignUpRequest,
): Promise<WaitingOnOneTimePasswordExtras> {
  const { emailAddress, phoneNumber, username } = checkRequest(request);
  if (username && (await isHandleTaken(deps.db, handleKey(username)))) {
    throw new AppError('USERNAME_IN_USE', 'Sign-up username taken');
  }
  if (request.password !== undefined) {
    assertAcceptablePassword(request.password, {
      emailAddress,
      username: username ?? null,
      phoneNumber,
      firstName: request.firstName ?? null,
      lastName: request.lastName ?? null,
    });
  }
  const passwordHash =
    request.password === undefined ? null : await deps.hasher.hash(request.password);
  const language = request.language ?? DEFAULT_LOCALE_BY_COUNTRY[request.country];
  const owner = await findIdentityByHandle(deps.db, emailAddress);
  const identityId = owner?.id ?? standInIdentityId(await deps.standInKey(), emailAddress);
  const sent = owner
    ? await mailSignUpCode(
        deps,
        {
          identityId,
          emailAddress: owner.emailAddress ?? emailAddress,
          locale: owner.language as Locale,
          owner: true,
        },
        request.humanCheck,
      )
    : await mailSignUpCode(
        deps,
        { identityId, emailAddress, locale: language, owner: false },
        request.humanCheck,
        (tx, now) =>
          savePendingSignUp(tx, {
            id: newId('pendingSignUp', now),
            pendingIdentityId: identityId,
            sessionFamilyId: request.sessionFamilyId,
            emailAddress,
            passwordHash,
            username: username ?? null,
            phoneNumber,
            firstName: request.firstName?.trim() ?? null,
            lastName: request.lastName?.trim() ?? null,
            language,
            country: request.country,
            privacyAgreements: (request.privacyAgreements ?? []).map((agreement) => ({
              ...agreement,
              acceptedAt: now.toISOString(),
            })),
            accountNumber: null,
            createdAt: now,
            expiresAt: new Date(now.getTime() + PENDING_SIGN_UP_TTL_SECONDS * 1000),
          }),
      );
  return {
    identityId,
    maskedEmail: maskEmail(emailAddress),
    otpOption: 'EMAIL',
    expiresAt: sent.expiresAt.toISOString(),
  };
}
