import { isCardTokenizerError, isCareApiError, isSdkError, isServiceError } from '@orbit/sdk';
import type { ErrorReporter } from '../../shared/errors/error-reporter.ts';
import { isCardRefusal } from '../checkout/index.ts';

/**
 * A failed billing call as the pages read it, whichever surface answered (care API, service
 * API, or the gateway's tokenizer):
 * - `code`: the product code (`CREDIT_CARD_ERROR`, `LAST_PAYMENT_METHOD`…), or `NETWORK_ERROR`;
 * - `fields`: the server's field errors, by field name;
 * - `kind`: what the page does about it — `signIn` (401, nobody signed in), `verify` (403, the
 *   identified session has not proven its details), `stopped` (session timed out: the modal is
 *   open), `unavailable` (server down or unreachable), or `refused` (a business answer the page
 *   explains itself).
 */
export interface BillingFailure {
  kind: 'signIn' | 'verify' | 'stopped' | 'unavailable' | 'refused';
  code: string;
  status: number;
  propKey: string | undefined;
  fields: Readonly<Record<string, string>>;
}

function kindOf(status: number, code: string): BillingFailure['kind'] {
  if (status === 0 || status >= 500) return 'unavailable';
  if (status === 401 || code === 'UNAUTHENTICATED_CUSTOMER') return 'signIn';
  if (code === 'VERIFICATION_REQUIRED') return 'verify';
  return 'refused';
}

export function billingFailureOf(error: unknown): BillingFailure {
  if (isCareApiError(error)) {
    const code = error.errorCode ?? (error.status === 0 ? 'NETWORK_ERROR' : `HTTP_${error.status}`);
    const fields: Record<string, string> = {};
    for (const field of error.fieldErrors) {
      if (field.fieldName && !(field.fieldName in fields))
        fields[field.fieldName] = field.errorCode;
    }
    return {
      kind: error.isSessionTimedOut ? 'stopped' : kindOf(error.status, code),
      code,
      status: error.status,
      propKey: error.errorPropKey,
      fields,
    };
  }
  if (isServiceError(error)) {
    const fields: Record<string, string> = {};
    for (const field of error.invalidFields) {
      if (!(field.fieldName in fields)) fields[field.fieldName] = field.errorCode;
    }
    // A service 403 is an anonymous (not signed-in) session: saved cards need a sign-in.
    const kind = error.status === 403 ? 'signIn' : kindOf(error.status, error.code);
    return { kind, code: error.code, status: error.status, propKey: undefined, fields };
  }
  if (isCardTokenizerError(error)) {
    return {
      kind: error.status === 0 ? 'unavailable' : 'refused',
      code: error.code,
      status: error.status,
      propKey: undefined,
      fields: {},
    };
  }
  if (isSdkError(error)) {
    const code = error.kind === 'generic' ? error.code : 'NETWORK_ERROR';
    return { kind: 'unavailable', code, status: 0, propKey: undefined, fields: {} };
  }
  return { kind: 'unavailable', code: 'UNEXPECTED', status: 0, propKey: undefined, fields: {} };
}

/** Whether the card was the problem: the page says so and the next try is a new transaction. */
export function isCardFailure(failure: BillingFailure): boolean {
  return isCardRefusal(failure.code, failure.propKey);
}

/**
 * Reports a failure the page shows itself (its call skipped the global handler) the way the
 * app would have: a timeout opens the modal, a fault of ours is an app error, a business
 * answer is tracked under `name`. A server failure goes to the error page, unless the page
 * `staysOnPage` (a payment form says "something went wrong, try again" and keeps what was typed):
 * then it is only tracked and logged as a system error.
 */
export function reportBillingFailure(
  errors: ErrorReporter,
  error: unknown,
  name: string,
  options: { staysOnPage?: boolean } = {},
): void {
  if (!isCareApiError(error) && !isSdkError(error) && !isCardTokenizerError(error)) {
    errors.reportAppError(error);
    return;
  }
  if (isCareApiError(error)) {
    if (error.isAborted) return;
    const down = error.status === 0 || error.status >= 500;
    if (error.isSessionTimedOut || (down && !options.staysOnPage)) {
      errors.handleCareError(error);
      return;
    }
  }
  const failure = billingFailureOf(error);
  if (failure.kind === 'unavailable') {
    errors.reportSystemError({
      code: failure.code,
      message: `${name}: ${failure.status} ${failure.code}`,
    });
    return;
  }
  errors.reportBusinessError({ name: failure.propKey ?? name, code: failure.code });
}
