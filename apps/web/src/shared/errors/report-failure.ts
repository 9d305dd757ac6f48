import { isCareApiError } from '@orbit/sdk';
import type { ErrorReporter } from './error-reporter.ts';
import { type Failure, isServerFault } from './failure-of.ts';

export interface FailureReport {
  /** The call, as analytics and the log name it (`account load`, `card check`). */
  name: string;
  /** The name a refusal is tracked under, when not `name` (a flow's message key, say). */
  trackedAs?: string | undefined;
  /**
   * What becomes of a server fault on a care call: `errorPage` hands it to the app's handler
   * (which shows /error when no answer came or the server failed), `stay` only tracks and logs
   * it because the page explains it (a payment form keeps what was typed).
   */
  serverFault?: 'errorPage' | 'stay';
}

/**
 * Reports a failure the page handles itself (its call skipped the global handler) as the app
 * would have: a cancelled call is nobody's business, a timeout opens the modal, a fault of ours
 * is an app error, a server fault a system error, and a refusal a business error.
 */
export function reportFailure(errors: ErrorReporter, failure: Failure, report: FailureReport) {
  const { error, code, status, requestId } = failure;
  if (failure.kind === 'cancelled') return;
  if (failure.source === 'app') {
    errors.reportAppError(error);
    return;
  }
  if (failure.kind === 'sessionTimedOut' && isCareApiError(error)) {
    errors.handleCareError(error);
    return;
  }
  const failedRequestId = requestId ? { failedRequestId: requestId } : {};
  if (isServerFault(failure)) {
    if (report.serverFault === 'errorPage' && isCareApiError(error)) {
      errors.handleCareError(error);
      return;
    }
    errors.reportSystemError({
      code,
      message: `${report.name}: HTTP ${status} ${callOf(error)}`,
      details: { status, call: callOf(error) },
      ...failedRequestId,
    });
    return;
  }
  errors.reportBusinessError({ name: report.trackedAs ?? report.name, code, ...failedRequestId });
}

/** The call that failed, as the log names it: `POST /account` or `billing.payBalanceDue`. */
function callOf(error: unknown): string {
  if (isCareApiError(error)) return `${error.method} ${error.path}`;
  const endpoint = (error as { endpoint?: unknown } | null)?.endpoint;
  return typeof endpoint === 'string' ? endpoint : 'unknown call';
}
