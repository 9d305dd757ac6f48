import {
  REQUEST_ID_HEADER,
  requestIdOf,
  SERVICE_CONSTANTS,
  SERVICE_HEADERS,
  SESSION_ERROR_CODES,
} from '@orbit/domain';
import * as z from 'zod/mini';
import type { DomainConfigStore, ResolvedEndpoint } from '../config/domain-config-store.ts';
import { randomId } from '../runtime/random-id.ts';
import { type SdkRuntime, wait } from '../runtime/runtime.ts';
import {
  endpointUrl,
  fillHeaderTemplates,
  type HeaderTemplateValues,
  type PathParams,
  type QueryParams,
} from './endpoint-url.ts';
import { DEFAULT_RETRY, type RetrySettings, retryDelayMs, shouldRetry } from './retry-policy.ts';
import {
  genericError,
  isServiceError,
  networkError,
  type ServiceError,
  serviceErrorFromBody,
} from './sdk-errors.ts';

export interface CallOptions {
  pathParams?: PathParams;
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The caller's own key for a mutating call (a checkout's transaction id), sent as
   * `Idempotency-Key` on every attempt; without one the core makes one per call.
   */
  idempotencyKey?: string;
}

/** What the session layer lends the HTTP core. */
export interface SessionHooks {
  headerValues(): HeaderTemplateValues;
  /** After a 401: refresh the session (shared by concurrent callers); true when a call may be repeated. */
  refreshAfterUnauthorized(failed: ServiceError): Promise<boolean>;
  /** A response carried a convergence token: the next refresh must present it. */
  convergenceTokenSeen(token: string): void;
  /** The server refused our convergence token: forget it and refresh; true when a call may be repeated. */
  convergenceTokenRejected(): Promise<boolean>;
}

export interface ServiceCaller {
  call<T extends z.core.$ZodType>(
    domain: string,
    endpoint: string,
    options: CallOptions,
    schema: T,
  ): Promise<z.output<T>>;
  /** A call whose answer has no body worth reading. */
  send(domain: string, endpoint: string, options?: CallOptions): Promise<void>;
  attachSession(hooks: SessionHooks): void;
}

export interface ServiceCallerDeps {
  runtime: SdkRuntime;
  config: DomainConfigStore;
  /** The logical clock header value, `epoch,counter`, ticking once per request. */
  logicalClock?: () => string | undefined;
}

const noSession: SessionHooks = {
  headerValues: () => ({}),
  refreshAfterUnauthorized: async () => false,
  convergenceTokenSeen: () => {},
  convergenceTokenRejected: async () => false,
};

/**
 * The HTTP core of the service layer: resolves an endpoint from the domain config, sends it with
 * the headers every call carries, retries as the policy allows, and lends 401s and convergence
 * tokens to the session layer. One idempotency key per call is reused across its retries, so a
 * retried POST is never applied twice.
 */
export function createServiceCaller(deps: ServiceCallerDeps): ServiceCaller {
  const { runtime, config } = deps;
  let session = noSession;

  async function attempt(
    endpoint: ResolvedEndpoint,
    options: CallOptions,
    idempotencyKey: string,
  ): Promise<Response> {
    const { config: endpointConfig } = endpoint;
    const applicationConfig = config.config;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [SERVICE_HEADERS.traceId]: randomId(runtime.randomBytes),
      [SERVICE_HEADERS.platform]: SERVICE_CONSTANTS.platformName,
      [SERVICE_HEADERS.tenantId]: SERVICE_CONSTANTS.tenantId,
      [SERVICE_HEADERS.clientVersion]: SERVICE_CONSTANTS.clientLibraryVersion,
      ...fillHeaderTemplates(endpointConfig.headers, session.headerValues()),
      ...options.headers,
    };
    const clock = deps.logicalClock?.();
    if (clock) headers[SERVICE_HEADERS.logicalClock] = clock;
    // A browser's refresh token stays in the server's HttpOnly cookie, out of every answer.
    if (endpoint.domain === 'session' && runtime.refreshTokenHolder === 'server-cookie') {
      headers[SERVICE_HEADERS.refreshTokenDelivery] = 'cookie';
    }
    if (applicationConfig?.isTest) headers[SERVICE_HEADERS.test] = 'true';
    if (applicationConfig?.isPreview) headers[SERVICE_HEADERS.preview] = 'true';
    if (endpointConfig.method !== 'GET') headers[SERVICE_HEADERS.idempotencyKey] = idempotencyKey;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    const url = endpointUrl(
      endpoint.baseUrl,
      endpointConfig.href,
      options.pathParams,
      endpointConfig.queryParams,
      options.query,
    );
    const label = `${endpoint.domain}.${endpoint.name}`;
    const timeoutMs = endpointConfig.timeoutMs ?? 0;
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? runtime.timers.setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    try {
      return await runtime.fetch(url, {
        method: endpointConfig.method,
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw options.signal.reason;
      throw networkError(label, cause, timedOut);
    } finally {
      if (timer !== undefined) runtime.timers.clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function execute(domain: string, name: string, options: CallOptions): Promise<Response> {
    const idempotencyKey = options.idempotencyKey ?? randomId(runtime.randomBytes, 32);
    let refreshed = false;
    let convergenceRetried = false;
    let retries = 0;
    for (;;) {
      // Re-resolved each time: a refresh may have changed the config or the tokens.
      const endpoint = config.endpoint(domain, name);
      const retry: RetrySettings = endpoint.config.retry
        ? { count: endpoint.config.retry.count, baseDelayMs: endpoint.config.retry.delayMs }
        : DEFAULT_RETRY;
      const question = {
        method: endpoint.config.method,
        settings: retry,
        isTimeService: domain === 'time',
      };
      let response: Response;
      try {
        response = await attempt(endpoint, options, idempotencyKey);
      } catch (error) {
        if (
          isNetworkFailure(error) &&
          shouldRetry({
            ...question,
            outcome: { kind: 'network', timedOut: error.timedOut },
            retriesSoFar: retries,
          })
        ) {
          await wait(runtime.timers, retryDelayMs(retries++, retry), options.signal);
          continue;
        }
        throw error;
      }

      const convergenceToken = response.headers.get(SERVICE_HEADERS.convergenceToken);
      if (convergenceToken) session.convergenceTokenSeen(convergenceToken);
      if (response.ok) return response;

      const failure = serviceErrorFromBody(
        response.status,
        await readJson(response),
        `${domain}.${name}`,
        requestIdOf(response.headers.get(REQUEST_ID_HEADER)),
      );
      if (response.status === 401 && !endpoint.config.doesNotTriggerSessionRefresh && !refreshed) {
        refreshed = true;
        if (await session.refreshAfterUnauthorized(failure)) continue;
        throw failure;
      }
      if (isInvalidConvergenceToken(failure) && !convergenceRetried) {
        convergenceRetried = true;
        if (await session.convergenceTokenRejected()) continue;
        throw failure;
      }
      if (
        shouldRetry({
          ...question,
          outcome: { kind: 'status', status: response.status },
          retriesSoFar: retries,
        })
      ) {
        await wait(runtime.timers, retryDelayMs(retries++, retry), options.signal);
        continue;
      }
      throw failure;
    }
  }

  return {
    async call(domain, name, options, schema) {
      const response = await execute(domain, name, options);
      const parsed = z.safeParse(schema, await readJson(response));
      if (!parsed.success) {
        throw genericError(
          `${domain}.${name} answered in an unexpected shape`,
          'INVALID_RESPONSE',
          parsed.error,
        );
      }
      return parsed.data;
    },
    async send(domain, name, options = {}) {
      await execute(domain, name, options);
    },
    attachSession(hooks) {
      session = hooks;
    },
  };
}

function isNetworkFailure(error: unknown): error is { timedOut: boolean } {
  return (
    typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'network'
  );
}

/** A 400 whose code or description names the convergence token (spec 001 §4). */
export function isInvalidConvergenceToken(error: unknown): boolean {
  if (!isServiceError(error) || error.status !== 400) return false;
  const code = SESSION_ERROR_CODES.invalidConvergenceToken;
  return error.code === code || error.description === code;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
