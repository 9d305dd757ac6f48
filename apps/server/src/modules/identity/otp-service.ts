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
import { sendCode } from './send-code.ts';
import { limitSendsOrAskForCheck, limitSendsTo } from './throttles.ts';
import { issueVerificationGrant } from './verification-grants.ts';

function delivery(otpOption: OtpOption, expiresAt: Date, now: Date): OtpDelivery {
  return {
    otpOption,
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: new Date(now.getTime() + OTP_LIMITS.resendAfterSeconds * 1000).toISOString(),
  };
}

/**
 * `otp/v1/initiate`: a code to the identity's own email or phone. An identity id nobody has
 * (the stand-in a sign-in start gave for an unknown handle) gets the same answer, limits and
 * code row, but nothing is sent (ADR 007); like its login info, it has an email and no phone.
 */
export async function initiateOtp(
  deps: IdentityDeps,
  request: {
    identityId: string;
    otpOption: OtpOption;
    otpContext: OtpContext;
    language: Locale;
    humanCheck?: HumanCheckProof | undefined;
  },
): Promise<OtpDelivery> {
  const identity = await findIdentityById(deps.db, request.identityId);
  return sendSignInCode(deps, identity, request, { humanCheck: request.humanCheck });
}

/** Sends (or, without an identity, pretends to send) a sign-in code; shared with sign-in start and sign-up. */
export async function sendSignInCode(
  deps: IdentityDeps,
  identity: IdentityRow | undefined,
  request: { identityId: string; otpOption: OtpOption; otpContext: OtpContext; language: Locale },
  /**
   * The destination's budget: `hard` (refused when spent) where the request cannot carry a human
   * check; with the request's proof, a spent budget asks for a check instead (ADR 024).
   */
  sendLimit: 'hard' | { humanCheck: HumanCheckProof | undefined } = 'hard',
): Promise<OtpDelivery> {
  const recipient = identity
    ? request.otpOption === 'EMAIL'
      ? identity.emailAddress
      : identity.phoneNumber
    : request.otpOption === 'EMAIL'
      ? `stand-in:${request.identityId}`
      : null;
  if (!recipient) throw otpError('OTP_BAD_REQUEST');
  if (sendLimit === 'hard') await limitSendsTo(deps, recipient);
  else await limitSendsOrAskForCheck(deps, recipient, sendLimit.humanCheck);
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
 * around it) and hands out the OTP grant proving it.
 */
export async function redeemOtp(
  deps: IdentityDeps,
  request: { identityId: string; otp: string },
): Promise<OtpRedeemResponse> {
  const now = deps.clock();
  const code = await redeemCode(deps.db, request.identityId, request.otp, now);
  return issueVerificationGrant(
    deps.db,
    {
      kind: 'otp',
      identityId: code.identityId,
      purpose: code.purpose as 'SIGN_IN' | 'VERIFICATION',
      otpOption: code.otpOption as OtpOption,
      destination: code.destination,
    },
    now,
  );
}
