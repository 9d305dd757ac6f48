import {
  type AccountLinkScope,
  PARTNER_API_PATH,
  PARTNER_CALL_SCOPES,
  partnerAccountStatusSchema,
  partnerListeningSchema,
  serviceErrorBodySchema,
} from '@orbit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../platform/http/app-instance.ts';
import { PARTNER_SECURITY_SCHEME } from '../../platform/openapi.ts';
import { RATE_LIMITS } from '../../platform/rate-limits.ts';
import { isPartnerRefusal } from '../devices/index.ts';
import { accountStatusOf, listeningOf, type PartnerApiDeps } from './partner-answers.ts';

const TAGS = ['partner api'];

/** The service error shape with what this refusal means, for the description (a copy each). */
function refusalSaying(description: string) {
  return serviceErrorBodySchema.clone().register(z.globalRegistry, { description });
}

/** Every refusal a partner call may answer, in the service error shape. */
const REFUSALS = {
  401: refusalSaying(
    'No token (PARTNER_TOKEN_REQUIRED), or one unknown, expired or revoked (`invalid_token`); ' +
      'RFC 6750 `WWW-Authenticate` says which',
  ),
  403: refusalSaying(
    'The link does not grant this call’s scope (`insufficient_scope`, named in WWW-Authenticate)',
  ),
  429: refusalSaying('Too many calls with this token in a minute'),
  500: serviceErrorBodySchema,
};

type PartnerCall<Answer> = {
  name: keyof typeof PARTNER_CALL_SCOPES;
  path: string;
  summary: string;
  description: string;
  response: z.core.$ZodType<Answer>;
  answer: (deps: PartnerApiDeps, identityId: string) => Promise<Answer>;
};

/**
 * The partner API (ADR 081): `GET /partners/v1/me/account-status` (scope `account_status`) and
 * `GET /partners/v1/me/listening` (scope `listening`), what a voice assistant calls with the
 * access token it got by account linking. The token is checked through the provider
 * (`app.partnerAccess`), refusals answer RFC 6750's challenge and the service error shape, and
 * calls are counted per token. Never cached: the answers are one customer's, and a revoked link
 * must stop at once.
 */
export function registerPartnerApiRoutes(app: App, deps: PartnerApiDeps): void {
  const calls = [
    {
      name: 'accountStatus',
      path: `${PARTNER_API_PATH}/account-status`,
      summary: 'Whether the linked customer’s Orbit is active, plan by plan',
      description:
        'Scope `account_status`. The standing (active, past-due, inactive, no-subscription), ' +
        'whether anything plays now, and each subscription the customer owns or listens on ' +
        'with its status, plan name (in the account’s language), service type, end of ' +
        'service and the partner that bills it. No name, address, email or card.',
      response: partnerAccountStatusSchema,
      answer: accountStatusOf,
    } satisfies PartnerCall<z.infer<typeof partnerAccountStatusSchema>>,
    {
      name: 'listening',
      path: `${PARTNER_API_PATH}/listening`,
      summary: 'What the linked customer may stream now, with a signed player link',
      description:
        'Scope `listening`. The active subscriptions with their package and category, whether ' +
        'they stream (else only on the satellite radio) and, for those that stream, a signed ' +
        'player link good for ten minutes (ADR 050), minted for this call.',
      response: partnerListeningSchema,
      answer: listeningOf,
    } satisfies PartnerCall<z.infer<typeof partnerListeningSchema>>,
  ] as const;
  for (const call of calls) {
    const scope: AccountLinkScope = PARTNER_CALL_SCOPES[call.name];
    app.get(
      call.path,
      {
        config: { rateLimit: RATE_LIMITS.partnerApi(deps.config) },
        schema: {
          tags: TAGS,
          summary: call.summary,
          description: call.description,
          security: [{ [PARTNER_SECURITY_SCHEME]: [scope] }],
          response: { 200: call.response, ...REFUSALS },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        reply.header('cache-control', 'no-store');
        const caller = await app.partnerAccess.callerOf(request.headers.authorization, scope);
        if (isPartnerRefusal(caller)) {
          reply.header('www-authenticate', caller.challenge);
          throw caller.error;
        }
        return call.answer(deps, caller.identityId);
      },
    );
  }
}
