import { CARD_BIN_RANGES } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { BillingDeps } from './billing-deps.ts';

/**
 * `POST /services/utility/card-bin-ranges {cardBinType: -1}` (flows §2.4): the ranges card-type
 * detection and masking use. -1 asks for every range; a type number asks for that type only.
 */
export function registerCardBinRangesRoute(app: App, deps: BillingDeps): void {
  registerCareRoutes(app, deps, 'catalog', {
    cardBinRanges: {
      // The table changes only with a release: browsers may keep it for the session.
      cacheControl: 'private, max-age=3600',
      handler: async (request) => {
        const { cardBinType } = request.body;
        return cardBinType === -1
          ? [...CARD_BIN_RANGES]
          : CARD_BIN_RANGES.filter((range) => range.type === cardBinType);
      },
    },
  });
}
