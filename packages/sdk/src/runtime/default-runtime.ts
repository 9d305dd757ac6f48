import { documentCookieJar, memoryCookieJar } from '../storage/cookie-jar.ts';
import { browserStorage, memoryStorage } from '../storage/key-value-storage.ts';
import { cryptoRandomBytes, globalTimers, type SdkRuntime } from './runtime.ts';

/**
 * The runtime of the platform the SDK finds itself on: in a browser, `document.cookie` and
 * `localStorage`, the refresh token in the server's HttpOnly cookie; in Node, memory, the refresh
 * token held by the SDK. Any part can be replaced.
 */
export function defaultRuntime(overrides: Partial<SdkRuntime> = {}): SdkRuntime {
  const inBrowser = typeof document !== 'undefined' && typeof window !== 'undefined';
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    storage: (inBrowser ? browserStorage() : undefined) ?? memoryStorage(),
    cookies: inBrowser ? documentCookieJar(document) : memoryCookieJar(),
    timers: globalTimers,
    now: () => Date.now(),
    randomBytes: cryptoRandomBytes,
    userAgent:
      typeof navigator !== 'undefined' ? navigator.userAgent : `Node.js/${process.version}`,
    refreshTokenHolder: inBrowser ? 'server-cookie' : 'sdk',
    ...overrides,
  };
}
