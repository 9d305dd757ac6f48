import {
  type HumanCheckProof,
  handleKey,
  isValidEmailAddress,
  type Locale,
  normalizePhoneNumber,
  OTP_LIMITS,
  type OtpContext,
  type OtpDelivery,
  type OtpOption,
  type OtpRedeemResponse,
} from '@orbit/domain';
import type { IdentityRow } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { otpError } from './identity-errors.ts';
import { findIdentityById } from './identity-store.ts';
import { marketOf } from './identity-view.ts';
import { issueCode, redeemCode } from './one-time-codes.ts';
import { findPendingSignUp } from './pending-sign-ups.ts';
import { sendCode } from './send-code.ts';
import { mailSignUpCode, type SignUpCodeRecipient } from './sign-up-codes.ts';
import { identityOfProvenSignUp } from './sign-up-redemption.ts';
import { limitSendsOrAskForCheck } from './throttles.ts';
import { issueVerificationGrant } from './verification-grants.ts';

function delivery(otpOption: OtpOption, expiresAt: Date, now: Date): OtpDelivery {
  return {
    otpOption,
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: new Date(now.getTime() + OTP_LIMITS.resendAfterSeconds * 1000).toISOString(),
  };
}

/** A passcode asked for: to whom, how, and the proof of a check once the budget is spent. */
type CodeRequest = {
  identityId: string;
  otpOption: OtpOption;
  otpContext: OtpContext;
  language: Locale;
  humanCheck?: HumanCheckProof | undefined;
};

/**
 * `otp/v1/initiate`: a code to the identity's own email or phone. An identity id nobody has
 * (the stand-in a sign-in start gave for an unknown handle) gets the same answer, limits and
 * code row, but nothing is sent (ADR 007); like its login info, it has an email and no phone.
 * A sign-up's code is sent again the way the sign-up sent it (ADR 025): to the email of the
 * sign-up this session family is waiting on, or as the sign-up-attempt notice to an owner.
 */
export async function initiateOtp(
  deps: IdentityDeps,
  request: CodeRequest,
  /** The service session's family, then any other the browser's sign-up may wait under. */
  sessionFamilyIds: readonly string[],
): Promise<OtpDelivery> {
  const identity = await findIdentityById(deps.db, request.identityId);
  const signUpTo = await signUpRecipientOf(deps, identity, request, sessionFamilyIds);
  if (!signUpTo) return sendSignInCode(deps, identity, request);
  const { expiresAt, now } = await mailSignUpCode(deps, signUpTo, request.humanCheck);
  return delivery('EMAIL', expiresAt, now);
}

async function signUpRecipientOf(
  deps: IdentityDeps,
  identity: IdentityRow | undefined,
  request: { identityId: string; otpOption: OtpOption; otpContext: OtpContext; language: Locale },
  sessionFamilyIds: readonly string[],
): Promise<SignUpCodeRecipient | undefined> {
  if (request.otpContext !== 'SIGN_UP' || request.otpOption !== 'EMAIL') return undefined;
  if (identity?.emailAddress) {
    const { id, emailAddress, language } = identity;
    return { identityId: id, emailAddress, locale: language as Locale, owner: true };
  }
  if (identity) return undefined;
  let pending: Awaited<ReturnType<typeof findPendingSignUp>>;
  for (const family of sessionFamilyIds) {
    pending ??= await findPendingSignUp(deps.db, request.identityId, family, deps.clock());
  }
  if (!pending) return undefined;
  return {
    identityId: pending.pendingIdentityId,
    emailAddress: pending.emailAddress,
    locale: pending.language as Locale,
    owner: false,
  };
}

/**
 * Sends (or, without an identity, pretends to send) a sign-in code; past the destination's
 * budget only with the request's solved human check (ADR 024).
 */
async function sendSignInCode(
  deps: IdentityDeps,
  identity: IdentityRow | undefined,
  request: CodeRequest,
): Promise<OtpDelivery> {
  const recipient = identity
    ? request.otpOption === 'EMAIL'
      ? identity.emailAddress
      : identity.phoneNumber
    : request.otpOption === 'EMAIL'
      ? `stand-in:${request.identityId}`
      : null;
  if (!recipient) throw otpError('OTP_BAD_REQUEST');
  await limitSendsOrAskForCheck(deps, recipient, request.humanCheck);
  const now = deps.clock();
  const ttlSeconds = deps.config.identity.otpTtlSeconds;
  const expiresAt = await deps.db.transaction(async (tx) => {
    const issued = await issueCode(
      tx,
      {
        identityId: request.identityId,
        purpose: 'SIGN_IN',
        otpOption: request.otpOption,
        otpContext: request.otpContext,
        ttlSeconds,
      },
      now,
    );
    if (identity) {
      await sendCode(
        tx,
        {
          channel: request.otpOption,
          recipient,
          identityId: identity.id,
          locale: request.language,
          code: issued.code,
          context: request.otpContext,
          ttlSeconds,
        },
        now,
      );
    }
    return issued.expiresAt;
  });
  return delivery(request.otpOption, expiresAt, now);
}

/** The new email or phone to verify, in its stored form; refused with the change's own codes. */
export function destinationToVerify(
  otpOption: OtpOption,
  value: string,
  identity: IdentityRow,
): string {
  if (otpOption === 'EMAIL') {
    if (!isValidEmailAddress(value, marketOf(identity))) {
      throw new AppError('EMAIL_INVALID', 'Email to verify is not valid');
    }
    return handleKey(value);
  }
  const phone = normalizePhoneNumber(value);
  if (!phone) throw new AppError('INVALID_PHONE_NUMBER', 'Phone to verify is not valid');
  return phone;
}

/** `otp/v1/initiate-verification`: a code to a new email or phone of the signed-in identity. */
export async function initiateVerification(
  deps: IdentityDeps,
  identity: IdentityRow,
  request: {
    otpOption: OtpOption;
    destination: string;
    language: Locale;
    humanCheck?: HumanCheckProof | undefined;
  },
): Promise<OtpDelivery> {
  const destination = destinationToVerify(request.otpOption, request.destination, identity);
  await limitSendsOrAskForCheck(deps, destination, request.humanCheck);
  const now = deps.clock();
  const ttlSeconds = deps.config.identity.otpTtlSeconds;
  const expiresAt = await deps.db.transaction(async (tx) => {
    const issued = await issueCode(
      tx,
      {
        identityId: identity.id,
        purpose: 'VERIFICATION',
        otpOption: request.otpOption,
        otpContext: 'VERIFY_CONTACT',
        destination,
        ttlSeconds,
      },
      now,
    );
    await sendCode(
      tx,
      {
        channel: request.otpOption,
        recipient: destination,
        identityId: identity.id,
        locale: request.language,
        code: issued.code,
        context: 'VERIFY_CONTACT',
        ttlSeconds,
      },
      now,
    );
    return issued.expiresAt;
  });
  return delivery(request.otpOption, expiresAt, now);
}

/**
 * `otp/v1/redeem`: spends the code (each try counted even when it fails, hence no transaction
 * around it) and hands out the OTP grant proving it. A sign-up code redeemed by the session
 * family that signed up creates the identity first (ADR 025), and the grant signs it in.
 */
export async function redeemOtp(
  deps: IdentityDeps,
  request: { identityId: string; otp: string },
  /** The service session's family, then any other the browser's sign-up may wait under. */
  sessionFamilyIds: readonly string[],
): Promise<OtpRedeemResponse> {
  const now = deps.clock();
  const code = await redeemCode(deps.db, request.identityId, request.otp, now);
  const signedUp =
    code.otpContext === 'SIGN_UP' && code.purpose === 'SIGN_IN'
      ? await identityOfProvenSignUp(deps, code.identityId, sessionFamilyIds, now)
      : undefined;
  return issueVerificationGrant(
    deps.db,
    {
      kind: 'otp',
      identityId: signedUp ?? code.identityId,
      purpose: code.purpose as 'SIGN_IN' | 'VERIFICATION',
      otpOption: code.otpOption as OtpOption,
      destination: code.destination,
    },
    now,
  );
}
