import {
  careErrorBodySchema,
  careSuccessSchema,
  careUniqueLoginRequestSchema,
  careUniqueLoginResultSchema,
  careValidatePasswordRequestSchema,
  careValidatePasswordResultSchema,
  handleKey,
  handleKindOf,
} from '@orbit/domain';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { carePasswordVerdict } from './care-password-check.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityById, isHandleTaken } from './identity-store.ts';
import { limitLookups } from './throttles.ts';

const TAGS = ['care identity'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

/** `/services/validate/password` and `/services/validate/unique-login`. */
export function registerCareValidateRoutes(app: App, deps: IdentityDeps): void {
  app.post(
    '/services/validate/password',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Check a new password against every server rule',
        description:
          'Policy (length, allowed characters, 3 of 4 groups), reserved and common words ' +
          '(`validationErrorFailedWord`), common passwords, and personal data: the names, email, ' +
          'username and phone sent with it, and those of the signed-in identity. ' +
          '`errorPropKey` is `error.purchase.service.invalid.password` or ' +
          '`error.purchase.service.password.has.pii.data`.',
        body: careValidatePasswordRequestSchema,
        response: {
          200: careSuccessSchema(careValidatePasswordResultSchema),
          ...errors(400, 401, 429),
        },
      },
    },
    async (request) => {
      await limitLookups(deps, request.ip);
      const identityId = request.careSession?.identityId;
      const identity = identityId ? await findIdentityById(deps.db, identityId) : undefined;
      const body = request.body;
      return careOk(
        carePasswordVerdict(body.value, {
          firstName: body.firstName ?? identity?.firstName,
          lastName: body.lastName ?? identity?.lastName,
          emailAddress: body.email ?? identity?.emailAddress,
          username: body.username ?? identity?.handle,
          phoneNumber: body.phoneNumber ?? identity?.phoneNumber,
        }),
      );
    },
  );

  app.post(
    '/services/validate/unique-login',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'May this username (or email) be used to sign in?',
        description:
          'Invalid shape: `validation.username.invalid`; used by another identity: ' +
          '`validation.username.inUse`. The signed-in identity may reuse its own (spec 001 §5). ' +
          'Rate-limited per client address.',
        body: careUniqueLoginRequestSchema,
        response: {
          200: careSuccessSchema(careUniqueLoginResultSchema),
          ...errors(400, 401, 429),
        },
      },
    },
    async (request) => {
      await limitLookups(deps, request.ip);
      const userName = request.body.userName.trim();
      if (!handleKindOf(userName)) {
        return careOk({ valid: false, validationErrorKey: 'validation.username.invalid' as const });
      }
      const own = request.careSession?.identityId ?? undefined;
      const taken = await isHandleTaken(deps.db, handleKey(userName), own);
      return careOk(
        taken
          ? { valid: false, validationErrorKey: 'validation.username.inUse' as const }
          : { valid: true, validationErrorKey: '' as const },
      );
    },
  );
}
