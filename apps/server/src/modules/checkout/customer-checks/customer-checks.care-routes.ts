import { countryFromHost } from '@orbit/domain';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { requireWithinLimit } from '../../../platform/throttle/require-within-limit.ts';
import type { BillingDeps } from '../../billing/index.ts';
import { validateCustomerInfo } from './customer-info.ts';
import { checkStreamingEligibility } from './streaming-eligibility.ts';

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

  registerCareRoutes(app, deps, 'checkout', {
    validateCustomerInfo: async (request, _reply, { session }) => {
      await limit(request.ip, 'customer-info');
      return validateCustomerInfo(deps, request.body, {
        country: countryFromHost(request.hostname),
        identityId: session.identityId ?? null,
        now: deps.clock(),
      });
    },
    checkStreamingEligibility: async (request) => {
      await limit(request.ip, 'streaming-eligibility');
      return checkStreamingEligibility(deps, request.body);
    },
  });
}
