import {
  type HumanCheckProof,
  type Locale,
  maskEmail,
  type WaitingOnOneTimePasswordExtras,
} from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import { newId } from '../../platform/ids.ts';
import { standInIdentityId } from './enumeration-defence.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityByHandle } from './identity-store.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { PENDING_SIGN_UP_TTL_SECONDS, savePendingSignUp } from './pending-sign-ups.ts';
import { careSignUpFamilyOf, registrableAccountOf } from './registrable-account.ts';
import { mailSignUpCode } from './sign-up-codes.ts';

export type RegisterOnSpotRequest = {
  accountNumber: string;
  password: string;
  humanCheck?: HumanCheckProof | undefined;
  careSessionId: string;
};

function accountNotOffered(): AppError {
  return new AppError('ACCOUNT_NOT_FOUND', 'No registration on the spot for this account');
}

/**
 * `account/register` (ADR 051): a sign-up for the account a purchase on this care session just
 * created, with the purchase's email. It works as a sign-up does (ADR 025): the same answer, the
 * same work and the same send budget whether or not the email has an identity. A new email's
 * sign-up waits, with the account it is for, until its code is redeemed from this browser
 * (sign-up-redemption.ts); an email that has an identity gets the sign-up-attempt notice, and
 * its code, redeemed here, adds the account to that identity (the password is not applied).
 */
export async function registerOnSpot(
  deps: IdentityDeps,
  request: RegisterOnSpotRequest,
): Promise<WaitingOnOneTimePasswordExtras> {
  const account = await registrableAccountOf(deps.db, request.accountNumber, {
    careSessionId: request.careSessionId,
    now: deps.clock(),
  });
  if (!account) throw accountNotOffered();
  assertAcceptablePassword(request.password, {
    emailAddress: account.email,
    username: null,
    phoneNumber: account.phone,
    firstName: account.firstName,
    lastName: account.lastName,
  });
  const passwordHash = await deps.hasher.hash(request.password);
  const owner = await findIdentityByHandle(deps.db, account.email);
  const identityId = owner?.id ?? standInIdentityId(await deps.standInKey(), account.email);
  const sent = await mailSignUpCode(
    deps,
    {
      identityId,
      emailAddress: owner?.emailAddress ?? account.email,
      locale: (owner?.language ?? account.language) as Locale,
      owner: owner !== undefined,
    },
    request.humanCheck,
    (tx, now) =>
      savePendingSignUp(tx, {
        id: newId('pendingSignUp', now),
        pendingIdentityId: identityId,
        sessionFamilyId: careSignUpFamilyOf(request.careSessionId),
        emailAddress: account.email,
        passwordHash,
        username: null,
        phoneNumber: account.phone,
        firstName: account.firstName,
        lastName: account.lastName,
        language: account.language,
        country: account.country,
        privacyAgreements: [],
        accountNumber: account.accountNumber,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PENDING_SIGN_UP_TTL_SECONDS * 1000),
      }),
  );
  return {
    identityId,
    maskedEmail: maskEmail(account.email),
    otpOption: 'EMAIL',
    expiresAt: sent.expiresAt.toISOString(),
  };
}
