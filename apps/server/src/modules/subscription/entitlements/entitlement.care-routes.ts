import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { activateThirdPartySubscription } from './activate-entitlement.ts';
import type { EntitlementDeps } from './entitlement-deps.ts';
import {
  careEntitlementView,
  offerOfEntitlement,
  ownedAccountNumbers,
  requireEntitlement,
} from './entitlement-store.ts';

/** The entitlement page's calls (flows §8.6, ADR 077). */
export function registerEntitlementCareRoutes(app: App, deps: EntitlementDeps): void {
  registerCareRoutes(app, deps, 'entitlement', {
    entitlement: async (request, _reply, caller) => {
      const found = await requireEntitlement(deps.db, request.body.entitlementId);
      const offer = await offerOfEntitlement(deps.db, found.entitlement);
      const identityId = caller.session.identityId;
      return careEntitlementView(found, offer, {
        locale: request.body.languagePreference ?? 'en-US',
        callerAccounts: identityId ? await ownedAccountNumbers(deps.db, identityId) : [],
      });
    },
    activateThirdPartySubscription: (request, _reply, caller) =>
      activateThirdPartySubscription(deps, request.body, {
        identityId: caller.session.identityId ?? null,
        claim: caller.claim,
      }),
  });
}
