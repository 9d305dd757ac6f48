import {
  careSuccessSchema,
  REQUEST_ID_HEADER,
  requestIdOf,
  SKIP_GLOBAL_ERROR_HANDLER_HEADER,
} from '@orbit/domain';
import type * as z from 'zod/mini';
import {
  type CareApiError,
  type CareApiErrorInit,
  careErrorFieldsFromBody,
  createCareApiError,
} from './care-api-error.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface CareClientOptions {
  /** The care API base, `/services` included: `/services` on this host, or `https://api.example.com/services`. */
  baseUrl: string;
  /** Defaults to the global `fetch`, looked up when a request is made. */
  fetch?: FetchLike;
  /** Called after every response with a 2xx status (the web app's inactivity timer listens here). */
  onSuccessfulResponse?: (info: { method: string; path: string; status: number }) => void;
  /**
   * Called for every failed call that did not ask to skip the global handler (nor was aborted by its
   * caller), before the call's promise rejects with the same error.
   */
  onError?: (error: CareApiError) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Keep this call's failure away from the app's global handler (no `/error` page on a 404 or
   * 500): the caller shows its own message. The skip header is sent too.
   */
  skipGlobalHandler?: boolean;
}

export interface CareRequest<T extends z.core.$ZodType> {
  method: 'GET' | 'POST';
  path: string;
  payload: T;
  body?: unknown;
  /** Extra headers, e.g. `Idempotency-Key` on purchases. */
  headers?: Record<string, string>;
  skipGlobalHandler?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

/** Sends one care request and reads its payload; the one place that speaks HTTP. */
export type CareRequester = <T extends z.core.$ZodType>(
  req: CareRequest<T>,
) => Promise<z.output<T>>;

/**
 * The care API's rules for every call (spec 000 §7–9): credentials always included, JSON both ways
 * (an upload's form excepted),
 * no automatic retry (a session-timeout answer only comes on the first try), answers checked against
 * the domain schemas, failures as {@link CareApiError}.
 */
export function createCareRequester(options: CareClientOptions): CareRequester {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  return async function request<T extends z.core.$ZodType>(
    req: CareRequest<T>,
  ): Promise<z.output<T>> {
    const skipGlobalHandler = req.skipGlobalHandler ?? false;
    const fail = (init: Omit<CareApiErrorInit, 'method' | 'path' | 'skipGlobalHandler'>) => {
      const error = createCareApiError({
        ...init,
        method: req.method,
        path: req.path,
        skipGlobalHandler,
      });
      if (!skipGlobalHandler && !error.isAborted) options.onError?.(error);
      return error;
    };

    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
    // A form (an upload) is sent as the browser encodes it: multipart, its boundary in the type.
    const isForm = typeof FormData !== 'undefined' && req.body instanceof FormData;
    if (req.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (skipGlobalHandler) headers[SKIP_GLOBAL_ERROR_HANDLER_HEADER] = 'true';

    const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${req.path}`, {
        method: req.method,
        credentials: 'include',
        headers,
        body: isForm
          ? (req.body as FormData)
          : req.body === undefined
            ? null
            : JSON.stringify(req.body),
        signal: req.signal ?? null,
      });
    } catch (cause) {
      throw fail({ status: 0, isAborted: req.signal?.aborted ?? false, cause });
    }

    const body = await readJson(response);
    const requestId = requestIdOf(response.headers.get(REQUEST_ID_HEADER));
    if (!response.ok) {
      throw fail({ status: response.status, requestId, ...careErrorFieldsFromBody(body) });
    }

    options.onSuccessfulResponse?.({ method: req.method, path: req.path, status: response.status });
    const parsed = careSuccessSchema(req.payload).safeParse(body);
    if (!parsed.success) {
      throw fail({
        status: response.status,
        requestId,
        errorType: 'SYSTEM',
        errorCode: 'INVALID_RESPONSE',
        cause: parsed.error,
      });
    }
    return (parsed.data as { data: z.output<T> }).data;
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
