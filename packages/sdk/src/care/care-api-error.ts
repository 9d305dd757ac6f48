import {
  type CareErrorType,
  type CareFieldError,
  careErrorBodySchema,
  SESSION_TIMED_OUT_KEY,
} from '@orbit/domain';

/**
 * A failed care API call, as every caller sees it: the HTTP status (0 when the request never got
 * an answer), the care error fields when the server sent them, and the two facts the web app acts
 * on (`isSessionTimedOut`, `isNetworkError`).
 *
 * It is a plain `Error` carrying a brand, so recognise it with {@link isCareApiError}, never
 * `instanceof` (two copies of the SDK, or an error crossing a realm, would defeat `instanceof`).
 */
export interface CareApiError extends Error {
  readonly name: 'CareApiError';
  /** HTTP status; 0 for a network failure or an aborted request. */
  readonly status: number;
  readonly errorType: CareErrorType | undefined;
  readonly errorCode: string | undefined;
  readonly errorPropKey: string | undefined;
  readonly fieldErrors: readonly CareFieldError[];
  readonly isSessionTimedOut: boolean;
  readonly isNetworkError: boolean;
  /** The caller cancelled the request (its AbortSignal fired); nobody else needs to hear of it. */
  readonly isAborted: boolean;
  /** The request asked to bypass the app's global error handling (the skip header). */
  readonly skipGlobalHandler: boolean;
  readonly method: string;
  /** Path of the request below the API base, e.g. `/utility/env-info`. */
  readonly path: string;
  /**
   * The server's id of the request (its `x-request-id`), when an answer came: the reference a
   * customer can quote and the key to the server's log of it.
   */
  readonly requestId: string | undefined;
}

/** Marks the errors this SDK makes; `Symbol.for` so that two copies of the SDK still agree. */
const CARE_API_ERROR_BRAND = Symbol.for('orbit.sdk.CareApiError');

export function isCareApiError(value: unknown): value is CareApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[CARE_API_ERROR_BRAND] === true
  );
}

export interface CareApiErrorInit {
  status: number;
  method: string;
  path: string;
  skipGlobalHandler: boolean;
  errorType?: CareErrorType | undefined;
  errorCode?: string | undefined;
  errorPropKey?: string | undefined;
  fieldErrors?: readonly CareFieldError[] | undefined;
  isAborted?: boolean;
  requestId?: string | undefined;
  cause?: unknown;
}

export function createCareApiError(init: CareApiErrorInit): CareApiError {
  const code = init.errorCode ?? (init.status === 0 ? 'NETWORK_ERROR' : `HTTP_${init.status}`);
  const error = new Error(`${init.method} ${init.path} failed: ${init.status} ${code}`, {
    cause: init.cause,
  });
  return Object.assign(error, {
    name: 'CareApiError' as const,
    [CARE_API_ERROR_BRAND]: true as const,
    status: init.status,
    errorType: init.errorType,
    errorCode: init.errorCode,
    errorPropKey: init.errorPropKey,
    fieldErrors: init.fieldErrors ?? [],
    isSessionTimedOut: init.errorPropKey === SESSION_TIMED_OUT_KEY,
    isNetworkError: init.status === 0 && !init.isAborted,
    isAborted: init.isAborted ?? false,
    skipGlobalHandler: init.skipGlobalHandler,
    method: init.method,
    path: init.path,
    requestId: init.requestId,
  });
}

/** Reads a care error body (`{ error: { errorType, errorCode, errorPropKey, fieldErrors } }`) if there is one. */
export function careErrorFieldsFromBody(
  body: unknown,
): Pick<CareApiErrorInit, 'errorType' | 'errorCode' | 'errorPropKey' | 'fieldErrors'> {
  const parsed = careErrorBodySchema.safeParse(body);
  if (parsed.success) return parsed.data.error;
  // A body that is not quite the care shape may still name the session timeout or a code.
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const inner = (body as { error: unknown }).error;
    if (typeof inner === 'object' && inner !== null) {
      const { errorCode, errorPropKey } = inner as Record<string, unknown>;
      return {
        errorCode: typeof errorCode === 'string' ? errorCode : undefined,
        errorPropKey: typeof errorPropKey === 'string' ? errorPropKey : undefined,
      };
    }
  }
  return {};
}
