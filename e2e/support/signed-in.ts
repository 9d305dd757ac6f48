import {
  COOKIE_NAMES,
  createIdentityClient,
  createOrbitSdk,
  type FetchLike,
  memoryCookieJar,
  memoryStorage,
  type OrbitSdk,
} from '@orbit/sdk';
import type { BrowserContext } from 'playwright-core';

/** A sign-in of the demo data: its handle (email or username) and password. */
export type DemoSignIn = { handle: string; password: string };

/** The demo identity the seed creates (docs/demo-data.md). */
export const DEMO_LISTENER: DemoSignIn = {
  handle: 'listener@orbitradio.test',
  password: 'Comet-Tail-42',
};

/** An SDK in Node talking to the test server: a TV, a car, or a script signing someone in. */
export async function nodeSdk(origin: string): Promise<OrbitSdk> {
  const sdk = createOrbitSdk({
    serviceOrigin: origin,
    app: { name: 'orbit-e2e', version: '1.0.0' },
    runtime: {
      fetch: globalThis.fetch.bind(globalThis),
      storage: memoryStorage(),
      cookies: memoryCookieJar(),
    },
  });
  await sdk.loadConfig();
  await sdk.session.bootstrap();
  return sdk;
}

type ServerCookie = {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
};

/** The cookies a `Set-Cookie` line sets (a cleared one comes back with an empty value). */
function parseSetCookie(line: string): ServerCookie {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const cookie: ServerCookie = {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    path: '/',
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'path') cookie.path = value;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'samesite') {
      cookie.sameSite =
        value.toLowerCase() === 'strict'
          ? 'Strict'
          : value.toLowerCase() === 'none'
            ? 'None'
            : 'Lax';
    }
  }
  return cookie;
}

/**
 * `fetch` as the browser makes it for the web app, kept in Node: the server's HttpOnly cookies
 * (care session, refresh token) in `serverCookies`, sent back to their paths.
 */
function browserLikeFetch(serverCookies: Map<string, ServerCookie>): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    headers.set('sec-fetch-site', 'same-origin');
    const sent = [...serverCookies.values()]
      .filter(
        (cookie) =>
          url.pathname === cookie.path ||
          url.pathname.startsWith(`${cookie.path.replace(/\/$/, '')}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`);
    if (sent.length > 0) headers.set('cookie', sent.join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(line);
      if (cookie.value === '') serverCookies.delete(cookie.name);
      else serverCookies.set(cookie.name, cookie);
    }
    return response;
  };
}

/**
 * Signs a demo identity in (the listener unless another is named) through the API, not through a
 * page, as the web app would in a browser (ADR 023): a care session first, then the SDK's sign-in,
 * which links that care session to the identity and puts the refresh token in an HttpOnly cookie.
 * The returned function hands a browser context those cookies for each host, with the token-free
 * `AUTH_TOKEN` and the `DEVICE_GRANT` the web app's SDK reads: the page starts signed in.
 */
export async function signedInCookies(origin: string, who: DemoSignIn = DEMO_LISTENER) {
  const serverCookies = new Map<string, ServerCookie>();
  const fetchLikeBrowser = browserLikeFetch(serverCookies);
  const envInfo = await fetchLikeBrowser(`${origin}/services/utility/env-info`, { method: 'GET' });
  if (!envInfo.ok) throw new Error(`env-info answered ${envInfo.status}`);
  const sdk = createOrbitSdk({
    serviceOrigin: origin,
    app: { name: 'orbit-e2e', version: '1.0.0' },
    runtime: {
      fetch: fetchLikeBrowser,
      storage: memoryStorage(),
      cookies: memoryCookieJar(),
      refreshTokenHolder: 'server-cookie',
    },
  });
  await sdk.loadConfig();
  await sdk.session.bootstrap();
  await createIdentityClient(sdk).signInWithPassword(who.handle, who.password);
  const scriptCookies = [COOKIE_NAMES.authToken, COOKIE_NAMES.deviceGrant].map((name) => ({
    name,
    value: encodeURIComponent(sdk.runtime.cookies.get(name) ?? ''),
    path: '/',
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }));
  sdk.dispose();
  const cookies = [...scriptCookies, ...serverCookies.values()];
  return async (context: BrowserContext, ...origins: string[]) => {
    await context.addCookies(
      origins.flatMap((target) =>
        cookies.map(({ path, ...cookie }) => ({
          ...cookie,
          domain: new URL(target).hostname,
          path,
        })),
      ),
    );
  };
}
