import {
  isCardTokenizerError,
  isCareApiError,
  isGenericError,
  isNetworkError,
  isPasskeyCeremonyError,
  isServiceError,
} from '@orbit/sdk';

/**
 * What a failed call means for the page, whichever way it failed:
 * - `sessionTimedOut`: the care session expired; the app's timeout modal takes over.
 * - `signInRequired`: nobody is signed in (or identified) for a call that needs it.
 * - `verificationRequired`: the session found an account but has not proven last name, phone
 *   and zip yet (VERIFICATION_REQUIRED).
 * - `notFound`, `conflict`, `rateLimited`: the server's 404, 409 and 429.
 * - `refused`: any other business answer (a 4xx), with its code and field errors.
 * - `unavailable`: no answer, a timeout, or the server said it cannot answer now (502, 503, 504):
 *   "try again in a moment".
 * - `unexpected`: a server fault (500), an answer in the wrong shape, or a fault of ours.
 * - `cancelled`: the caller cancelled (its AbortSignal, or the person closed a passkey prompt).
 */
export type FailureKind =
  | 'sessionTimedOut'
  | 'signInRequired'
  | 'verificationRequired'
  | 'notFound'
  | 'refused'
  | 'conflict'
  | 'rateLimited'
  | 'unavailable'
  | 'unexpected'
  | 'cancelled';

/** Where the failure came from; `app` is anything that is not an SDK error (a fault of ours). */
export type FailureSource = 'care' | 'service' | 'gateway' | 'device' | 'app';

/** One field the server refused, in the shape both API surfaces send. */
export interface FieldFailure {
  fieldName?: string | undefined;
  errorCode: string;
}

export interface Failure {
  kind: FailureKind;
  /**
   * What a feature maps to its message: the server's product code (`CARD_DECLINED`), the SDK's
   * own (`INVALID_RESPONSE`, `PASSKEY_DISABLED`), the gateway's (`invalid_number`), the passkey
   * prompt's ceremony code (`previously-registered`), else `NETWORK_ERROR`, `TIMEOUT`,
   * `HTTP_<status>` or `UNEXPECTED`.
   */
  code: string;
  /** HTTP status; 0 when no answer came. */
  status: number;
  /** The care API's message key (`error.code.credit.card.declined`), when it sent one. */
  messageKey: string | undefined;
  fieldErrors: readonly FieldFailure[];
  /** The service error's extras (`retryAfterSeconds`, `maskedEmail`…); empty otherwise. */
  extras: Readonly<Record<string, unknown>>;
  /** The server's id of the failed request: the reference a customer quotes to support. */
  requestId: string | undefined;
  source: FailureSource;
  /** The error itself, for the app's reporting. */
  error: unknown;
}

/** Statuses that mean "not now" rather than "no": the request may well succeed in a moment. */
const UNAVAILABLE_STATUSES = new Set([0, 408, 502, 503, 504]);

/**
 * Refusals that mean "not now" whatever their status: the same payment or purchase is being
 * decided by another request (409 PAYMENT_IN_PROGRESS, ADR 021), which a moment settles.
 */
const NOT_NOW_CODES: ReadonlySet<string> = new Set(['PAYMENT_IN_PROGRESS']);

/** The code VERIFICATION_REQUIRED answers carry (the account area's, flows §1.2). */
const VERIFICATION_REQUIRED = 'VERIFICATION_REQUIRED';
/** A care call that needs a signed-in or identified session. */
const UNAUTHENTICATED_CUSTOMER = 'UNAUTHENTICATED_CUSTOMER';
/** A service call refused to an anonymous session. */
const FORBIDDEN = 'FORBIDDEN';

const NO_EXTRAS: Readonly<Record<string, unknown>> = Object.freeze({});

/** The kind of an answer with an error status, by its status and code. */
function kindOfAnswer(status: number, code: string): FailureKind {
  if (UNAVAILABLE_STATUSES.has(status) || NOT_NOW_CODES.has(code)) return 'unavailable';
  if (status >= 500) return 'unexpected';
  if (status === 401 || code === UNAUTHENTICATED_CUSTOMER) return 'signInRequired';
  if (code === VERIFICATION_REQUIRED) return 'verificationRequired';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rateLimited';
  return 'refused';
}

function failure(
  kind: FailureKind,
  source: FailureSource,
  error: unknown,
  fields: Partial<Omit<Failure, 'kind' | 'source' | 'error'>> & { code: string },
): Failure {
  return {
    kind,
    source,
    error,
    status: 0,
    messageKey: undefined,
    fieldErrors: [],
    extras: NO_EXTRAS,
    requestId: undefined,
    ...fields,
  };
}

/**
 * Turns anything a call may throw (care API errors, service errors, network and timeout errors,
 * the card gateway's and the passkey prompt's refusals, anything unknown) into the few kinds a
 * page acts on. A feature switches on `kind` and maps `code` to its own message; it never reads
 * the SDK's error types itself.
 */
export function failureOf(error: unknown): Failure {
  if (isCareApiError(error)) {
    const code = error.errorCode ?? (error.status === 0 ? 'NETWORK_ERROR' : `HTTP_${error.status}`);
    const answered = {
      code,
      status: error.status,
      messageKey: error.errorPropKey,
      fieldErrors: error.fieldErrors,
      requestId: error.requestId,
    };
    if (error.isAborted) return failure('cancelled', 'care', error, answered);
    if (error.isSessionTimedOut) return failure('sessionTimedOut', 'care', error, answered);
    const kind = kindOfAnswer(error.status, code);
    // An answer the SDK could not read (INVALID_RESPONSE) is ours to fix, whatever its status.
    const system = error.errorType === 'SYSTEM' && kind !== 'unavailable';
    return failure(system ? 'unexpected' : kind, 'care', error, answered);
  }
  if (isServiceError(error)) {
    const answered = {
      code: error.code,
      status: error.status,
      fieldErrors: error.invalidFields,
      extras: error.extras,
      requestId: error.requestId,
    };
    // The service APIs refuse an anonymous session with 403 FORBIDDEN: a sign-in is missing.
    const kind =
      error.status === 403 && error.code === FORBIDDEN
        ? 'signInRequired'
        : kindOfAnswer(error.status, error.code);
    return failure(kind, 'service', error, answered);
  }
  if (isNetworkError(error)) {
    return failure('unavailable', 'service', error, {
      code: error.timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
    });
  }
  if (isPasskeyCeremonyError(error)) {
    const kind = error.ceremonyCode === 'aborted' ? 'cancelled' : 'refused';
    return failure(kind, 'device', error, { code: error.ceremonyCode });
  }
  if (isGenericError(error)) return failure('unexpected', 'service', error, { code: error.code });
  if (isCardTokenizerError(error)) {
    const kind =
      error.status === 0
        ? 'unavailable'
        : error.code === 'invalid_response'
          ? 'unexpected'
          : 'refused';
    return failure(kind, 'gateway', error, { code: error.code, status: error.status });
  }
  // A cancelled fetch rejects with the signal's reason, a DOMException (not an Error everywhere).
  if ((error as { name?: unknown } | null)?.name === 'AbortError') {
    return failure('cancelled', 'app', error, { code: 'ABORTED' });
  }
  return failure('unexpected', 'app', error, { code: 'UNEXPECTED' });
}

/** The kinds that are the server saying no, for a reason the page explains in its own words. */
const REFUSALS: ReadonlySet<FailureKind> = new Set([
  'refused',
  'notFound',
  'conflict',
  'rateLimited',
]);

export function isRefusal(failure: Failure): boolean {
  return REFUSALS.has(failure.kind);
}

/** The kinds where the server (or the way to it) failed, not the request: nobody said no. */
export function isServerFault(failure: Failure): boolean {
  return failure.kind === 'unavailable' || failure.kind === 'unexpected';
}
