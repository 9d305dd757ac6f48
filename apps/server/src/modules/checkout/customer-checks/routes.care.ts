import {
  careCustomerInfoRequestSchema,
  careCustomerInfoResultSchema,
  careErrorBodySchema,
  careStreamingEligibilityRequestSchema,
  careStreamingEligibilityResultSchema,
  careSuccessSchema,
  countryFromHost,
} from '@orbit/domain';
import { requireCareSession } from '../../../platform/auth/require-care-session.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import { noStore } from '../../../platform/http/no-store.ts';
import { requireWithinLimit } from '../../../platform/throttle/require-within-limit.ts';
import type { BillingDeps } from '../../billing/index.ts';
import { validateCustomerInfo } from './customer-info.ts';
import { checkStreamingEligibility } from './streaming-eligibility.ts';

const TAGS = ['care checkout'];
const errors = Object.fromEntries(
  [400, 401, 404, 429].map((status) => [status, careErrorBodySchema]),
);

/** `validate/customer-info` and `check-eligibility/streaming`: the checks before an order. */
export function registerCustomerCheckRoutes(app: App, deps: BillingDeps): void {
  // Both say something about an email or a card: limited per client address like identity lookups.
  const limit = (ip: string, bucket: string) =>
    requireWithinLimit(
      deps.db,
      {
        bucket,
        key: ip,
        limit: deps.config.identity.lookupsPerAddressPerMinute,
        windowSeconds: 60,
      },
      deps.clock(),
    );

  app.post(
    '/services/validate/customer-info',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Check an email, a username, a service address’s ZIP and a card (by token)',
        description:
          'Answers only the parts asked. `addressValidation` is the rule-based check of the ZIP or ' +
          'postal code against the state or province (confidence `none` for a code of no ' +
          'region); `ccValidation` says whether the token’s card is usable and prepaid.',
        body: careCustomerInfoRequestSchema,
        response: { 200: careSuccessSchema(careCustomerInfoResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await limit(request.ip, 'customer-info');
      return careOk(
        await validateCustomerInfo(deps, request.body, {
          country: countryFromHost(request.hostname),
          identityId: request.careSession?.identityId ?? null,
          now: deps.clock(),
        }),
      );
    },
  );

  app.post(
    '/services/check-eligibility/streaming',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'May this email and card have a streaming offer for new subscribers?',
        description:
          '`isEligible: false` when the email or the card (by fingerprint) already had a ' +
          'streaming trial; the checkout then reloads offers with `retrieveFallbackOffer`.',
        body: careStreamingEligibilityRequestSchema,
        response: { 200: careSuccessSchema(careStreamingEligibilityResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await limit(request.ip, 'streaming-eligibility');
      return careOk(await checkStreamingEligibility(deps, request.body));
    },
  );
}
