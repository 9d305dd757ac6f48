import type { CookieJar } from '../storage/cookie-jar.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type TimerHandle = unknown;

/** Timers the SDK schedules with; tests hand in fakes so nothing waits for real time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/**
 * Everything the SDK takes from its platform. The browser and Node differ only here, so the
 * same code runs in both and in tests with fakes.
 */
export interface SdkRuntime {
  fetch: FetchLike;
  /** Long-lived storage (localStorage in the browser). */
  storage: KeyValueStorage;
  /** Cookies shared across the service's sites (document.cookie in the browser). */
  cookies: CookieJar;
  timers: Timers;
  /** The system clock, epoch milliseconds. */
  now(): number;
  /** Cryptographically random bytes. */
  randomBytes(length: number): Uint8Array;
  /** The user agent the device metadata describes. */
  userAgent: string;
  /**
   * Who holds the refresh token (ADR 023). `server-cookie` in a browser: the server keeps it in an
   * HttpOnly cookie and the SDK never sees it; the access token lives in memory only. `sdk` where
   * there are no cookies (Node, TVs): the SDK keeps both and sends X-Refresh-Token.
   */
  refreshTokenHolder: RefreshTokenHolder;
}

export type RefreshTokenHolder = 'server-cookie' | 'sdk';

export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export function cryptoRandomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** Resolves after `ms` on the runtime's timers, or rejects when `signal` aborts first. */
export function wait(timers: Timers, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(signal?.reason);
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
