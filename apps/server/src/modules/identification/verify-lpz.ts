import {
  accountNumberDigits,
  type CareCaptchaFields,
  type CareIdentifiedAccount,
  type CareLpzFields,
  type Country,
  checkAccountNumber,
  checkLpz,
  checkRadioIdOrLastFour,
  DEFAULT_LOCALE_BY_COUNTRY,
  type FieldErrorCode,
  isRadioIdLastFour,
  type Locale,
  namesMatch,
  normaliseRadioId,
  phonesMatch,
  radioIdLastFour,
} from '@orbit/domain';
import {
  identificationOf,
  markIdentificationVerified,
} from '../../platform/auth/session-identification.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { humanCheckDemandOf } from '../../platform/throttle/human-check-beyond-limit.ts';
import { isZipOfAccount } from './account-details.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookupBudgetOf } from './lookup-budget.ts';
import { accountNotFound, refuseFields } from './lookup-refusals.ts';
import { limitLookup } from './lookup-throttles.ts';
import { countLpzFailure, requireLpzAttemptAllowed } from './lpz-failures.ts';
import { maskedAccountOf } from './masked-account.ts';
import { findAccount, radiosOfAccount } from './radio-store.ts';

export const LPZ_VERIFY_BUCKET = 'lpz-verify';

export type LpzVerification = {
  fields: CareLpzFields;
  /** `verify-pii-data` nests the fields (`lpzVerificationRequest.`); `account/verify` does not. */
  fieldPrefix: string;
  accountNumber?: string | undefined;
  radioId?: string | undefined;
  locale?: Locale | undefined;
  /** The request's proof, once the account's failures ask for a human check. */
  captcha: CareCaptchaFields;
};

function checkRequest(request: LpzVerification, country: Country): void {
  const errors: Record<string, FieldErrorCode> = {};
  for (const [field, code] of Object.entries(checkLpz(request.fields, country))) {
    if (code) errors[`${request.fieldPrefix}${field}`] = code;
  }
  const accountCode = request.accountNumber ? checkAccountNumber(request.accountNumber) : null;
  if (accountCode) errors.accountNumber = accountCode;
  const radioCode = request.radioId ? checkRadioIdOrLastFour(request.radioId) : null;
  if (radioCode) errors.radioId = radioCode;
  if (Object.keys(errors).length > 0) throw refuseFields('LPZ fields refused', errors);
}

/** Whether the radio the request names (whole id or last four) is one of the account's. */
async function isRadioOfAccount(deps: IdentificationDeps, radioId: string, accountNumber: string) {
  const radios = await radiosOfAccount(deps.db, accountNumber);
  if (isRadioIdLastFour(radioId)) {
    const lastFour = radioId.trim().toUpperCase();
    return radios.some((radio) => radioIdLastFour(radio.radioId) === lastFour);
  }
  const wanted = normaliseRadioId(radioId.replace(/-/g, ''));
  return radios.some((radio) => radio.radioId === wanted);
}

/**
 * LPZ verification (flows §1.2): the last name, phone and zip of the account this care session
 * identified. The request may name the account (number, or one of its radios), but only the one
 * the session identified: anything else, or no identification at all, is ACCOUNT_NOT_FOUND.
 * Five failures within the hour lock the session (429) and put the account behind a human check
 * (CAPTCHA_REQUIRED until a proof comes with the attempt; lpz-failures.ts). A match verifies the
 * identification, so account calls that accept an identified customer open, and answers the
 * account with its first name.
 */
export async function verifyLpz(
  deps: IdentificationDeps,
  input: {
    request: LpzVerification;
    country: Country;
    session: CareSession;
    clientAddress: string;
  },
): Promise<CareIdentifiedAccount> {
  const { request, country, session } = input;
  checkRequest(request, country);
  const now = deps.clock();
  await limitLookup(lookupBudgetOf(deps, now), LPZ_VERIFY_BUCKET, input.clientAddress, undefined);
  const identification = await identificationOf(deps.db, session.id);
  if (!identification) throw accountNotFound('LPZ with no identification on the session');
  const { accountNumber } = identification;
  if (request.accountNumber && accountNumberDigits(request.accountNumber) !== accountNumber) {
    throw accountNotFound('LPZ names another account');
  }
  if (request.radioId && !(await isRadioOfAccount(deps, request.radioId, accountNumber))) {
    throw accountNotFound('LPZ names a radio of another account');
  }
  const account = await findAccount(deps.db, accountNumber);
  if (!account || account.country !== country) throw accountNotFound('LPZ account gone');
  const subject = { careSessionId: session.id, accountNumber };
  await requireLpzAttemptAllowed(
    deps.db,
    subject,
    now,
    humanCheckDemandOf(deps.config, request.captcha),
  );
  const { lastName, phoneNumber, zipCode } = request.fields;
  const matches =
    namesMatch(lastName, account.lastName) &&
    phonesMatch(phoneNumber, account.phone) &&
    isZipOfAccount(zipCode, account, country);
  if (!matches) {
    await countLpzFailure(deps.db, subject, now);
    throw new AppError('VERIFICATION_FAILED', 'LPZ details do not match the account');
  }
  await markIdentificationVerified(deps.db, session.id, now);
  return maskedAccountOf(deps, {
    accounts: [account],
    session,
    now,
    locale: request.locale ?? DEFAULT_LOCALE_BY_COUNTRY[country],
    authenticationType: identification.method,
    verified: true,
  });
}
