import { errorCodeForLog, httpErrorLogLevel } from '@orbit/domain';
import { type CareApiError, isCareApiError } from '@orbit/sdk';
import type { DataLayer } from '../analytics/data-layer.ts';
import type { RemoteLogger } from '../logging/remote-logger.ts';
import { isOwnScriptError } from './script-origin.ts';

/** The HTTP answers that send the visitor to /error (spec 000 §4): not found, server error, no answer. */
const ERROR_PAGE_STATUSES = new Set([0, 404, 500]);

export interface ErrorReporterOptions {
  dataLayer: DataLayer;
  logger: RemoteLogger;
  /** Our own origin: errors from scripts elsewhere are third-party. */
  origin: string;
  /** Shows /error; `failedRequestId` is the failed request's id, shown there as a reference. */
  navigateToErrorPage(failedRequestId?: string): void;
  openSessionTimeout(): void;
  /** Lowers the page-data-loading flag, so the loader does not hide the error page. */
  stopLoader(): void;
}

export interface WindowErrorLike {
  message?: string;
  filename?: string;
  error?: unknown;
}

export interface ErrorReporter {
  /** The global handler for failed care calls (the SDK's `onError`). */
  handleCareError(error: CareApiError): void;
  /** `window` 'error' events. */
  handleWindowError(event: WindowErrorLike): void;
  /** `window` 'unhandledrejection' reasons. */
  handleUnhandledRejection(reason: unknown): void;
  /**
   * A business error of a flow (spec 000 §8, e.g. a used-car eligibility code): tracked, logged
   * at INFO. `failedRequestId`: the server's id of the request that was refused, when one was.
   */
  reportBusinessError(input: {
    name: string;
    code: string;
    message?: string;
    failedRequestId?: string;
  }): void;
  /** A system error: tracked as "System Error" with its code, logged at ERROR. */
  reportSystemError(input: {
    code: string;
    message?: string;
    details?: unknown;
    failedRequestId?: string;
  }): void;
  /** A fault in our own code: tracked as APP, logged at ERROR with its stack. */
  reportAppError(error: unknown): void;
}

/** The log details of a failed request: its id, when the server gave one. */
const withRequestId = (failedRequestId: string | undefined) =>
  failedRequestId ? { failedRequestId } : undefined;

function describe(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error)
    return { message: `${error.name}: ${error.message}`, stack: error.stack };
  return { message: typeof error === 'string' ? error : errorCodeForLog(error), stack: undefined };
}

/** The app's global error handling (spec 000 §4, §7, §8; flows §0). */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { dataLayer, logger } = options;

  const reporter: ErrorReporter = {
    handleCareError(error) {
      const code = errorCodeForLog(error);
      const system = error.errorType === 'SYSTEM' || error.status === 0 || error.status >= 500;
      dataLayer.trackError({
        errorType: system ? 'SYSTEM' : 'BUSINESS',
        errorName: system ? 'System Error' : (error.errorPropKey ?? `HTTP ${error.status}`),
        errorCode: code,
        bucket: 'serviceError',
        details: {
          status: error.status,
          method: error.method,
          path: error.path,
          errorPropKey: error.errorPropKey ?? null,
          requestId: error.requestId ?? null,
          fieldErrors: error.fieldErrors.map(({ errorCode, fieldName }) => ({
            errorCode,
            fieldName,
          })),
        },
      });
      logger.log(
        httpErrorLogLevel(error.status),
        `HTTP ${error.status} ${error.method} ${error.path}: ${code}${error.errorPropKey ? ` (${error.errorPropKey})` : ''}`,
        withRequestId(error.requestId),
      );

      if (error.isSessionTimedOut) {
        options.openSessionTimeout();
        return;
      }
      if (ERROR_PAGE_STATUSES.has(error.status)) options.navigateToErrorPage(error.requestId);
    },

    handleWindowError(event) {
      const { message, stack } = describe(event.error ?? event.message ?? 'Unknown error');
      if (!isOwnScriptError({ filename: event.filename, stack }, options.origin)) {
        logger.info(`Third-party script error: ${event.message ?? message}`, {
          stacktrace: stack ?? event.filename,
        });
        return;
      }
      reporter.reportAppError(event.error ?? new Error(event.message ?? message));
      options.stopLoader();
      options.navigateToErrorPage();
    },

    handleUnhandledRejection(reason) {
      // Failed care calls already went through handleCareError (or asked to skip it).
      if (isCareApiError(reason)) return;
      const { message, stack } = describe(reason);
      if (!isOwnScriptError({ stack }, options.origin)) {
        logger.info(`Unhandled rejection outside our scripts: ${message}`, { stacktrace: stack });
        return;
      }
      reporter.reportAppError(reason);
      options.stopLoader();
      options.navigateToErrorPage();
    },

    reportBusinessError({ name, code, message, failedRequestId }) {
      dataLayer.trackError({ errorType: 'BUSINESS', errorName: name, errorCode: code });
      logger.info(message ?? `Business error ${name}: ${code}`, withRequestId(failedRequestId));
    },

    reportSystemError({ code, message, details, failedRequestId }) {
      dataLayer.trackError({
        errorType: 'SYSTEM',
        errorName: 'System Error',
        errorCode: code,
        details,
      });
      logger.error(message ?? `System error: ${code}`, withRequestId(failedRequestId));
    },

    reportAppError(error) {
      const { message, stack } = describe(error);
      dataLayer.trackError({
        errorType: 'APP',
        errorName: message,
        errorCode: errorCodeForLog(error),
        details: stack ?? null,
      });
      logger.error(message, { stacktrace: stack });
    },
  };
  return reporter;
}
