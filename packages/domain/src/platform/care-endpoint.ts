import type * as z from 'zod/mini';

/**
 * Who may make a care call. The server checks it before the call's handler runs; the rows of
 * `CARE_ENDPOINTS` say which one each call needs.
 * - `open`: anyone, with or without a care session (env-info starts one; log-message and logout
 *   work without).
 * - `care-session`: a live care session, anonymous or signed in (401 SESSION_TIMED_OUT, the
 *   timeout modal's key, otherwise).
 * - `signed-in`: a care session signed in to a login (401 UNAUTHENTICATED_CUSTOMER otherwise).
 * - `identified`: on one of the caller's accounts, as its signed-in owner or as a session that
 *   identified the account and proved last name, phone and zip (403 VERIFICATION_REQUIRED before
 *   the proof; 401 UNAUTHENTICATED_CUSTOMER when neither; 404 ACCOUNT_NOT_FOUND for an account
 *   that is not the caller's).
 * - `account-owner`: on one of the caller's accounts, as its signed-in owner only (401
 *   UNAUTHENTICATED_CUSTOMER otherwise, an identified session included; 404 ACCOUNT_NOT_FOUND).
 * - `student-reviewer`: a signed-in login holding the STUDENT_REVIEWER role (401
 *   UNAUTHENTICATED_CUSTOMER when not signed in, 403 FORBIDDEN for any other login; ADR 065).
 * - `operator`: a signed-in login holding the OPERATOR role, who watches the scheduler's jobs
 *   (401 when not signed in, 403 FORBIDDEN for any other login; ADR 074).
 */
export const CARE_ACCESS_LEVELS = [
  'open',
  'care-session',
  'signed-in',
  'identified',
  'account-owner',
  'student-reviewer',
  'operator',
] as const;
export type CareAccess = (typeof CARE_ACCESS_LEVELS)[number];

/** Where the care API sits on the server: every row's path is below it. */
export const CARE_API_PATH = '/services';

/** The header a care call's replay protection is keyed on (the checkout's transaction id). */
export const CARE_IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

type Schema = z.core.$ZodType;

interface CareEndpointShape {
  /**
   * Below the care API's base (`/services`), so the server registers `/services` + path. A
   * `:name` segment is a path parameter, validated by `params` (an object with one key per name).
   */
  path: `/${string}`;
  params?: Schema;
  /** The envelope's `data` on success (`{ status, httpStatusCode, httpStatus, data }`). */
  response: Schema;
  access: CareAccess;
}

/** A read: its input is the query string (and any path parameters). */
export interface CareGetEndpoint extends CareEndpointShape {
  method: 'GET';
  query?: Schema;
}

/** Everything else: its input is the JSON body (and any path parameters). */
export interface CarePostEndpoint extends CareEndpointShape {
  method: 'POST';
  body?: Schema;
  /**
   * The dotted path of the body field whose value is sent as the `Idempotency-Key` header (and
   * that the server requires to equal it): the same key with the same body answers the first
   * answer again instead of doing the work twice.
   */
  idempotencyKey?: string;
  /**
   * The call is sent as `multipart/form-data`: `body` describes its text fields, and the file
   * goes in the part named `fileField` (an upload; ADR 065). Not with `idempotencyKey`.
   */
  multipart?: { fileField: string };
}

/** One care call: its path and method, its schemas, who may make it and whether it is idempotent. */
export type CareEndpoint = CareGetEndpoint | CarePostEndpoint;

/** One capability's care calls, by the name the SDK gives each call. */
export type CareEndpointTable = Readonly<Record<string, CareEndpoint>>;

/**
 * How a care call is described in the OpenAPI document. Kept apart from the rows (in the same
 * file, as a second export) because the web app bundles the rows: the prose stays on the server.
 * Write it with strings and templates only: a function call in it (even `.replace`) would make
 * the bundler keep the unused docs in the web app.
 */
export interface CareEndpointDoc {
  /** The OpenAPI tag the call is listed under (`care account`, `care billing`…). */
  tag: string;
  summary: string;
  /** The rules and refusals, by error code. */
  description?: string;
  /** The HTTP statuses of the care error answers the call may give (besides 500). */
  errors: readonly number[];
}

/** The description of every call of `T`: one entry per row, checked by the compiler. */
export type CareEndpointDocs<T extends CareEndpointTable> = {
  readonly [K in keyof T]: CareEndpointDoc;
};

/** The names of a path's `:name` parameters, in order. */
export function carePathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The value at a dotted path of a request body (`paymentInfo.transactionId`), if any. */
export function bodyFieldAt(body: unknown, fieldPath: string): unknown {
  let value: unknown = body;
  for (const key of fieldPath.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
