import { handleKey, serviceErrorBodySchema } from '@orbit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { identities, passwordCredentials, streamingProspectTrials } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { newId } from '../../platform/ids.ts';
import { generateDeviceCode } from '../device-authorization/index.ts';
import { issueLink } from '../identity/index.ts';
import type { OnboardingDeps } from './onboarding-deps.ts';
import { CREATE_PASSWORD_PAGE_PATH, PROSPECT_LINK_TTL_SECONDS } from './streaming-prospects.ts';

const deviceCodeAnswer = z.object({
  userCode: z.string(),
  expiresIn: z.number(),
  path: z.string(),
});
const prospectQuery = z.object({ email: z.string().trim().min(3).max(254) }).strict();
const prospectAnswer = z.object({
  resetToken: z.string(),
  path: z.string(),
  expiresAt: z.string(),
});

/**
 * A code as a made-up device of `flow` shows it, and the page of ours its owner opens to
 * confirm it (what the device's own link would open).
 */
function registerMadeUpDeviceCode(
  app: App,
  deps: OnboardingDeps,
  route: {
    url: string;
    flow: 'tv' | 'speaker';
    summary: string;
    description: string;
    pageOf(userCode: string): string;
  },
): void {
  app.post(
    route.url,
    {
      schema: {
        tags: ['dev'],
        summary: route.summary,
        description: route.description,
        response: { 200: deviceCodeAnswer },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const code = await generateDeviceCode(deps, {
        deviceId: newId('device', deps.clock()),
        flow: route.flow,
        origin: `${request.protocol}://${request.host}`,
      });
      return {
        userCode: code.user_code,
        expiresIn: code.expires_in,
        path: route.pageOf(code.user_code),
      };
    },
  );
}

/**
 * Development and test only (production answers 404: anyone could call them): a TV code as a
 * made-up TV would show it, for the activate-device pages; a link code as a made-up speaker
 * would show it, for `sign-in/sonos`; and a fresh create-password link for
 * a streaming prospect, for the create-password page without reading the mailbox.
 */
export function registerOnboardingDevRoutes(app: App, deps: OnboardingDeps): void {
  if (deps.config.mode === 'production') return;
  registerMadeUpDeviceCode(app, deps, {
    url: '/dev/tv-code',
    flow: 'tv',
    summary: 'A TV activation code, as a made-up TV shows it (development and test only)',
    description:
      'A device-authorization user code (flow tv) for a made-up device: type it on ' +
      '`/onboarding/activate-device`. The made-up TV cannot poll; a real one uses ' +
      '`device-authorization/v1/user-codes/generate`.',
    pageOf: (userCode) => `/onboarding/activate-device?code=${userCode}`,
  });
  registerMadeUpDeviceCode(app, deps, {
    url: '/dev/speaker-code',
    flow: 'speaker',
    summary: 'A speaker link code, as a made-up Sonos speaker shows it (development and test only)',
    description:
      'A device-authorization link code (flow speaker) for a made-up speaker: confirm it on ' +
      '`/onboarding/sign-in/sonos`. The made-up speaker cannot poll; a real one uses ' +
      '`device-authorization/v1/user-codes/generate?flow=speaker`.',
    pageOf: (userCode) => `/onboarding/sign-in/sonos?linkCode=${userCode}`,
  });
  app.get(
    '/dev/streaming-reset-token',
    {
      schema: {
        tags: ['dev'],
        summary: 'A fresh create-password link of a streaming prospect (development and test only)',
        description:
          'The prospect (a free-listen trial whose password is not created yet) of `email`. ' +
          'Anyone else: 400.',
        querystring: prospectQuery,
        response: { 200: prospectAnswer, 400: serviceErrorBodySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const now = deps.clock();
      const [prospect] = await deps.db
        .select({ id: identities.id, email: identities.emailAddress })
        .from(identities)
        .innerJoin(streamingProspectTrials, eq(streamingProspectTrials.identityId, identities.id))
        .leftJoin(passwordCredentials, eq(passwordCredentials.identityId, identities.id))
        .where(
          and(
            eq(identities.emailKey, handleKey(request.query.email)),
            isNull(passwordCredentials.identityId),
          ),
        );
      if (!prospect?.email) {
        throw new AppError('INVALID_PAYLOAD', 'no streaming prospect without a password', {
          fieldErrors: [{ errorCode: 'INVALID', fieldName: 'email' }],
        });
      }
      const link = await issueLink(
        deps.db,
        {
          purpose: 'prospect-password',
          identityId: prospect.id,
          sentTo: prospect.email,
          ttlSeconds: PROSPECT_LINK_TTL_SECONDS,
        },
        now,
      );
      return {
        resetToken: link.secret,
        path: `${CREATE_PASSWORD_PAGE_PATH}?resetToken=${encodeURIComponent(link.secret)}`,
        expiresAt: link.expiresAt.toISOString(),
      };
    },
  );
}
