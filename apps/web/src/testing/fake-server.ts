import type {
  CommonConfig,
  CountryAppSettings,
  CountryConfig,
  EnvInfo,
  FeatureFlag,
  LogMessage,
  VariantConfig,
} from '@orbit/domain';
import {
  REQUEST_ID_HEADER,
  SESSION_TIMED_OUT_KEY,
  SKIP_GLOBAL_ERROR_HANDLER_HEADER,
} from '@orbit/domain';
import type { FetchLike } from '@orbit/sdk';
import { type Mock, vi } from 'vitest';

/** What a fake endpoint answers; a promise lets a test hold the answer back. */
export type FakeHandler = (request: {
  url: URL;
  init: RequestInit;
  body: unknown;
}) => Response | Promise<Response>;

export interface RecordedRequest {
  method: string;
  path: string;
  url: URL;
  init: RequestInit;
  body: unknown;
}

export interface FakeServerOptions {
  /** Flag strings in common.json. `true`/`false` are written as the strings the settings carry. */
  flags?: Partial<Record<FeatureFlag | string, boolean | string>>;
  /** Flag strings in the country's app-settings file (they override common.json). */
  countryFlags?: Partial<Record<string, string>>;
  /** Variant config files by name; any other variant answers 404. */
  variants?: Record<string, VariantConfig>;
  idleTimeoutSeconds?: number;
}

export const US_SETTINGS: CountryAppSettings = {
  country: 'us',
  apiUrl: '',
  accountCentre: {
    homeUrl: 'https://account.orbitradio.com/',
    loginUrl: 'https://account.orbitradio.com/login',
  },
  care: {
    helpUrl: 'https://care.orbitradio.com/help',
    contactUrl: 'https://care.orbitradio.com/contact',
    phone: '1-866-555-0100',
    doNotCallPhone: '1-866-555-0101',
    refreshShortCode: '555-72',
    renewalPhones: { choice: '1-866-555-0102', proactive: '1-866-555-0103' },
  },
  dotComUrl: 'https://www.orbitradio.com/',
  identityVerification: {
    studentWidgetUrl: 'https://verify.orbitradio.com/student',
    identityWidgetUrl: 'https://verify.orbitradio.com/identity',
  },
  paymentProvider: { name: 'orbit-sandbox', tokenizerUrl: '/payments/sandbox/v1/tokens' },
  featureFlags: {},
};

export const CA_SETTINGS: CountryAppSettings = {
  ...US_SETTINGS,
  country: 'ca',
  accountCentre: {
    homeUrl: 'https://account.orbitradio.ca/',
    loginUrl: 'https://account.orbitradio.ca/login',
  },
  care: {
    helpUrl: 'https://care.orbitradio.ca/help',
    contactUrl: 'https://care.orbitradio.ca/contact',
    phone: '1-877-555-0199',
    doNotCallPhone: '1-877-555-0198',
    refreshShortCode: '555-73',
    renewalPhones: { choice: '1-877-555-0197', proactive: '1-877-555-0196' },
  },
  dotComUrl: 'https://www.orbitradio.ca/',
};

export const COUNTRY_CONFIG: CountryConfig = {
  apiPath: '/services',
  apiBaseUrls: { us: '/services', ca: '/services' },
  siteUrls: { us: 'https://care.orbitradio.com', ca: 'https://care.orbitradio.ca' },
};

export function commonConfig(flags: Record<string, string>): CommonConfig {
  return {
    featureFlags: flags,
    chatProvider: {
      name: 'orbit-chat',
      url: 'https://chat.orbitradio.com/start',
      queue: 'general',
    },
    playerToken: {
      baseUrl: 'https://player.orbitradio.com',
      org: 'orbit',
      disabled: false,
      disableForBrowserUserAgentPlatforms: 'iPhone,iPad',
    },
    smartLinks: {
      playerApp: 'https://listen.orbitradio.com/app',
      playerAppStore: 'https://listen.orbitradio.com/store',
    },
    clientIds: { amazon: 'amzn-test', google: 'google-test', sdk: 'sdk-test' },
    amazonLoginUrl: 'https://amazon.test/ap/oa',
    contentManagement: {
      baseUrl: 'https://cms.orbitradio.com',
      spaceId: 'space',
      environment: 'test',
      accessToken: 'public-token',
    },
    isOem: false,
  };
}

export function envInfo(idleTimeoutSeconds = 1200): EnvInfo {
  return {
    mode: 'test',
    country: 'us',
    buildInfo: {
      tag: 'test',
      pvtTime: '2026-01-01T00:00:00.000Z',
      startedAt: '2026-01-01T00:00:00.000Z',
    },
    sessionInfo: {
      id: 'session-ref-1',
      idleTimeout: idleTimeoutSeconds,
      absoluteTimeout: 28_800,
      expiresAt: '2026-01-01T08:00:00.000Z',
    },
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function careOk(data: unknown, status = 200): Response {
  return json({ status: 'SUCCESS', httpStatusCode: status, httpStatus: 'OK', data }, status);
}

export function careError(
  status: number,
  errorCode: string,
  errorPropKey: string,
  fieldErrors: readonly { errorCode: string; fieldName?: string }[] = [],
): Response {
  return json(
    {
      error: {
        errorType: status >= 500 ? 'SYSTEM' : 'BUSINESS',
        errorCode,
        errorPropKey,
        fieldErrors,
      },
    },
    status,
  );
}

export const sessionTimedOut = () => careError(401, 'SESSION_TIMED_OUT', SESSION_TIMED_OUT_KEY);

/**
 * Stamps an answer with a request id, as the server does every answer (`req_test_000003` for the
 * third request), unless the handler set its own.
 */
function withRequestId(response: Response, sequence: number): Response {
  if (!response.headers.has(REQUEST_ID_HEADER)) {
    response.headers.set(REQUEST_ID_HEADER, `req_test_${String(sequence).padStart(6, '0')}`);
  }
  return response;
}

/** A deferred answer: the test decides when (and with what) the request completes. */
export function hold(): { handler: FakeHandler; release(response: Response): void } {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { handler: () => promise, release: (response) => resolve(response) };
}

export interface FakeEndpointOptions<Input, Answer> {
  /** What the spy is given: the request's body unless told (a path's id, say). */
  input?: (request: { url: URL; body: unknown }) => Input;
  /** How an answer is sent: a care success unless told (`json` for a service API). */
  wrap?: (answer: Answer) => Response;
}

/**
 * One endpoint of the fake server answered by a spy: the spy gets the request's body and gives
 * the call's data (sent as a care success unless `wrap` says otherwise) or a `Response`, returned
 * or thrown (a refusal: `careError(…)`). Tests replace the spy's answer (`mockResolvedValue`,
 * `mockRejectedValueOnce(careError(…))`) and read what the page sent from its calls, as from the
 * server's log. A `Response` is sent as a copy, so one refusal can answer every try.
 */
export function fakeEndpoint<Input, Answer>(
  server: FakeServer,
  route: string,
  answer: (input: Input) => Answer | Promise<Answer>,
  options: FakeEndpointOptions<Input, Answer> = {},
): Mock<(input: Input) => Promise<Answer>> {
  const spy = vi.fn(async (input: Input) => answer(input));
  const inputOf = options.input ?? ((request) => request.body as Input);
  const wrap = options.wrap ?? careOk;
  server.on(route, async (request) => {
    try {
      const answered: unknown = await spy(inputOf(request));
      return answered instanceof Response ? answered.clone() : wrap(answered as Answer);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.clone();
      throw thrown;
    }
  });
  return spy;
}

/** Whether a recorded request asked to keep its failure away from the app's global handler. */
export function skipsGlobalHandler(request: RecordedRequest | undefined): boolean {
  return new Headers(request?.init.headers).get(SKIP_GLOBAL_ERROR_HANDLER_HEADER) === 'true';
}

/**
 * A fake of the server the web app talks to: the static config files and the care calls, answered
 * in memory. Every request is recorded; any handler can be replaced with `on()`.
 */
export function createFakeServer(options: FakeServerOptions = {}) {
  const requests: RecordedRequest[] = [];
  const logMessages: LogMessage[] = [];
  const flagStrings: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.flags ?? {})) {
    if (value !== undefined) flagStrings[name] = String(value);
  }

  const handlers = new Map<string, FakeHandler>([
    ['GET /config/country.json', () => json(COUNTRY_CONFIG)],
    ['GET /config/common.json', () => json(commonConfig(flagStrings))],
    [
      'GET /config/app-settings.us.json',
      () => json({ ...US_SETTINGS, featureFlags: options.countryFlags ?? {} }),
    ],
    [
      'GET /config/app-settings.ca.json',
      () => json({ ...CA_SETTINGS, featureFlags: options.countryFlags ?? {} }),
    ],
    ['GET /services/utility/env-info', () => careOk(envInfo(options.idleTimeoutSeconds))],
    [
      'POST /services/utility/log-message',
      ({ body }) => {
        logMessages.push(body as LogMessage);
        return careOk({ id: `log-${logMessages.length}` }, 201);
      },
    ],
  ]);
  for (const [name, file] of Object.entries(options.variants ?? {})) {
    handlers.set(`GET /config/variants/${name}.json`, () => json(file));
  }

  /** A route with `{name}` segments (`DELETE /billing/v1/payment-methods/{id}`) takes any value. */
  const patternHandler = (method: string, url: URL) => {
    for (const [route, handler] of handlers) {
      if (!route.includes('{')) continue;
      const pattern = route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
      if (new RegExp(`^${pattern}$`).test(`${method} ${url.pathname}`)) return handler;
    }
    return undefined;
  };

  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path: url.pathname, url, init, body });
    const handler = handlers.get(`${method} ${url.pathname}`) ?? patternHandler(method, url);
    if (!handler) {
      const notFound = json(
        {
          code: 'NOT_FOUND',
          description: 'Not found',
          status: 404,
          invalidFields: [],
          notFoundResourceType: 'route',
          extras: {},
        },
        404,
      );
      return withRequestId(notFound, requests.length);
    }
    return withRequestId(await handler({ url, init, body }), requests.length);
  };

  return {
    fetch,
    requests,
    logMessages,
    /** Replaces the answer of `METHOD /path`. */
    on(route: string, handler: FakeHandler) {
      handlers.set(route, handler);
    },
    requestsTo(path: string) {
      return requests.filter((request) => request.path === path);
    },
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;
