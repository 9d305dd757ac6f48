import {
  type CareIdentifiedAccount,
  type CareLpzFields,
  errorCodeForLog,
  type Locale,
} from '@orbit/domain';
import { isCareApiError } from '@orbit/sdk';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import type { LookupProblem } from './account-lookup-calls.ts';
import type { LpzRefusal } from './lpz-form.tsx';

export type VerifyOutcome =
  | { kind: 'verified'; account: CareIdentifiedAccount }
  /** The details did not match (check and retry, or call), or too many tries (wait an hour). */
  | { kind: 'refused'; refusal: LpzRefusal }
  | {
      kind: 'invalid';
      fieldErrors: readonly { errorCode: string; fieldName?: string | undefined }[];
    }
  /** The session no longer holds the account (it timed out and came back empty), or a failure. */
  | { kind: 'lost'; problem: LookupProblem }
  | { kind: 'stopped' };

/**
 * LPZ verification of the account the session found (flows §1.2): `authenticate/verify-pii-data`
 * with last name, phone and zip. Every outcome is tracked; the page shows each itself.
 */
export async function verifyAccount(
  services: AppServices,
  fields: CareLpzFields,
  locale: Locale,
): Promise<VerifyOutcome> {
  const { care, dataLayer, errors } = services;
  try {
    const account = await care.verifyPiiData(
      { lpzVerificationRequest: fields, locale },
      { skipGlobalHandler: true },
    );
    dataLayer.push('account-verified', {
      customerInfo: { authenticationType: account.authenticationType },
    });
    return { kind: 'verified', account };
  } catch (error) {
    if (!isCareApiError(error)) {
      errors.reportAppError(error);
      return { kind: 'lost', problem: 'failed' };
    }
    if (error.isSessionTimedOut) {
      errors.handleCareError(error);
      return { kind: 'stopped' };
    }
    const code = errorCodeForLog(error);
    if (error.status === 0 || error.status >= 500) {
      errors.reportSystemError({ code, message: `verify account: HTTP ${error.status}` });
      return { kind: 'lost', problem: 'failed' };
    }
    errors.reportBusinessError({ name: 'account verification', code });
    if (error.status === 429) return { kind: 'refused', refusal: 'locked' };
    if (error.errorCode === 'VERIFICATION_FAILED') return { kind: 'refused', refusal: 'failed' };
    if (error.status === 400 && error.fieldErrors.length > 0) {
      return { kind: 'invalid', fieldErrors: error.fieldErrors };
    }
    return { kind: 'lost', problem: error.status === 404 ? 'notFound' : 'failed' };
  }
}
