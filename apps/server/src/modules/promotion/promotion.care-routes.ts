import { countryFromHost } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { PromotionDeps } from './promotion-deps.ts';
import { activateZeroCost } from './zero-cost-activation.ts';

/** The zero-cost promotion's activation (flows §4.3), held to its Idempotency-Key. */
export function registerPromotionRoutes(app: App, deps: PromotionDeps): void {
  registerCareRoutes(app, deps, 'promotion', {
    activateZeroCost: (request, _reply, caller) =>
      activateZeroCost(deps, request.body, {
        careSessionId: caller.session.id,
        clientAddress: request.ip,
        country: countryFromHost(request.hostname),
        claim: caller.claim,
      }),
  });
}
