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
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { signInWithGrant } from './grant-sign-in.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { identityGrantFor } from './identity-grants.ts';
import { identityView } from './identity-view.ts';
import { signInWithPassword } from './password-sign-in.ts';
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
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('identity', 'signInStart'),
      schema: {
        tags: TAGS,
        summary: 'Start signing in with a handle',
        description:
          'AwaitingAuthMethod with the methods, and `otp` null: every handle is described with a ' +
          "password, so no passcode is sent at once (the spec's AwaitingOTP is not answered); ask " +
          `for one with otp/v1/initiate. ${NO_ENUMERATION}`,
        body: signInStartRequestSchema,
        response: { 200: signInStartResponseSchema },
        errors: [429],
      },
      handler: async (request) => {
        await limitLookups(deps, request.ip);
        return startSignIn(deps, request.body);
      },
    });

    service.route({
      ...serviceRoute('identity', 'status'),
      schema: {
        tags: TAGS,
        summary: 'The login info of a handle (nothing is sent)',
        description: NO_ENUMERATION,
        querystring: identityStatusQuerySchema,
        response: { 200: loginInfoSchema },
        errors: [429],
      },
      handler: async (request) => {
        await limitLookups(deps, request.ip);
        return (await loginInfoForHandle(deps, request.query.handle)).loginInfo;
      },
    });

    service.route({
      ...serviceRoute('identity', 'authenticatePassword'),
      schema: {
        tags: TAGS,
        summary: 'Sign in with handle and password',
        description:
          'Answers an identity grant for session/v1/sessions/authenticated. INVALID_CREDENTIALS for ' +
          'an unknown handle and a wrong password alike (same work, same answer). Nothing locks ' +
          'the identity (ADR 024): a wrong password makes this handle wait from this address, ' +
          '1 s doubling up to 30 s (429 SIGN_IN_DELAYED, Retry-After, extras.retryAfterSeconds); ' +
          'after 5 failures of the handle from anywhere, or 20 an hour from this address, the ' +
          'password is checked only with `humanCheck` (428 CAPTCHA_REQUIRED with the challenge ' +
          'in extras.humanCheck; a wrong, expired or reused proof adds a field error). The right ' +
          'password with a solved check always signs in. Attempts are also limited per client ' +
          'address (429 RATE_LIMIT_EXCEEDED).',
        body: passwordAuthenticateRequestSchema,
        response: { 200: identityGrantSchema },
        errors: [428, 429],
      },
      handler: async (request) => {
        await limitSignInAttempts(deps, request.ip);
        const { handle, password, humanCheck } = request.body;
        const identity = await signInWithPassword(
          deps,
          { handle, password },
          { clientAddress: request.ip, humanCheck },
        );
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
      service.route({
        ...serviceRoute('identity', endpoint),
        schema: {
          tags: TAGS,
          summary,
          description:
            'The grant is single-use and short-lived; an unusable one answers INVALID_CREDENTIALS. ' +
            'The contact it proved becomes verified.',
          body: grantAuthenticateRequestSchema,
          response: { 200: identityGrantSchema },
          errors: [429],
        },
        handler: async (request) => {
          await limitSignInAttempts(deps, request.ip);
          return signInWithGrant(deps, kind, request.body.grant);
        },
      });
    }

    service.route({
      ...serviceRoute('identity', 'get'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'The signed-in identity',
        description: 'Anonymous sessions answer 403.',
        response: { 200: identitySchema },
        errors: [429],
      },
      handler: async (request) => identityView((await signedInIdentity(deps, request)).identity),
    });
  });
}
