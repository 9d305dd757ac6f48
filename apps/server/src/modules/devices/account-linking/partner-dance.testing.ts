import { accountLinkAnswerResultSchema, SANDBOX_GOOGLE_CLIENT_ID } from '@orbit/domain';
import type { LightMyRequestResponse } from 'fastify';
import * as oauth from 'oauth4webapi';
import { expect } from 'vitest';
import type { App } from '../../../app.ts';
import { browserCookies } from '../../../testing/browser-cookies.ts';
import { careData } from '../../../testing/care-caller.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { SANDBOX_GOOGLE_SECRET, sandboxGooglePartner } from './partner-clients.ts';

/**
 * The account-linking dance in a server test: a partner driven by a real OAuth client library
 * (oauth4webapi, the base of openid-client) and a customer's browser (a cookie jar following
 * redirects), both served in-process by `app.inject` on the public URL's host.
 */

/** `fetch` for the OAuth client library (and the server's partner calls), answered by the app itself. */
export function injectedFetch(app: App): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), host: url.host },
      ...(typeof init?.body === 'string' || init?.body instanceof URLSearchParams
        ? { payload: String(init.body) }
        : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    return new Response(answer.rawPayload.length ? new Uint8Array(answer.rawPayload) : null, {
      status: answer.statusCode,
      headers,
    });
  }) as typeof fetch;
}

/** A partner as the tests configure it: its client id, secret (none: PKCE only), redirect URI. */
export type PartnerSetup = { clientId: string; secret?: string; redirectUri: string };

/** The sandbox Google as a partner: discovery, the authorization URL, the token calls. */
export async function sandboxPartner(testApp: TestApp, setup?: PartnerSetup) {
  const { app, config } = testApp;
  const options = {
    [oauth.customFetch]: injectedFetch(app),
    [oauth.allowInsecureRequests]: true,
  };
  const issuer = new URL(config.accountLinking.issuer);
  const as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, options),
  );
  const partner = setup ?? {
    clientId: SANDBOX_GOOGLE_CLIENT_ID,
    secret: SANDBOX_GOOGLE_SECRET,
    redirectUri: sandboxGooglePartner(config.publicUrl).redirectUris[0] ?? '',
  };
  const client: oauth.Client = { client_id: partner.clientId };
  const clientAuth = partner.secret ? oauth.ClientSecretPost(partner.secret) : oauth.None();
  const { redirectUri } = partner;

  return {
    as,
    redirectUri,
    /** A new authorization request: its URL, and the state and verifier the partner keeps. */
    async authorization(overrides: Record<string, string> = {}) {
      const verifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const url = new URL(as.authorization_endpoint ?? '');
      const parameters = {
        client_id: partner.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'listening account_status',
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ...overrides,
      };
      for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
      return { url, state, verifier };
    },
    /** The code of the redirect the browser was sent to, checked as the partner checks it. */
    codeOf(location: string, state: string): URLSearchParams {
      return oauth.validateAuthResponse(as, client, new URL(location), state);
    },
    async exchange(parameters: URLSearchParams, verifier: string) {
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        parameters,
        redirectUri,
        verifier,
        options,
      );
      return oauth.processAuthorizationCodeResponse(as, client, response);
    },
    async refresh(refreshToken: string) {
      const response = await oauth.refreshTokenGrantRequest(
        as,
        client,
        clientAuth,
        refreshToken,
        options,
      );
      return oauth.processRefreshTokenResponse(as, client, response);
    },
    async revoke(token: string) {
      const response = await oauth.revocationRequest(as, client, clientAuth, token, options);
      await oauth.processRevocationResponse(response);
    },
  };
}

export type SandboxPartner = Awaited<ReturnType<typeof sandboxPartner>>;

/** The OAuth error a token call was refused with (`invalid_grant`…). */
export async function oauthRefusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) return error.error;
    throw error;
  }
  throw new Error('the call was not refused');
}

/** A customer's browser on the public URL's host: one cookie jar, redirects followed by hand. */
export function customerBrowser(testApp: TestApp) {
  const { app, config } = testApp;
  const host = new URL(config.publicUrl).host;
  const cookies = browserCookies();
  const send = async (method: 'GET' | 'POST', target: string, payload?: object) => {
    const url = new URL(target, config.publicUrl);
    return cookies.keep(
      await app.inject({
        method,
        url: `${url.pathname}${url.search}`,
        headers: { host, ...cookies.headerFor(url.pathname) },
        ...(payload ? { payload } : {}),
      }),
    );
  };
  return {
    cookies,
    get: (target: string) => send('GET', target),
    post: (target: string, payload: object) => send('POST', target, payload),
    /** Begins a care session and signs in with a password on it. */
    async signIn(username: string, password: string) {
      await send('GET', '/services/utility/env-info');
      const login = await send('POST', '/services/authenticate/login', {
        token: { username, password },
        keepMeSignedIn: false,
      });
      expect(login.statusCode, login.body).toBe(200);
    },
  };
}

export type CustomerBrowser = ReturnType<typeof customerBrowser>;

export function locationOf(response: LightMyRequestResponse): string {
  expect([302, 303], response.body).toContain(response.statusCode);
  return String(response.headers.location);
}

/** The interaction id of the consent page the provider sent the browser to. */
export function consentUidOf(response: LightMyRequestResponse): string {
  const location = new URL(locationOf(response), 'http://consent.invalid');
  expect(location.pathname).toBe('/subscribe/linking/consent');
  return location.searchParams.get('uid') ?? '';
}

/** The customer answers the consent page; the browser follows on to the partner's redirect. */
export async function answerConsent(
  browser: CustomerBrowser,
  uid: string,
  approve: boolean,
): Promise<string> {
  const answer = await browser.post('/services/account-linking/request', { uid, approve });
  const { redirectTo } = careData(answer, accountLinkAnswerResultSchema);
  return locationOf(await browser.get(redirectTo));
}
