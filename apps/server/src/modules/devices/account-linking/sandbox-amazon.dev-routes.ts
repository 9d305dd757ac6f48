import { randomBytes } from 'node:crypto';
import {
  ALEXA_ACCOUNT_LINKING_SCOPE,
  PARTNER_API_PATH,
  SANDBOX_ALEXA_CLIENT_ID,
} from '@orbit/domain';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import { SANDBOX_AMAZON_PATH } from '../../../platform/env/amazon-settings.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { escapeHtml } from '../../../platform/http/escape-html.ts';
import { noStore } from '../../../platform/http/no-store.ts';
import type { LinkingDeps } from './linking-provider.ts';
import { SANDBOX_ALEXA_SECRET, sandboxAlexaPartner } from './partner-clients.ts';
import {
  SANDBOX_AMAZON_USERS,
  type SandboxAmazonUser,
  sandboxAmazonUser,
} from './sandbox-amazon-users.ts';

const CODE_TTL_MS = 5 * 60 * 1000;

/** A link the sandbox Alexa holds: our provider's tokens for one Amazon user. */
type AlexaLink = { accessToken: string; refreshToken: string; scope: string; linkedAt: Date };

/**
 * What the sandbox Amazon remembers, in memory (it is a development and test stand-in): the
 * Login with Amazon codes and access tokens it issued, and the links its Alexa holds.
 */
function sandboxMemory() {
  return {
    codes: new Map<string, { user: SandboxAmazonUser; redirectUri: string; expiresAt: number }>(),
    accessTokens: new Map<string, SandboxAmazonUser>(),
    links: new Map<string, AlexaLink>(),
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const loginQuerySchema = z.object({
  client_id: z.string(),
  scope: z.string(),
  response_type: z.literal('code'),
  state: z.string().min(1),
  redirect_uri: z.string(),
});
const loginAnswerSchema = loginQuerySchema.extend({
  user: z.string().optional(),
  answer: z.enum(['allow', 'cancel']),
});
const tokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string(),
  redirect_uri: z.string(),
  client_id: z.string(),
  client_secret: z.string(),
});
const enablementSchema = z.object({
  stage: z.enum(['development', 'live']),
  accountLinkRequest: z.object({
    redirectUri: z.string(),
    authCode: z.string(),
    type: z.literal('AUTH_CODE'),
  }),
});

/** The partner API calls the sandbox Alexa makes (`/partners/v1/me/<call>`). */
const PARTNER_CALLS = new Set(['account-status', 'listening']);

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/**
 * The sandbox Amazon of development and tests (never production; ADR 076), in Amazon's
 * contract: Login with Amazon's authorization page (the popup: pick a sandbox Amazon user, allow
 * or cancel) and token endpoint, and Alexa's skill-enablement API — whose Alexa redeems the
 * code it is handed at our `/oauth/token` with its secret, as the real one does, and keeps the
 * tokens. `links/refresh` lets a test show a kept link still works (or, once revoked, not).
 */
export function registerSandboxAmazonRoutes(app: App, deps: LinkingDeps): void {
  const settings = deps.config.accountLinking.amazon;
  const memory = sandboxMemory();
  const partnerFetch = deps.partnerFetch ?? fetch;
  const alexaClient: oauth.Client = { client_id: SANDBOX_ALEXA_CLIENT_ID };
  const alexaAuth = oauth.ClientSecretBasic(SANDBOX_ALEXA_SECRET);
  const requestOptions = {
    [oauth.customFetch]: partnerFetch,
    [oauth.allowInsecureRequests]: true,
  };
  const hidden = { schema: { hide: true } };

  async function orbitProvider() {
    const issuer = new URL(deps.config.accountLinking.issuer);
    return oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, requestOptions),
    );
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    /** The popup: who signs in to Amazon, and whether they allow Orbit Radio. */
    scope.get(`${SANDBOX_AMAZON_PATH}/ap/oa`, hidden, async (request, reply) => {
      noStore(reply);
      reply.type('text/html; charset=utf-8');
      const query = loginQuerySchema.safeParse(request.query);
      const known =
        query.success &&
        query.data.client_id === settings.clientId &&
        query.data.scope === ALEXA_ACCOUNT_LINKING_SCOPE &&
        settings.redirectUris.includes(query.data.redirect_uri);
      if (!query.success || !known) {
        return reply
          .code(400)
          .send(page('Amazon (sandbox)', '<p>This sign-in request is not valid.</p>'));
      }
      const hiddenFields = Object.entries(query.data)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      const users = SANDBOX_AMAZON_USERS.map(
        (user, index) =>
          `<p><label><input type="radio" name="user" value="${escapeHtml(user.id)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(user.name)} (${escapeHtml(user.email)})</label></p>`,
      ).join('');
      return reply.send(
        page(
          'Amazon (sandbox): sign in',
          `<p>This stands for Login with Amazon in development and tests. Orbit Radio asks to link your Alexa account.</p><form method="post" action="${SANDBOX_AMAZON_PATH}/ap/oa">${hiddenFields}<fieldset><legend>Sign in as</legend>${users}</fieldset><p><button type="submit" name="answer" value="allow">Allow</button> <button type="submit" name="answer" value="cancel">Cancel</button></p></form>`,
        ),
      );
    });

    scope.post(`${SANDBOX_AMAZON_PATH}/ap/oa`, hidden, async (request, reply) => {
      const answer = loginAnswerSchema.safeParse(request.body);
      if (!answer.success || !settings.redirectUris.includes(answer.data.redirect_uri)) {
        return reply.code(400).type('text/html; charset=utf-8').send(page('Amazon (sandbox)', ''));
      }
      const back = new URL(answer.data.redirect_uri);
      back.searchParams.set('state', answer.data.state);
      const user = sandboxAmazonUser(answer.data.user ?? '');
      if (answer.data.answer === 'cancel' || !user) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user cancelled the sign-in.');
        return reply.redirect(back.href, 303);
      }
      const code = token('ANsandbox');
      memory.codes.set(code, {
        user,
        redirectUri: answer.data.redirect_uri,
        expiresAt: deps.clock().getTime() + CODE_TTL_MS,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', ALEXA_ACCOUNT_LINKING_SCOPE);
      return reply.redirect(back.href, 303);
    });

    scope.post(`${SANDBOX_AMAZON_PATH}/auth/o2/token`, hidden, async (request, reply) => {
      noStore(reply);
      const asked = tokenRequestSchema.safeParse(request.body);
      if (
        !asked.success ||
        asked.data.client_id !== settings.clientId ||
        asked.data.client_secret !== settings.clientSecret
      ) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      const issued = memory.codes.get(asked.data.code);
      memory.codes.delete(asked.data.code);
      if (
        !issued ||
        issued.expiresAt <= deps.clock().getTime() ||
        issued.redirectUri !== asked.data.redirect_uri
      ) {
        return reply.code(400).send({ error: 'invalid_grant' });
      }
      if (issued.user.outcome === 'partnerDown') {
        return reply.code(503).send({ error: 'ServiceUnavailable' });
      }
      const accessToken = token('Atza|sandbox');
      memory.accessTokens.set(accessToken, issued.user);
      return reply.send({
        access_token: accessToken,
        refresh_token: token('Atzr|sandbox'),
        token_type: 'bearer',
        expires_in: 3600,
      });
    });

    scope.post(
      `${SANDBOX_AMAZON_PATH}/v1/users/~current/skills/:skillId/enablement`,
      hidden,
      async (request, reply) => {
        noStore(reply);
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        const user = memory.accessTokens.get(bearer);
        if (!user) return reply.code(401).send({ message: 'Invalid access token' });
        const { skillId } = request.params as { skillId: string };
        const body = enablementSchema.safeParse(request.body);
        if (!body.success || skillId !== settings.skillId) {
          return reply.code(400).send({ message: 'Invalid enablement request' });
        }
        if (user.outcome === 'skillRefused') {
          return reply.code(403).send({ message: 'The skill cannot be enabled for this user' });
        }
        // Alexa redeems the code at the skill's token endpoint (ours), with its secret.
        const { authCode, redirectUri } = body.data.accountLinkRequest;
        const as = await orbitProvider();
        let tokens: oauth.TokenEndpointResponse;
        try {
          const params = oauth.validateAuthResponse(
            as,
            alexaClient,
            new URLSearchParams({ code: authCode, iss: as.issuer }),
            oauth.skipStateCheck,
          );
          const response = await oauth.authorizationCodeGrantRequest(
            as,
            alexaClient,
            alexaAuth,
            params,
            redirectUri,
            oauth.nopkce,
            requestOptions,
          );
          tokens = await oauth.processAuthorizationCodeResponse(as, alexaClient, response);
        } catch {
          return reply.code(400).send({ message: 'Account linking failed: code not accepted' });
        }
        memory.links.set(user.id, {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? '',
          scope: tokens.scope ?? '',
          linkedAt: deps.clock(),
        });
        return reply.code(201).send({
          skill: { stage: body.data.stage, id: skillId },
          user: { id: user.id },
          accountLink: { status: 'LINKED' },
          status: 'ENABLED',
        });
      },
    );

    /** The sandbox Alexa uses a kept link: one refresh at our token endpoint (rotating it). */
    scope.post(
      `${SANDBOX_AMAZON_PATH}/alexa/links/:userId/refresh`,
      hidden,
      async (request, reply) => {
        noStore(reply);
        const { userId } = request.params as { userId: string };
        const link = memory.links.get(userId);
        if (!link) return reply.code(404).send({ linked: false });
        const as = await orbitProvider();
        try {
          const response = await oauth.refreshTokenGrantRequest(
            as,
            alexaClient,
            alexaAuth,
            link.refreshToken,
            requestOptions,
          );
          const tokens = await oauth.processRefreshTokenResponse(as, alexaClient, response);
          memory.links.set(userId, {
            ...link,
            accessToken: tokens.access_token,
            refreshToken: tokens.refresh_token ?? link.refreshToken,
          });
          return reply.send({ linked: true, scope: tokens.scope ?? link.scope });
        } catch {
          return reply.code(409).send({ linked: false });
        }
      },
    );
  });

  /**
   * The sandbox Alexa asks the partner API (ADR 081) with a kept link's access token, as a
   * skill does when the customer says "Alexa, is my Orbit active?" (`account-status`) or "play
   * Orbit" (`listening`): the API's own status and body, so a refused token shows as refused.
   */
  app.get(
    `${SANDBOX_AMAZON_PATH}/alexa/links/:userId/ask/:call`,
    hidden,
    async (request, reply) => {
      noStore(reply);
      const { userId, call } = request.params as { userId: string; call: string };
      const link = memory.links.get(userId);
      if (!link || !PARTNER_CALLS.has(call)) return reply.code(404).send({ linked: false });
      const url = new URL(`${PARTNER_API_PATH}/${call}`, deps.config.publicUrl);
      // The library throws on a refusal carrying a challenge (RFC 6750): its response is the answer.
      const answer = await oauth
        .protectedResourceRequest(link.accessToken, 'GET', url, undefined, undefined, {
          [oauth.customFetch]: (target, init) => partnerFetch(target, init as RequestInit),
          [oauth.allowInsecureRequests]: true,
        })
        .catch((error: unknown) => {
          if (error instanceof oauth.WWWAuthenticateChallengeError) return error.response;
          throw error;
        });
      return reply.send({
        status: answer.status,
        wwwAuthenticate: answer.headers.get('www-authenticate'),
        body: await answer.json(),
      });
    },
  );

  // Where Alexa's own redirect URI would land: never used by app-to-app linking itself.
  app.get(sandboxAlexaPathOf(deps), hidden, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page('Alexa (sandbox)', '<p>Linked.</p>')),
  );
}

function sandboxAlexaPathOf(deps: LinkingDeps): string {
  const uri = sandboxAlexaPartner(deps.config.publicUrl).redirectUris[0] ?? '';
  return new URL(uri).pathname;
}
