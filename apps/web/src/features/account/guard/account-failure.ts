import { errorCodeForLog } from '@orbit/domain';
import { isCareApiError } from '@orbit/sdk';
import type { ErrorReporter } from '../../../shared/errors/error-reporter.ts';

/**
 * What a failed account call means for the page:
 * - `signIn`: nobody is signed in nor identified (401 UNAUTHENTICATED_CUSTOMER);
 * - `verify`: the session found an account but has not proven last name, phone and zip
 *   (403 VERIFICATION_REQUIRED);
 * - `stopped`: the session timed out, the app's timeout modal takes over;
 * - `unavailable`: the server failed or could not be reached, the app's error page takes over;
 * - `refused`: a business answer the page explains itself (the code and any field errors).
 */
export type AccountFailure =
  | { kind: 'signIn' }
  | { kind: 'verify' }
  | { kind: 'stopped' }
  | { kind: 'unavailable' }
  | {
      kind: 'refused';
      status: number;
      code: string;
      fieldErrors: readonly { errorCode: string; fieldName?: string | undefined }[];
    };

export function accountFailureOf(error: unknown): AccountFailure {
  if (!isCareApiError(error)) return { kind: 'unavailable' };
  if (error.isSessionTimedOut) return { kind: 'stopped' };
  if (error.status === 0 || error.status >= 500) return { kind: 'unavailable' };
  if (error.status === 401 || error.errorCode === 'UNAUTHENTICATED_CUSTOMER') {
    return { kind: 'signIn' };
  }
  if (error.errorCode === 'VERIFICATION_REQUIRED') return { kind: 'verify' };
  return {
    kind: 'refused',
    status: error.status,
    code: errorCodeForLog(error),
    fieldErrors: error.fieldErrors,
  };
}

/**
 * Reports a failed account call the way the app would have, had the call not skipped the
 * global handler: a timeout opens the modal, a server failure goes to the error page, a fault of
 * ours is an app error, and a business answer is tracked under `name` (the page explains it).
 */
export function reportAccountFailure(errors: ErrorReporter, error: unknown, name: string): void {
  if (!isCareApiError(error)) {
    errors.reportAppError(error);
    return;
  }
  if (error.isAborted) return;
  const failure = accountFailureOf(error);
  if (failure.kind === 'stopped' || failure.kind === 'unavailable') {
    errors.handleCareError(error);
    return;
  }
  errors.reportBusinessError({ name, code: errorCodeForLog(error) });
}
