import {
  grantAuthenticateRequestSchema,
  identityGrantSchema,
  identitySchema,
  identityStatusQuerySchema,
  loginInfoSchema,
  passwordAuthenticateRequestSchema,
  signInStartRequestSchema,
  signInStartResponseSchema,
} from '@orbit/domain';
import { requireAccessToken } from '../../platform/auth/require-access-token.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { signInWithGrant } from './grant-sign-in.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { identityGrantFor } from './identity-grants.ts';
import { identityView } from './identity-view.ts';
import { signInWithPassword } from './password-sign-in.ts';
import { bearerHeaders, identityErrorResponses } from './route-kit.ts';
import { loginInfoForHandle, startSignIn } from './sign-in-start.ts';
import { signedInIdentity } from './signed-in-identity.ts';
import { limitLookups, limitSignInAttempts } from './throttles.ts';

const TAGS = ['identity'];

const NO_ENUMERATION =
  'A handle nobody has gets an answer of the same shape (a stable stand-in identity id, an email ' +
  'option, a password), so the answer does not tell who is a customer. INVALID_HANDLE when the ' +
  'handle is neither an email nor a username of 6–20 letters and digits.';

/** Sign-in: start, status, the three authenticate calls, and the signed-in identity. */
export function registerSignInRoutes(app: App, deps: IdentityDeps): void {
  app.route({
    ...serviceRoute('identity', 'signInStart'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Start signing in with a handle',
      description:
        'Exactly one contact option and no password: a passcode is sent at once, state ' +
        `AwaitingOTP (\`otp\` says until when). Otherwise AwaitingAuthMethod with the methods. ${NO_ENUMERATION}`,
      headers: bearerHeaders,
      body: signInStartRequestSchema,
      response: { 200: signInStartResponseSchema, ...identityErrorResponses() },
    },
    handler: async (request, reply) => {
      noStore(reply);
      await limitLookups(deps, request.ip);
      return startSignIn(deps, request.body);
    },
  });

  app.route({
    ...serviceRoute('identity', 'status'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'The login info of a handle (nothing is sent)',
      description: NO_ENUMERATION,
      headers: bearerHeaders,
      querystring: identityStatusQuerySchema,
      response: { 200: loginInfoSchema, ...identityErrorResponses() },
    },
    handler: async (request, reply) => {
      noStore(reply);
      await limitLookups(deps, request.ip);
      return (await loginInfoForHandle(deps, request.query.handle)).loginInfo;
    },
  });

  app.route({
    ...serviceRoute('identity', 'authenticatePassword'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Sign in with handle and password',
      description:
        'Answers an identity grant for session/v1/sessions/authenticated. INVALID_CREDENTIALS for ' +
        'an unknown handle and a wrong password alike (same work, same answer). After repeated ' +
        'failures the handle is locked for a growing time: 403 `userServices.identity.locked` ' +
        'with Retry-After. Attempts are also limited per client address (429).',
      headers: bearerHeaders,
      body: passwordAuthenticateRequestSchema,
      response: { 200: identityGrantSchema, ...identityErrorResponses(403) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      await limitSignInAttempts(deps, request.ip);
      const identity = await signInWithPassword(deps, request.body);
      return identityGrantFor(
        deps.db,
        identity,
        deps.clock(),
        deps.config.serviceTokens.signInGrantSeconds,
      );
    },
  });

  for (const [endpoint, kind, summary] of [
    ['authenticateOtp', 'otp', 'Sign in with the grant of a redeemed passcode'],
    ['authenticateMagicLink', 'magic-link', 'Sign in with the grant of a redeemed magic link'],
  ] as const) {
    app.route({
      ...serviceRoute('identity', endpoint),
      preHandler: requireAccessToken,
      schema: {
        tags: TAGS,
        summary,
        description:
          'The grant is single-use and short-lived; an unusable one answers INVALID_CREDENTIALS. ' +
          'The contact it proved becomes verified.',
        headers: bearerHeaders,
        body: grantAuthenticateRequestSchema,
        response: { 200: identityGrantSchema, ...identityErrorResponses() },
      },
      handler: async (request, reply) => {
        noStore(reply);
        await limitSignInAttempts(deps, request.ip);
        return signInWithGrant(deps, kind, request.body.grant);
      },
    });
  }

  app.route({
    ...serviceRoute('identity', 'get'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'The signed-in identity',
      description: 'Anonymous sessions answer 403.',
      headers: bearerHeaders,
      response: { 200: identitySchema, ...identityErrorResponses(403) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return identityView((await signedInIdentity(deps, request)).identity);
    },
  });
}
