import type { LightMyRequestResponse } from 'fastify';

type StoredCookie = { value: string; path: string; httpOnly: boolean };

/**
 * The cookies a browser keeps for one origin: what answers set (a cleared one goes), sent back to
 * the paths they were set for. Enough to follow HttpOnly cookies through several calls in a test.
 */
export function browserCookies() {
  const jar = new Map<string, StoredCookie>();
  return {
    /** Takes in every Set-Cookie of an answer; returns it for chaining. */
    keep(response: LightMyRequestResponse): LightMyRequestResponse {
      for (const cookie of response.cookies) {
        const expired =
          cookie.maxAge === 0 ||
          (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
        if (expired || cookie.value === '') jar.delete(cookie.name);
        else {
          jar.set(cookie.name, {
            value: cookie.value,
            path: cookie.path ?? '/',
            httpOnly: cookie.httpOnly === true,
          });
        }
      }
      return response;
    },
    /** The `cookie` header a browser sends to `url`. */
    headerFor(url: string): { cookie: string } | Record<string, never> {
      const pairs = [...jar]
        .filter(
          ([, cookie]) =>
            url === cookie.path || url.startsWith(`${cookie.path}/`) || cookie.path === '/',
        )
        .map(([name, cookie]) => `${name}=${cookie.value}`);
      return pairs.length > 0 ? { cookie: pairs.join('; ') } : {};
    },
    /** What `document.cookie` would show: the cookies that are not HttpOnly. */
    scriptVisible(): string[] {
      return [...jar].filter(([, cookie]) => !cookie.httpOnly).map(([name]) => name);
    },
    get(name: string): string | undefined {
      return jar.get(name)?.value;
    },
    set(name: string, value: string, path = '/'): void {
      jar.set(name, { value, path, httpOnly: false });
    },
  };
}

export type BrowserCookies = ReturnType<typeof browserCookies>;

/** Fetch Metadata every current browser adds to a same-origin fetch. */
export const SAME_ORIGIN_FETCH = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
