import {
  type CareFlepzResult,
  type CareIdentifiedAccount,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  type IdentificationKind,
} from '@orbit/domain';
import { type Failure, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { CAPTCHA_REQUIRED } from '../../../shared/human-check/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { markServerStateStale } from '../../../shared/services/server-state.ts';
import { trackAccountIdentified, trackAccountLookupFailed } from './account-analytics.ts';

export type LookupProblem =
  | 'notFound'
  | 'unconfirmed'
  | 'notSupported'
  | 'tooMany'
  | 'failed'
  | 'linkRefused';

export type AccountLookupOutcome =
  | { kind: 'found'; account: CareIdentifiedAccount }
  | { kind: 'problem'; problem: LookupProblem }
  /** The server refused fields (its rules are the form's; a backstop), by field name. */
  | {
      kind: 'invalid';
      fieldErrors: readonly { errorCode: string; fieldName?: string | undefined }[];
    }
  /** Past the budget of what was looked up: the same lookup again, with a solved human check. */
  | { kind: 'humanCheck'; failure: Failure }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

/**
 * What a failed lookup means for the page (flows §1.2): nothing found, "call us" for a phone no
 * one can have (PHONE_INVALID) or an account that cannot be managed online, too many searches,
 * a link that cannot be used, or a failure. Each is tracked; 5xx and no answer as system errors.
 */
export function lookupFailureOf(
  services: AppServices,
  error: unknown,
  authenticationType: IdentificationKind,
): Exclude<AccountLookupOutcome, { kind: 'found' }> {
  const failure = failureOf(error);
  // Not a failed lookup: the page shows the check, and the customer searches again.
  if (failure.code === CAPTCHA_REQUIRED) return { kind: 'humanCheck', failure };
  // A server's answer, or no answer: tracked as a failed authentication before it is reported.
  const answered = failure.source !== 'app' && failure.kind !== 'sessionTimedOut';
  if (answered) trackAccountLookupFailed(services.dataLayer, authenticationType, failure.code);
  reportFailure(services.errors, failure, { name: 'account lookup', serverFault: 'stay' });
  if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
  return answered ? outcomeOf(failure) : { kind: 'problem', problem: 'failed' };
}

function outcomeOf(failure: Failure): Exclude<AccountLookupOutcome, { kind: 'found' }> {
  const problem = (kind: LookupProblem) => ({ kind: 'problem', problem: kind }) as const;
  if (failure.code === 'CUSTOMER_TYPE_NOT_SUPPORTED') return problem('notSupported');
  // A link's token refused (bad, expired, tampered): the link, not the customer, is at fault.
  if (failure.code === 'INVALID_TOKEN') return problem('linkRefused');
  if (failure.kind === 'notFound') return problem('notFound');
  if (failure.kind === 'rateLimited') return problem('tooMany');
  if (failure.kind === 'refused') {
    const codes = failure.fieldErrors.map((field) => field.errorCode as FieldErrorCode);
    if (codes.includes(FIELD_ERROR_CODES.PHONE_INVALID)) return problem('unconfirmed');
    if (failure.fieldErrors.length > 0) {
      return { kind: 'invalid', fieldErrors: failure.fieldErrors };
    }
  }
  return problem('failed');
}

/**
 * Runs one lookup (the global handler skipped: the page shows every outcome itself) and tracks
 * it: a found account as authentication success, a FLEPZ answer with no account as "not found".
 */
export async function runAccountLookup(
  services: AppServices,
  authenticationType: IdentificationKind,
  call: () => Promise<CareIdentifiedAccount | CareFlepzResult>,
): Promise<AccountLookupOutcome> {
  try {
    const account = await call();
    const accountsFound = 'accountsFound' in account ? account.accountsFound : undefined;
    if (accountsFound === 0) return nothingFound(services, authenticationType);
    trackAccountIdentified(services.dataLayer, account, accountsFound);
    // The session now sees this account: what was read for another is read again.
    markServerStateStale(services.serverState);
    return { kind: 'found', account };
  } catch (error) {
    return lookupFailureOf(services, error, authenticationType);
  }
}

/**
 * A lookup that answered but found nothing (FLEPZ with no account, an email with no
 * subscription): a failed authentication, tracked as such, shown as "not found".
 */
export function nothingFound(
  services: AppServices,
  authenticationType: IdentificationKind,
): AccountLookupOutcome {
  trackAccountLookupFailed(services.dataLayer, authenticationType, 'NO_ACCOUNT_FOUND');
  services.errors.reportBusinessError({ name: 'account lookup', code: 'NO_ACCOUNT_FOUND' });
  return { kind: 'problem', problem: 'notFound' };
}
