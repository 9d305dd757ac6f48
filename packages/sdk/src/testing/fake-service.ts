import {
  type ApplicationConfig,
  applicationConfigSchema,
  SDK_APPLICATION,
  SERVICE_DOMAINS,
} from '@orbit/domain';
import type { RefreshTokenHolder, SdkRuntime } from '../runtime/runtime.ts';
import { memoryCookieJar } from '../storage/cookie-jar.ts';
import { memoryStorage } from '../storage/key-value-storage.ts';
import { ManualTime } from './manual-time.ts';

export const FAKE_ORIGIN = 'https://api.test';

/** The application config the server would serve, built from the shared endpoint table. */
export function fakeApplicationConfig(
  overrides: Partial<ApplicationConfig> = {},
): ApplicationConfig {
  const domains: Record<string, unknown> = {};
  for (const [name, domain] of Object.entries(SERVICE_DOMAINS)) {
    domains[name] = { baseUrl: `${FAKE_ORIGIN}${domain.pathPrefix}`, endPoints: domain.endPoints };
  }
  return applicationConfigSchema.parse({
    applicationId: SDK_APPLICATION.id,
    version: SDK_APPLICATION.version,
    isTest: false,
    isPreview: false,
    domains,
    ...overrides,
  });
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeAnswer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | 'network-error';
export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A fake service: answers requests by `METHOD /path` with handlers a test sets, records every
 * request, and provides a runtime with memory storage and manual time.
 */
export class FakeService {
  readonly time = new ManualTime();
  readonly requests: RecordedRequest[] = [];
  private readonly handlers = new Map<string, FakeHandler[]>();
  readonly runtime: SdkRuntime;

  constructor(options: { refreshTokenHolder?: RefreshTokenHolder } = {}) {
    let counter = 0;
    this.runtime = {
      fetch: (input, init) => this.fetch(input, init),
      storage: memoryStorage(),
      cookies: memoryCookieJar(),
      timers: this.time,
      now: this.time.now,
      randomBytes: (length) => Uint8Array.from({ length }, () => (counter++ * 37 + 11) % 256),
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0.0.0 Safari/537.36',
      refreshTokenHolder: options.refreshTokenHolder ?? 'sdk',
    };
  }

  /** Answers `METHOD /path` (path without origin or query). Later `on` calls queue up: each answers once, the last repeats. */
  on(route: string, handler: FakeHandler | FakeAnswer): this {
    const list = this.handlers.get(route) ?? [];
    list.push(typeof handler === 'function' ? handler : () => handler);
    this.handlers.set(route, list);
    return this;
  }

  /** Replaces whatever answered `route` before. */
  only(route: string, handler: FakeHandler | FakeAnswer): this {
    this.handlers.delete(route);
    return this.on(route, handler);
  }

  count(route: string): number {
    return this.requests.filter((request) => `${request.method} ${request.path}` === route).length;
  }

  private async fetch(input: string, init: RequestInit): Promise<Response> {
    const url = new URL(input);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      headers[name.toLowerCase()] = value;
    }
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    this.requests.push(request);
    const route = `${request.method} ${request.path}`;
    const list = this.handlers.get(route);
    const handler = list && (list.length > 1 ? list.shift() : list[0]);
    if (!handler)
      return jsonResponse(404, { code: 'NOT_FOUND', description: `no fake for ${route}` });
    const answer = await handler(request);
    if (answer === 'network-error') throw new TypeError('fetch failed');
    return jsonResponse(answer.status, answer.body, answer.headers);
  }
}

function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

let tokenCounter = 0;

/** A session as the server would answer it, expiring relative to `nowMs`. */
export function fakeSession(
  nowMs: number,
  overrides: Partial<Record<string, unknown>> = {},
): Record<string, unknown> {
  tokenCounter++;
  return {
    sessionType: 'anonymous',
    accessToken: `access-${tokenCounter}`,
    accessTokenId: `at_${tokenCounter}`,
    refreshToken: `refresh-${tokenCounter}`,
    accessTokenExpiresAt: new Date(nowMs + 15 * 60_000).toISOString(),
    refreshTokenExpiresAt: new Date(nowMs + 30 * 24 * 3_600_000).toISOString(),
    entitlementHash: `hash-${tokenCounter}`,
    location: null,
    ...overrides,
  };
}

export function fakeDeviceGrant(nowMs: number, overrides: Partial<Record<string, unknown>> = {}) {
  tokenCounter++;
  return {
    deviceId: 'dev_1',
    grant: `grant-${tokenCounter}`,
    grantVersion: 'v2',
    grantExpiresAt: new Date(nowMs + 24 * 3_600_000).toISOString(),
    refreshGrant: `refresh-grant-${tokenCounter}`,
    refreshGrantExpiresAt: new Date(nowMs + 365 * 24 * 3_600_000).toISOString(),
    ...overrides,
  };
}
