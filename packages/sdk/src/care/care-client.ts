import {
  careRecoverySentSchema,
  careSuccessSchema,
  careUpdatePasswordResultSchema,
  careValidateResetKeyResultSchema,
  type EnvInfo,
  envInfoSchema,
  LOG_MESSAGE_LIMITS,
  type LogMessageInput,
  type LogMessageReceipt,
  logMessageReceiptSchema,
  logMessageSchema,
  SKIP_GLOBAL_ERROR_HANDLER_HEADER,
} from '@orbit/domain';
import type { z } from 'zod';
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
}

export interface CareClient {
  /** `GET /utility/env-info`: opens or resumes the care session and says how long it lasts. */
  getEnvInfo(options?: RequestOptions): Promise<EnvInfo>;
  /**
   * `POST /utility/log-message`, with the skip-global-handler header. Never rejects: a log that
   * cannot be written resolves to `undefined`, so logging can never break the caller's error handling.
   */
  logMessage(input: LogMessageInput): Promise<LogMessageReceipt | undefined>;
  /**
   * `POST /account/credential-recovery/password/send-email`: always `{sent: true}` (no
   * enumeration). The recovery calls skip the global error handler: their pages show the failure.
   */
  sendPasswordResetEmail(input: { username: string; langPref?: string }): Promise<{ sent: true }>;
  /** `POST /account/credential-recovery/validate-key`: INVALID_RESET_KEY, RESET_KEY_EXPIRED. */
  validateResetKey(resetKey: string): Promise<{ valid: true; maskedEmail: string | null }>;
  /** `POST /account/credential-recovery/update-password`: the key is used up; the password rules apply. */
  resetPassword(input: { resetKey: string; password: string }): Promise<{ passwordUpdated: true }>;
}

interface CareRequest<T extends z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  payload: T;
  body?: unknown;
  skipGlobalHandler?: boolean;
  signal?: AbortSignal | undefined;
}

/**
 * The typed client of the care API (`/services/...`) with the web app's rules (spec 000 §7–9):
 * credentials always included, JSON both ways, no automatic retry (a session-timeout answer only
 * comes on the first try), answers checked against the domain schemas, failures as {@link CareApiError}.
 */
export function createCareClient(options: CareClientOptions): CareClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function request<T extends z.ZodType>(req: CareRequest<T>): Promise<z.output<T>> {
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

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    if (skipGlobalHandler) headers[SKIP_GLOBAL_ERROR_HANDLER_HEADER] = 'true';

    const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${req.path}`, {
        method: req.method,
        credentials: 'include',
        headers,
        body: req.body === undefined ? null : JSON.stringify(req.body),
        signal: req.signal ?? null,
      });
    } catch (cause) {
      throw fail({ status: 0, isAborted: req.signal?.aborted ?? false, cause });
    }

    const body = await readJson(response);
    if (!response.ok) {
      throw fail({ status: response.status, ...careErrorFieldsFromBody(body) });
    }

    options.onSuccessfulResponse?.({ method: req.method, path: req.path, status: response.status });
    const parsed = careSuccessSchema(req.payload).safeParse(body);
    if (!parsed.success) {
      throw fail({
        status: response.status,
        errorType: 'SYSTEM',
        errorCode: 'INVALID_RESPONSE',
        cause: parsed.error,
      });
    }
    return (parsed.data as { data: z.output<T> }).data;
  }

  return {
    getEnvInfo: (requestOptions) =>
      request({
        method: 'GET',
        path: '/utility/env-info',
        payload: envInfoSchema,
        signal: requestOptions?.signal,
      }),

    async logMessage(input) {
      try {
        const body = logMessageSchema.parse(clampLogMessage(input));
        return await request({
          method: 'POST',
          path: '/utility/log-message',
          payload: logMessageReceiptSchema,
          body,
          skipGlobalHandler: true,
        });
      } catch {
        return undefined;
      }
    },

    sendPasswordResetEmail: (input) =>
      request({
        method: 'POST',
        path: '/account/credential-recovery/password/send-email',
        payload: careRecoverySentSchema,
        body: input,
        skipGlobalHandler: true,
      }),

    validateResetKey: (resetKey) =>
      request({
        method: 'POST',
        path: '/account/credential-recovery/validate-key',
        payload: careValidateResetKeyResultSchema,
        body: { resetKey },
        skipGlobalHandler: true,
      }),

    resetPassword: (input) =>
      request({
        method: 'POST',
        path: '/account/credential-recovery/update-password',
        payload: careUpdatePasswordResultSchema,
        body: input,
        skipGlobalHandler: true,
      }),
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

/** The server refuses over-long fields rather than cutting them; cut them here so the log still lands. */
function clampLogMessage(input: LogMessageInput): LogMessageInput {
  const clamp = (value: string | undefined, max: number) =>
    value === undefined || value.length <= max ? value : value.slice(0, max);
  return {
    ...input,
    url: clamp(input.url, LOG_MESSAGE_LIMITS.urlLength),
    message: clamp(input.message, LOG_MESSAGE_LIMITS.messageLength),
    stacktrace: clamp(input.stacktrace, LOG_MESSAGE_LIMITS.stacktraceLength),
    referrer: clamp(input.referrer, LOG_MESSAGE_LIMITS.referrerLength),
  };
}
