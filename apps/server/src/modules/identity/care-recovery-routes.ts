import {
  careErrorBodySchema,
  carePasswordSendEmailRequestSchema,
  carePasswordSendTextRequestSchema,
  careRecoverySentSchema,
  careSuccessSchema,
  careUpdatePasswordRequestSchema,
  careUpdatePasswordResultSchema,
  careUsernameSendEmailRequestSchema,
  careValidateResetKeyRequestSchema,
  careValidateResetKeyResultSchema,
  countryFromHost,
  type Locale,
  resolveLocale,
} from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import {
  resetPassword,
  sendPasswordResetEmail,
  sendPasswordResetText,
  sendUsernameReminder,
  validateResetKey,
} from './credential-recovery.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { limitLookups, limitSignInAttempts } from './throttles.ts';

const TAGS = ['care identity'];
const PREFIX = '/services/account/credential-recovery';
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

/** The language of the message: `langPref` when the market has it, else the identity's own. */
function localeOf(request: FastifyRequest, langPref: string | undefined): Locale | undefined {
  return langPref ? resolveLocale(langPref, countryFromHost(request.hostname)) : undefined;
}

const NO_ENUMERATION =
  'Always `{sent: true}`, whether or not anything matched; sends per destination are limited ' +
  '(429 with Retry-After).';

/** `/services/account/credential-recovery/*` (flows §7.3). */
export function registerCareRecoveryRoutes(app: App, deps: IdentityDeps): void {
  const sent = careOk({ sent: true as const });

  app.post(
    `${PREFIX}/password/send-email`,
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Email a password-reset link to the login named by an email or username',
        description: `The link opens /account/credentials/reset-password?resetKey=… and lasts an hour. ${NO_ENUMERATION}`,
        body: carePasswordSendEmailRequestSchema,
        response: { 200: careSuccessSchema(careRecoverySentSchema), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      await limitLookups(deps, request.ip);
      await sendPasswordResetEmail(deps, {
        username: request.body.username,
        locale: localeOf(request, request.body.langPref),
      });
      return sent;
    },
  );

  app.post(
    `${PREFIX}/password/send-text`,
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Text a password-reset link to the phone of a login',
        description: `With \`username\`, the phone must be that login's; without, it must belong to exactly one login. INVALID_PHONE_NUMBER unless ten digits. ${NO_ENUMERATION}`,
        body: carePasswordSendTextRequestSchema,
        response: { 200: careSuccessSchema(careRecoverySentSchema), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      await limitLookups(deps, request.ip);
      await sendPasswordResetText(deps, {
        phoneNo: request.body.phoneNo,
        username: request.body.username,
        locale: localeOf(request, request.body.langPref),
      });
      return sent;
    },
  );

  app.post(
    `${PREFIX}/validate-key`,
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Is this reset key usable?',
        description: 'INVALID_RESET_KEY (unknown or used), RESET_KEY_EXPIRED.',
        body: careValidateResetKeyRequestSchema,
        response: {
          200: careSuccessSchema(careValidateResetKeyResultSchema),
          ...errors(400, 401, 410, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await limitSignInAttempts(deps, request.ip);
      return careOk(await validateResetKey(deps, request.body.resetKey));
    },
  );

  app.post(
    `${PREFIX}/update-password`,
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Set a new password with a reset key',
        description:
          'The sign-up password rules apply. The key is used up, every service session of the ' +
          'login ends, and the customer is told by email.',
        body: careUpdatePasswordRequestSchema,
        response: {
          200: careSuccessSchema(careUpdatePasswordResultSchema),
          ...errors(400, 401, 410, 429),
        },
      },
    },
    async (request) => {
      await limitSignInAttempts(deps, request.ip);
      await resetPassword(deps, request.body);
      return careOk({ passwordUpdated: true as const });
    },
  );

  app.post(
    `${PREFIX}/username/send-email`,
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Email the username of the login that has this email',
        description: `EMAIL_INVALID for a malformed email. ${NO_ENUMERATION}`,
        body: careUsernameSendEmailRequestSchema,
        response: { 200: careSuccessSchema(careRecoverySentSchema), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      await limitLookups(deps, request.ip);
      await sendUsernameReminder(deps, {
        email: request.body.email,
        locale: localeOf(request, request.body.langPref),
      });
      return sent;
    },
  );
}
