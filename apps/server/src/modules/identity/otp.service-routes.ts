import {
  otpDeliverySchema,
  otpInitiateRequestSchema,
  otpInitiateVerificationRequestSchema,
  otpRedeemRequestSchema,
  otpRedeemResponseSchema,
} from '@orbit/domain';
import { requireAccessToken } from '../../platform/auth/require-access-token.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { initiateOtp, initiateVerification, redeemOtp } from './otp-service.ts';
import { bearerHeaders, identityErrorResponses } from './route-kit.ts';
import { signedInIdentity } from './signed-in-identity.ts';
import { limitLookups, limitSignInAttempts } from './throttles.ts';

const TAGS = ['otp'];

const SEND_LIMITS =
  'A code lives 10 minutes and allows 5 attempts; a new one replaces the last. Sends to one ' +
  'destination are limited (one per 30 s, a few per hour): 429 RATE_LIMIT_EXCEEDED with ' +
  'Retry-After. Messages are in `language` (en-US, en-CA, fr-CA; default en-US).';

/** `otp/v1`: initiate, initiate verification, redeem. */
export function registerOtpRoutes(app: App, deps: IdentityDeps): void {
  app.route({
    ...serviceRoute('otp', 'initiate'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: "Send a passcode to the identity's email or phone",
      description:
        `${SEND_LIMITS} BAD_REQUEST (service code) when the identity has no such contact. An ` +
        'identity id nobody has is answered the same way, and nothing is sent.',
      headers: bearerHeaders,
      body: otpInitiateRequestSchema,
      response: { 200: otpDeliverySchema, ...identityErrorResponses() },
    },
    handler: async (request, reply) => {
      noStore(reply);
      await limitLookups(deps, request.ip);
      return initiateOtp(deps, request.body);
    },
  });

  app.route({
    ...serviceRoute('otp', 'initiateVerification'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Send a passcode to a new email or phone of the signed-in identity',
      description:
        `${SEND_LIMITS} The grant its redeem answers is the \`verificationGrant\` of ` +
        'change-handle or change-phone-number. EMAIL_INVALID / INVALID_PHONE_NUMBER for a bad value.',
      headers: bearerHeaders,
      body: otpInitiateVerificationRequestSchema,
      response: { 200: otpDeliverySchema, ...identityErrorResponses(403) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const { identity } = await signedInIdentity(deps, request);
      return initiateVerification(deps, identity, request.body);
    },
  });

  app.route({
    ...serviceRoute('otp', 'redeem'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Redeem a passcode for an OTP grant',
      description:
        'Service codes: NOT_FOUND (no code waiting, or already used), EXPIRED, INVALID (wrong ' +
        'code; extras.attemptsLeft), RATE_LIMIT_EXCEEDED (the 6th attempt, even with the right ' +
        'code). The grant signs in (identity/v1/authenticate/otp) or re-authenticates a change.',
      headers: bearerHeaders,
      body: otpRedeemRequestSchema,
      response: { 200: otpRedeemResponseSchema, ...identityErrorResponses(404, 410) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      await limitSignInAttempts(deps, request.ip);
      return redeemOtp(deps, request.body);
    },
  });
}
