import type { FetchLike } from '@orbit/sdk';
import type { App } from '../app.ts';
import type { BrowserCookies } from './browser-cookies.ts';
import { browserCookies, SAME_ORIGIN_FETCH } from './browser-cookies.ts';

/**
 * `fetch` as a browser page of the server's own origin makes it: the HttpOnly cookies the server
 * set (kept in `cookies`, out of the SDK's reach) go back with each call to their path, answers'
 * cookies are taken in, and Fetch Metadata says same-origin. Served in-process by `app.inject`.
 */
export function browserFetch(app: App, cookies: BrowserCookies, requests?: string[]): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    requests?.push(`${init.method ?? 'GET'} ${url.pathname}`);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let payload: string | Buffer | undefined =
      typeof init.body === 'string' ? init.body : undefined;
    if (init.body instanceof FormData) {
      // Encoded as fetch encodes a form: multipart, with its boundary in the content type.
      const encoded = new Request(url, { method: 'POST', body: init.body });
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
      payload = Buffer.from(await encoded.arrayBuffer());
    }
    const answer = cookies.keep(
      await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { ...headers, ...SAME_ORIGIN_FETCH, ...cookies.headerFor(url.pathname) },
        ...(payload !== undefined ? { payload } : {}),
      }),
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      // What a script sees of an answer: never its Set-Cookie.
      if (name === 'set-cookie' || value === undefined) continue;
      responseHeaders.set(name, String(value));
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * A browser page's `fetch` with a visitor's care session: begun by env-info, stored by its first
 * call that needs it (ADR 027), as the SDK's care calls find it.
 */
export async function browserWithCareSession(app: App, origin: string): Promise<FetchLike> {
  const fetch = browserFetch(app, browserCookies());
  await fetch(`${origin}/services/utility/env-info`, { method: 'GET' });
  await fetch(`${origin}/services/authenticate/validate-login`, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  return fetch;
}
