export { type ErrorPageState, errorPageState, failedRequestIdOf } from './error-page-state.ts';
export type { ErrorReporter } from './error-reporter.ts';
export { failureMessageId, UNAVAILABLE_MESSAGE_ID } from './failure-message.ts';
export {
  type Failure,
  type FailureKind,
  type FailureSource,
  type FieldFailure,
  failureOf,
  isRefusal,
  isServerFault,
} from './failure-of.ts';
export { type FailureReport, reportFailure } from './report-failure.ts';
