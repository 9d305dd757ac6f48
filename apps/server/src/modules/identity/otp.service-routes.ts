import {
  otpDeliverySchema,
  otpInitiateRequestSchema,
  otpInitiateVerificationRequestSchema,
  otpRedeemRequestSchema,
  otpRedeemResponseSchema,
} from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { initiateOtp, initiateVerification, redeemOtp } from './otp-service.ts';
import { signUpFamiliesOf } from './sign-up-families.ts';
import { signedInIdentity } from './signed-in-identity.ts';
import { limitLookups, limitSignInAttempts } from './throttles.ts';

const TAGS = ['otp'];

const SEND_LIMITS =
  'A code lives 10 minutes and allows 5 attempts; a new one replaces the last. Beyond the ' +
  "destination's budget (one per 30 s, a few per hour) a send needs a solved `humanCheck` " +
  '(428 CAPTCHA_REQUIRED with the challenge in extras.humanCheck; ADR 024), so nobody can use ' +
  "up a customer's passcodes; sends per client address stay limited (429 RATE_LIMIT_EXCEEDED " +
  'with Retry-After). Messages are in `language` (en-US, en-CA, fr-CA; default en-US).';

/** `otp/v1`: initiate, initiate verification, redeem. */
export function registerOtpRoutes(app: App, deps: IdentityDeps): void {
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('otp', 'initiate'),
      schema: {
        tags: TAGS,
        summary: "Send a passcode to the identity's email or phone",
        description:
          `${SEND_LIMITS} BAD_REQUEST (service code) when the identity has no such contact. An ` +
          'identity id nobody has is answered the same way, and nothing is sent.',
        body: otpInitiateRequestSchema,
        response: { 200: otpDeliverySchema },
        errors: [428, 429],
      },
      handler: async (request) => {
        await limitLookups(deps, request.ip);
        return initiateOtp(deps, request.body, await signUpFamiliesOf(request));
      },
    });

    service.route({
      ...serviceRoute('otp', 'initiateVerification'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Send a passcode to a new email or phone of the signed-in identity',
        description:
          `${SEND_LIMITS} The grant its redeem answers is the \`verificationGrant\` of ` +
          'change-handle or change-phone-number. EMAIL_INVALID / INVALID_PHONE_NUMBER for a bad value.',
        body: otpInitiateVerificationRequestSchema,
        response: { 200: otpDeliverySchema },
        errors: [428, 429],
      },
      handler: async (request) => {
        const { identity } = await signedInIdentity(deps, request);
        return initiateVerification(deps, identity, request.body);
      },
    });

    service.route({
      ...serviceRoute('otp', 'redeem'),
      schema: {
        tags: TAGS,
        summary: 'Redeem a passcode for an OTP grant',
        description:
          'Service codes: NOT_FOUND (no code waiting, or already used), EXPIRED, INVALID (wrong ' +
          'code; extras.attemptsLeft), RATE_LIMIT_EXCEEDED (the 6th attempt, even with the right ' +
          'code). The grant signs in (identity/v1/authenticate/otp) or re-authenticates a change. ' +
          'A sign-up code redeemed from the session that signed up creates the identity first ' +
          '(once, however many redeem it); USERNAME_IN_USE (409) when its username was taken ' +
          'meanwhile.',
        body: otpRedeemRequestSchema,
        response: { 200: otpRedeemResponseSchema },
        errors: [404, 409, 410, 429],
      },
      handler: async (request) => {
        await limitSignInAttempts(deps, request.ip);
        return redeemOtp(deps, request.body, await signUpFamiliesOf(request));
      },
    });
  });
}
