import { SANDBOX_GOOGLE_CLIENT_ID } from '@orbit/domain';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import type { App } from '../../../platform/http/app-instance.ts';
import { escapeHtml } from '../../../platform/http/escape-html.ts';
import type { LinkingDeps } from './linking-provider.ts';
import { SANDBOX_GOOGLE_SECRET, sandboxGooglePartner } from './partner-clients.ts';

const SANDBOX_PATH = '/dev/partners/google';
const FLOW_COOKIE = 'sandbox_google_flow';
/** Where the flow ends for the customer: our own success page (a real partner shows its app). */
const SUCCESS_PAGE = '/subscribe/linking/device-link-google/success';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The provider as the sandbox partner sees it, over HTTP like any partner (plain http in dev). */
async function authorizationServer(issuer: string) {
  const url = new URL(issuer);
  const response = await oauth.discoveryRequest(url, { [oauth.allowInsecureRequests]: true });
  return oauth.processDiscoveryResponse(url, response);
}

const flowSchema = z.object({ state: z.string(), verifier: z.string() });

/**
 * The sandbox "Google" of development and tests (never production): what the Google Home app
 * does when a customer links Orbit Radio, with a real OAuth client library. `/dev/partners/google`
 * offers the link; `start` sends the browser to our authorization endpoint with PKCE and a
 * state kept in a cookie; `callback` checks the state, trades the code for tokens at our token
 * endpoint with the partner's secret, and sends the customer to the success page.
 */
export function registerSandboxGoogleRoutes(app: App, deps: LinkingDeps): void {
  const partner = sandboxGooglePartner(deps.config.publicUrl);
  const redirectUri = partner.redirectUris[0] ?? '';
  const client: oauth.Client = { client_id: SANDBOX_GOOGLE_CLIENT_ID };
  const hidden = { schema: { hide: true } };

  app.get(SANDBOX_PATH, hidden, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Google Home (sandbox)',
          `<p>This stands for the Google Home app in development and tests.</p><p><a href="${SANDBOX_PATH}/start">Link Orbit Radio</a></p>`,
        ),
      ),
  );

  app.get(`${SANDBOX_PATH}/start`, hidden, async (_request, reply) => {
    const as = await authorizationServer(deps.config.accountLinking.issuer);
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = new URL(as.authorization_endpoint ?? '');
    url.searchParams.set('client_id', SANDBOX_GOOGLE_CLIENT_ID);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', partner.scopes.join(' '));
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return reply
      .setCookie(FLOW_COOKIE, JSON.stringify({ state, verifier }), {
        path: SANDBOX_PATH,
        httpOnly: true,
        sameSite: 'lax',
      })
      .redirect(url.href, 303);
  });

  app.get(`${SANDBOX_PATH}/callback`, hidden, async (request, reply) => {
    const flow = flowSchema.safeParse(JSON.parse(request.cookies[FLOW_COOKIE] ?? 'null'));
    reply.clearCookie(FLOW_COOKIE, { path: SANDBOX_PATH }).type('text/html; charset=utf-8');
    const startAgain = `<p><a href="${SANDBOX_PATH}">Start again</a></p>`;
    if (!flow.success) return reply.code(400).send(page('No link in progress', startAgain));
    const as = await authorizationServer(deps.config.accountLinking.issuer);
    const current = new URL(request.url, deps.config.publicUrl);
    let parameters: URLSearchParams;
    try {
      parameters = oauth.validateAuthResponse(as, client, current, flow.data.state);
    } catch (error) {
      const why = error instanceof oauth.AuthorizationResponseError ? error.error : 'invalid';
      return reply
        .code(400)
        .send(page('Orbit Radio was not linked', `<p>${escapeHtml(why)}</p>${startAgain}`));
    }
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(SANDBOX_GOOGLE_SECRET),
      parameters,
      redirectUri,
      flow.data.verifier,
      { [oauth.allowInsecureRequests]: true },
    );
    await oauth.processAuthorizationCodeResponse(as, client, response);
    return reply.redirect(SUCCESS_PAGE, 303);
  });
}
