import { type ErrorReporter, type Failure, reportFailure } from '../../shared/errors/index.ts';
import { isCardRefusal } from '../checkout/index.ts';

/** Whether the card was the problem: the page says so and the next try is a new transaction. */
export function isCardFailure(failure: Failure): boolean {
  return isCardRefusal(failure.code, failure.messageKey);
}

/**
 * Reports a failure a billing page shows itself (its call skipped the global handler), the way
 * the app reports any such failure; a refusal is tracked under the server's message key when it
 * sent one. A server failure goes to the error page, unless the page `staysOnPage` (a payment
 * form says "something went wrong, try again" and keeps what was typed).
 */
export function reportBillingFailure(
  errors: ErrorReporter,
  failure: Failure,
  name: string,
  options: { staysOnPage?: boolean } = {},
): void {
  reportFailure(errors, failure, {
    name,
    trackedAs: failure.messageKey,
    serverFault: options.staysOnPage ? 'stay' : 'errorPage',
  });
}
