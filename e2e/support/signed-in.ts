import {
  COOKIE_NAMES,
  createIdentityClient,
  createOrbitSdk,
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

/**
 * Signs a demo identity in (the listener unless another is named) through the API, not through a
 * page, and hands the browser the cookies the web app's SDK reads (`AUTH_TOKEN`, `DEVICE_GRANT`)
 * for each host: the browser starts signed in, with an access token valid for 15 minutes, so it
 * makes no refresh during a test.
 */
export async function signedInCookies(origin: string, who: DemoSignIn = DEMO_LISTENER) {
  const sdk = await nodeSdk(origin);
  await createIdentityClient(sdk).signInWithPassword(who.handle, who.password);
  const cookies = [COOKIE_NAMES.authToken, COOKIE_NAMES.deviceGrant].map((name) => ({
    name,
    value: encodeURIComponent(sdk.runtime.cookies.get(name) ?? ''),
  }));
  sdk.dispose();
  return async (context: BrowserContext, ...origins: string[]) => {
    await context.addCookies(
      origins.flatMap((target) =>
        cookies.map((cookie) => ({ ...cookie, url: target, sameSite: 'Lax' as const })),
      ),
    );
  };
}
