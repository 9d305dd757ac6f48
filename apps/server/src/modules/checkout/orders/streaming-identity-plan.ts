import {
  type Country,
  FIELD_ERROR_CODES,
  handleKey,
  handleKindOf,
  type IdentityState,
  isValidEmailAddress,
  type Locale,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { IdentityRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { newId } from '../../../platform/ids.ts';
import { findPasswordProblem, isHandleTaken, type PasswordHasher } from '../../identity/index.ts';
import { fieldRefusal } from './purchase-fields.ts';

export type StreamingInfo = {
  emailAddress: string;
  firstName: string;
  lastName: string;
  login: string;
  password: string;
};

/**
 * The sign-in a purchase creates, checked before any card is charged, with the identity
 * capability's own rules: a valid email; a login that is an email or a 6–20 character username
 * and that no identity uses as handle or email (USERNAME_IN_USE); the password policy
 * (PASSWORD_HAS_PERSONAL_DATA when it holds a name, the email, login or phone; any other rule
 * → PASSWORD_POLICY_NOT_MET, with the rule or word in `extras`). The password is hashed
 * (argon2id) here, outside the transaction; the row is written with the purchase.
 */
export async function planStreamingIdentity(
  deps: { db: Db; hasher: PasswordHasher },
  info: StreamingInfo,
  context: {
    country: Country;
    locale: Locale;
    phoneNumber: string | null;
    state: IdentityState;
    now: Date;
    /**
     * Where the caller's body carries the email, login and password (the purchase's
     * `streamingInfo` by default); with `password`, a refused password also names its field.
     */
    fields?: { email: string; login: string; password?: string };
  },
): Promise<{ row: IdentityRow; passwordHash: string }> {
  const fields = context.fields ?? {
    email: 'streamingInfo.emailAddress',
    login: 'streamingInfo.login',
  };
  const emailAddress = info.emailAddress.trim();
  const login = info.login.trim() || emailAddress;
  if (!isValidEmailAddress(emailAddress, context.country)) {
    throw new AppError('INVALID_EMAIL_ERROR', 'purchase streaming email not valid', {
      fieldErrors: [{ errorCode: 'INVALID', fieldName: fields.email }],
    });
  }
  if (!handleKindOf(login)) throw fieldRefusal(fields.login);
  const problem = findPasswordProblem(info.password, {
    emailAddress,
    username: login,
    phoneNumber: context.phoneNumber,
    firstName: info.firstName,
    lastName: info.lastName,
  });
  if (problem) {
    const extras: Record<string, unknown> = {};
    if ('rule' in problem) extras.rule = problem.rule;
    if ('word' in problem) extras.word = problem.word;
    if ('field' in problem) extras.field = problem.field;
    const code =
      problem.code === 'PASSWORD_HAS_PERSONAL_DATA'
        ? 'PASSWORD_HAS_PERSONAL_DATA'
        : 'PASSWORD_POLICY_NOT_MET';
    throw new AppError(code, `purchase password refused: ${problem.code}`, {
      extras,
      ...(fields.password
        ? { fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: fields.password }] }
        : {}),
    });
  }
  for (const key of new Set([handleKey(login), handleKey(emailAddress)])) {
    if (await isHandleTaken(deps.db, key)) {
      throw new AppError('USERNAME_IN_USE', 'purchase login or email used by an identity');
    }
  }
  const passwordHash = await deps.hasher.hash(info.password);
  const now = context.now;
  return {
    passwordHash,
    row: {
      id: newId('identity', now),
      state: context.state,
      handle: login,
      handleKey: handleKey(login),
      emailAddress,
      emailKey: handleKey(emailAddress),
      emailVerifiedAt: null,
      phoneNumber: context.phoneNumber,
      phoneVerifiedAt: null,
      firstName: info.firstName.trim() || null,
      lastName: info.lastName.trim() || null,
      language: context.locale,
      country: context.country,
      accountNumber: null,
      privacyAgreements: [],
      createdAt: now,
      updatedAt: now,
    },
  };
}
