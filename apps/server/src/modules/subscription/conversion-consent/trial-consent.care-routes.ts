import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import type { BillingDeps } from '../../billing/index.ts';
import { subscriptionNamedBy } from '../subscription-and-account.ts';
import { giveTrialConsent, trialConsentOf } from './trial-consent.ts';

/**
 * The Quebec consent page's calls (ADR 075): read the trial waiting for consent, give it. The
 * subscription is named as the cancel flow names one (its signed-in owner, or a session that
 * identified and verified its account).
 */
export function registerTrialConsentCareRoutes(app: App, deps: BillingDeps): void {
  const { db } = deps;
  const named = subscriptionNamedBy(deps);
  registerCareRoutes(app, deps, 'subscription', {
    trialConsent: async (request, _reply, { session }) =>
      trialConsentOf(db, await named(request, session, request.body.subscriptionId), deps.clock()),
    giveTrialConsent: async (request, _reply, { session }) =>
      giveTrialConsent(
        db,
        await named(request, session, request.body.subscriptionId),
        request.body,
        { identityId: session.identityId },
        deps.clock(),
      ),
  });
}
