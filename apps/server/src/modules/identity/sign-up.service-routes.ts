import {
  countryFromHost,
  createIdentityResponseSchema,
  createIdentityV1RequestSchema,
  createIdentityV2RequestSchema,
  isValidEmailAddress,
  signUpStatusQuerySchema,
  signUpStatusSchema,
} from '@orbit/domain';
import { sessionOf } from '../../platform/auth/require-access-token.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { signUp } from './sign-up.ts';
import { limitLookups, limitSignInAttempts } from './throttles.ts';

const TAGS = ['identity'];

const SIGN_UP_DESCRIPTION =
  'Always answers 428 WAITING_ON_ONE_TIME_PASSWORD_ERROR with extras `{identityId, maskedEmail, ' +
  'otpOption, expiresAt}`: a passcode went to the email, whether or not it has an identity (the ' +
  'answer, its shape and the work behind it are the same, ADR 025). Nothing is created yet: ' +
  'redeeming the code (otp/v1/redeem with `identityId`, from the same session) creates the ' +
  'STREAMING identity with the password given here, and the redeem grant signs it in ' +
  '(identity/v1/authenticate/otp). An email that already has an identity gets a notice with a ' +
  'sign-in code instead, which signs its owner in. Send the code again with otp/v1/initiate ' +
  '(`otpContext: SIGN_UP`). Refusals that say nothing about the email: USERNAME_IN_USE (v2; ' +
  'usernames are chosen, not secret), INVALID_EMAIL_ERROR, INVALID_HANDLE, ' +
  'INVALID_PHONE_NUMBER, PASSWORD_POLICY_NOT_MET (extras.rule), PASSWORD_DISALLOWED_WORDS ' +
  '(extras.word), PASSWORD_HAS_PERSONAL_DATA (extras.field), PASSWORD_TOO_COMMON. One code ' +
  'to an email every 30 s and five an hour, from any address: past that budget (spent by ' +
  'anyone), 428 CAPTCHA_REQUIRED with a challenge in `extras.humanCheck`, and the same request ' +
  'with `humanCheck: {token, answer}` goes through (a wrong, used or expired proof: 428 with a ' +
  'field error CAPTCHA_ANSWER_INCORRECT); alike for an email with an identity and one without. ' +
  "429 RATE_LIMIT_EXCEEDED past the client address's budget. The market (email rule, " +
  "default language) follows the host name. The 201 below is the spec's answer, which this " +
  'server no longer gives: an identity exists only once its email is proven.';

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
          // The spec's success shape, kept documented for clients written against it; this
          // server answers 428 instead (ADR 025).
          response: { 201: createIdentityResponseSchema },
          errors: [403, 409, 428, 429],
        },
        handler: async (request) => {
          await limitSignInAttempts(deps, request.ip);
          const extras = await signUp(deps, {
            ...request.body,
            country: countryFromHost(request.hostname),
            sessionFamilyId: sessionOf(request).familyId,
          });
          throw new AppError(
            'WAITING_ON_ONE_TIME_PASSWORD_ERROR',
            'Sign-up waits on the passcode sent to its email',
            { extras },
          );
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
          "The verdict of the email's shape under the market's rule (the host name's): eligible, or " +
          'INVALID_EMAIL_ERROR. It never says whether the email has an identity (ADR 025): that ' +
          'is settled by the code identities-create sends to it, so IDENTITY_ALREADY_EXISTS_ERROR ' +
          'is not answered. Rate-limited per client address.',
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
        return { eligible: true, reason: null };
      },
    });
  });
}
