import { accountAccessOf } from '../../platform/auth/account-access.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { changeableSubscriptionOf } from '../subscription/index.ts';
import { openUpgradeLink } from './open-upgrade-link.ts';
import type { UpgradeDeps } from './upgrade-deps.ts';
import { upgradeOffersOf } from './upgrade-offers.ts';

/** The package upgrade link's care calls (flows §4.4, ADR 041). */
export function registerUpgradeCapability(app: App, deps: UpgradeDeps): void {
  registerCareRoutes(app, deps, 'upgrade', {
    packageUpgradeToken: (request, _reply, { session }) =>
      openUpgradeLink(deps, { request: request.body, session, clientAddress: request.ip }),
    upgradeOffers: async (request, _reply, { session }) => {
      const changeable = await changeableSubscriptionOf(deps.db, request.body.subscriptionId, {
        careSessionId: session.id,
        identityId: session.identityId,
        now: deps.clock(),
        accountAccess: (rule) => accountAccessOf(deps.db, request, rule),
      });
      return upgradeOffersOf(deps, changeable, request.body);
    },
  });
}
