import {
  type CareCaptchaFields,
  type CareIdentifiedAccount,
  type CareLpzFields,
  type FieldErrorCode,
  type Locale,
  LPZ_FIELDS,
  type LpzField,
} from '@orbit/domain';
import { identificationCalls } from '@orbit/sdk';
import {
  type Failure,
  failureOf,
  isServerFault,
  reportFailure,
} from '../../../shared/errors/index.ts';
import { CAPTCHA_REQUIRED } from '../../../shared/human-check/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { markServerStateStale } from '../../../shared/services/server-state.ts';
import { serverFieldCodes } from '../../../shared/ui/index.ts';
import type { LookupProblem } from './account-lookup-calls.ts';
import type { LpzRefusal } from './lpz-form.tsx';

export type VerifyOutcome =
  | { kind: 'verified'; account: CareIdentifiedAccount }
  /**
   * The form stays for another try: the details did not match (`refusal` failed: check and
   * retry, or call), too many tries (`refusal` locked: wait an hour), or the server refused a
   * field (`errors` by LPZ field; its rules are the form's, a backstop). Each clears the other.
   */
  | {
      kind: 'retry';
      refusal: LpzRefusal | undefined;
      errors: Partial<Record<LpzField, FieldErrorCode>>;
    }
  /** Past the account's tries in the hour: the same try again, with a solved human check. */
  | { kind: 'humanCheck'; failure: Failure }
  /** The session no longer holds the account (it timed out and came back empty), or a failure. */
  | { kind: 'lost'; problem: LookupProblem }
  | { kind: 'stopped' };

/**
 * LPZ verification of the account the session found (flows §1.2): `authenticate/verify-pii-data`
 * with last name, phone and zip, and a solved human check's proof when the page has one. Every
 * outcome is tracked; the page shows each itself.
 */
export async function verifyAccount(
  services: AppServices,
  fields: CareLpzFields,
  locale: Locale,
  captcha: CareCaptchaFields = {},
): Promise<VerifyOutcome> {
  const { careRequester, dataLayer, errors, serverState } = services;
  try {
    const account = await careCallsFor(careRequester, identificationCalls).verifyPiiData(
      { lpzVerificationRequest: fields, locale, ...captcha },
      { skipGlobalHandler: true },
    );
    dataLayer.push('account-verified', {
      customerInfo: { authenticationType: account.authenticationType },
    });
    // Verified, the session sees the account's details: what was read before is read again.
    markServerStateStale(serverState);
    return { kind: 'verified', account };
  } catch (error) {
    const failure = failureOf(error);
    if (failure.code === CAPTCHA_REQUIRED) return { kind: 'humanCheck', failure };
    reportFailure(errors, failure, { name: 'account verification', serverFault: 'stay' });
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
    if (failure.source === 'app' || isServerFault(failure)) {
      return { kind: 'lost', problem: 'failed' };
    }
    if (failure.kind === 'rateLimited') return { kind: 'retry', refusal: 'locked', errors: {} };
    if (failure.code === 'VERIFICATION_FAILED') {
      return { kind: 'retry', refusal: 'failed', errors: {} };
    }
    if (failure.kind === 'refused' && failure.fieldErrors.length > 0) {
      const errors = serverFieldCodes(failure.fieldErrors, LPZ_FIELDS);
      return { kind: 'retry', refusal: undefined, errors };
    }
    return { kind: 'lost', problem: failure.kind === 'notFound' ? 'notFound' : 'failed' };
  }
}
