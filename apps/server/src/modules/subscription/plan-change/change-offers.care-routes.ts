import type { Locale } from '@orbit/domain';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { accountAccessOf } from '../../../platform/auth/account-access.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { withCatalogueTimeout } from '../../catalog/index.ts';
import { changeOffersOf } from './change-offers.ts';
import { changeableSubscriptionOf } from './changeable-subscription.ts';

/** `/services/offers/customer/change`: the plans a subscription may change to. */
export function registerChangeOfferRoutes(
  app: App,
  deps: { db: Db; clock: Clock; config: AppConfig },
): void {
  registerCareRoutes(app, deps, 'subscription', {
    changeOffers: async (request, _reply, { session }) => {
      const changeable = await changeableSubscriptionOf(deps.db, request.body.subscriptionId, {
        careSessionId: session.id,
        identityId: session.identityId,
        now: deps.clock(),
        accountAccess: (rule) => accountAccessOf(deps.db, request, rule),
      });
      const locale = request.body.locale ?? (changeable.account.language as Locale);
      return withCatalogueTimeout(changeOffersOf(deps.db, changeable, request.body, locale));
    },
  });
}
