import {
  type Country,
  type CreateIdentityResponse,
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
import type { IdentityRow } from '../../db/schema/index.ts';
import { identities } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { newId } from '../../platform/ids.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { identityGrantFor } from './identity-grants.ts';
import {
  findIdentityByHandle,
  isHandleTaken,
  savePassword,
  uniqueViolationOf,
} from './identity-store.ts';
import { identityView } from './identity-view.ts';
import { issueCode } from './one-time-codes.ts';
import { checkPasswordOf } from './password-check.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { sendCode } from './send-code.ts';
import { limitSendsTo } from './throttles.ts';

export type SignUpRequest = CreateIdentityV2Request & { country: Country };

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
 * Identities create v1 and v2 (spec 001 §4, §5, §8). A new email gets a STREAMING identity and a
 * sign-in grant, or, without a password, a passcode and WAITING_ON_ONE_TIME_PASSWORD_ERROR. An
 * email that has an identity falls back to signing in when the right password came with it;
 * otherwise IDENTITY_ALREADY_EXISTS_ERROR (the check counts against the lockout like any other).
 */
export async function signUp(
  deps: IdentityDeps,
  request: SignUpRequest,
): Promise<CreateIdentityResponse> {
  const { emailAddress, phoneNumber, username } = checkRequest(request);
  const existing = await findIdentityByHandle(deps.db, emailAddress);
  if (existing) return signInInstead(deps, existing, emailAddress, request.password);
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
  // A passwordless sign-up emails a passcode: it counts against the address's send limit.
  if (request.password === undefined) await limitSendsTo(deps, emailAddress);
  const passwordHash =
    request.password === undefined ? undefined : await deps.hasher.hash(request.password);
  const now = deps.clock();
  const row: IdentityRow = {
    id: newId('identity', now),
    state: 'STREAMING',
    handle: username ?? emailAddress,
    handleKey: handleKey(username ?? emailAddress),
    emailAddress,
    emailKey: handleKey(emailAddress),
    emailVerifiedAt: null,
    phoneNumber,
    phoneVerifiedAt: null,
    firstName: request.firstName?.trim() ?? null,
    lastName: request.lastName?.trim() ?? null,
    language: request.language ?? DEFAULT_LOCALE_BY_COUNTRY[request.country],
    country: request.country,
    accountNumber: null,
    privacyAgreements: (request.privacyAgreements ?? []).map((agreement) => ({
      ...agreement,
      acceptedAt: now.toISOString(),
    })),
    createdAt: now,
    updatedAt: now,
  };
  try {
    return await createIdentity(deps, row, passwordHash, now);
  } catch (error) {
    const violation = uniqueViolationOf(error);
    if (!violation) throw error;
    // Another sign-up with the same email or username committed first.
    throw violation.constraint.includes('email')
      ? new AppError('IDENTITY_ALREADY_EXISTS_ERROR', 'Sign-up email taken concurrently')
      : new AppError('USERNAME_IN_USE', 'Sign-up username taken concurrently');
  }
}

async function signInInstead(
  deps: IdentityDeps,
  existing: IdentityRow,
  emailAddress: string,
  password: string | undefined,
): Promise<CreateIdentityResponse> {
  const right =
    password !== undefined && (await checkPasswordOf(deps, existing, emailAddress, password));
  if (!right) throw new AppError('IDENTITY_ALREADY_EXISTS_ERROR', 'Sign-up email has an identity');
  return {
    outcome: 'SIGNED_IN',
    identity: identityView(existing),
    identityGrant: await identityGrantFor(
      deps.db,
      existing,
      deps.clock(),
      deps.config.serviceTokens.signInGrantSeconds,
    ),
  };
}

async function createIdentity(
  deps: IdentityDeps,
  row: IdentityRow,
  passwordHash: string | undefined,
  now: Date,
): Promise<CreateIdentityResponse> {
  const ttlSeconds = deps.config.identity.otpTtlSeconds;
  const outcome = await deps.db.transaction(async (tx) => {
    await tx.insert(identities).values(row);
    if (passwordHash) {
      await savePassword(tx, row.id, passwordHash, now);
      return {
        kind: 'created' as const,
        grant: await identityGrantFor(tx, row, now, deps.config.serviceTokens.signInGrantSeconds),
      };
    }
    const issued = await issueCode(
      tx,
      {
        identityId: row.id,
        purpose: 'SIGN_IN',
        otpOption: 'EMAIL',
        otpContext: 'SIGN_UP',
        ttlSeconds,
      },
      now,
    );
    await sendCode(
      tx,
      {
        channel: 'EMAIL',
        recipient: row.emailAddress ?? '',
        identityId: row.id,
        locale: row.language as Locale,
        code: issued.code,
        context: 'SIGN_UP',
        ttlSeconds,
      },
      now,
    );
    return { kind: 'waiting' as const, expiresAt: issued.expiresAt };
  });
  if (outcome.kind === 'created') {
    return { outcome: 'CREATED', identity: identityView(row), identityGrant: outcome.grant };
  }
  const extras: WaitingOnOneTimePasswordExtras = {
    identityId: row.id,
    maskedEmail: maskEmail(row.emailAddress ?? ''),
    otpOption: 'EMAIL',
    expiresAt: outcome.expiresAt.toISOString(),
  };
  throw new AppError(
    'WAITING_ON_ONE_TIME_PASSWORD_ERROR',
    'Passwordless sign-up waits on a passcode',
    {
      extras,
    },
  );
}
