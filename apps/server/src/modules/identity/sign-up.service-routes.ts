import {
  countryFromHost,
  createIdentityResponseSchema,
  createIdentityV1RequestSchema,
  createIdentityV2RequestSchema,
  isValidEmailAddress,
  signUpStatusQuerySchema,
  signUpStatusSchema,
} from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityByHandle } from './identity-store.ts';
import { signUp } from './sign-up.ts';
import { limitLookups, limitSignInAttempts } from './throttles.ts';

const TAGS = ['identity'];

const SIGN_UP_DESCRIPTION =
  'A new email: 201 with a STREAMING identity and an identity grant (trade it at ' +
  'session/v1/sessions/authenticated). Without a password: the identity is created, a passcode ' +
  'is emailed and the answer is 428 WAITING_ON_ONE_TIME_PASSWORD_ERROR with extras ' +
  '`{identityId, maskedEmail, otpOption, expiresAt}` (redeem with otp/v1/redeem). An email that ' +
  'has an identity: with its right password, 200 `outcome: SIGNED_IN` and a grant; otherwise 409 ' +
  'IDENTITY_ALREADY_EXISTS_ERROR. Password refusals: PASSWORD_POLICY_NOT_MET (extras.rule), ' +
  'PASSWORD_DISALLOWED_WORDS (extras.word), PASSWORD_HAS_PERSONAL_DATA (extras.field), ' +
  'PASSWORD_TOO_COMMON. The market (email rule, default language) follows the host name.';

/** `identity/v1/identities`, `identity/v2/identities` and the sign-up status of an email. */
export function registerSignUpRoutes(app: App, deps: IdentityDeps): void {
  registerServiceRoutes(app, (service) => {
    const createRoute = (
      route: ReturnType<typeof serviceRoute>,
      summary: string,
      body: typeof createIdentityV1RequestSchema | typeof createIdentityV2RequestSchema,
    ) =>
      service.route({
        ...route,
        schema: {
          tags: TAGS,
          summary,
          description: SIGN_UP_DESCRIPTION,
          body,
          response: {
            200: createIdentityResponseSchema,
            201: createIdentityResponseSchema,
          },
          errors: [403, 409, 428, 429],
        },
        handler: async (request, reply) => {
          await limitSignInAttempts(deps, request.ip);
          const result = await signUp(deps, {
            ...request.body,
            country: countryFromHost(request.hostname),
          });
          return reply.code(result.outcome === 'CREATED' ? 201 : 200).send(result);
        },
      });

    createRoute(
      serviceRoute('identity', 'create'),
      'Sign up with an email and maybe a password (v1)',
      createIdentityV1RequestSchema,
    );
    createRoute(
      serviceRoute('identityV2', 'create'),
      'Sign up with an email, maybe a password, username, phone, names and consents (v2)',
      createIdentityV2RequestSchema,
    );

    service.route({
      ...serviceRoute('identity', 'signUpStatus'),
      schema: {
        tags: TAGS,
        summary: 'May this email sign up?',
        description:
          'The same verdict identities-create would reach. Rate-limited per client address, since ' +
          'by its nature it says whether an email has an identity.',
        querystring: signUpStatusQuerySchema,
        response: { 200: signUpStatusSchema },
        errors: [429],
      },
      handler: async (request) => {
        await limitLookups(deps, request.ip);
        const email = request.query.emailAddress.trim();
        if (!isValidEmailAddress(email, countryFromHost(request.hostname))) {
          return { eligible: false, reason: 'INVALID_EMAIL_ERROR' as const };
        }
        return (await findIdentityByHandle(deps.db, email))
          ? { eligible: false, reason: 'IDENTITY_ALREADY_EXISTS_ERROR' as const }
          : { eligible: true, reason: null };
      },
    });
  });
}
