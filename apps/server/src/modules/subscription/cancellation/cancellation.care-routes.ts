import type { CareUseCaseRequest } from '@orbit/domain';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { idempotentRequestName } from '../../../platform/money-locks/index.ts';
import type { BillingDeps } from '../../billing/index.ts';
import { subscriptionNamedBy } from '../subscription-and-account.ts';
import { cancelOfferFor } from './cancel-offer.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { cancellationOutlookOf } from './cancellation-outlook.ts';
import { recordUseCase } from './care-use-case.ts';
import { currentPlanOf } from './current-plan.ts';
import { revokeCancellation } from './revoke-cancellation.ts';

/**
 * The cancel flow's care calls (flows §5.2): the subscription's options and what cancelling it
 * would mean, one retention offer, the cancellation (idempotent on `inAuthId`), "Keep my
 * subscription" and the page's use case. A subscription is named as checkout names one
 * (namedSubscriptionOf: its signed-in owner, or a session that identified and verified it).
 */
export function registerCancellationCareRoutes(app: App, deps: BillingDeps): void {
  const { db } = deps;
  const named = subscriptionNamedBy(deps);

  const recordPage = async (
    request: { body: CareUseCaseRequest },
    _reply: unknown,
    { session }: { session: CareSession },
  ) => recordUseCase(db, session.id, request.body.useCase, deps.clock());

  registerCareRoutes(app, deps, 'subscription', {
    modifySubscriptionOptions: async (request, _reply, { session }) => {
      const subscription = await named(request, session, request.body.subscriptionId);
      const now = deps.clock();
      const outlook = await cancellationOutlookOf(db, subscription, now);
      const locale = subscription.account.language as 'en-US' | 'en-CA' | 'fr-CA';
      return {
        ...outlook.options,
        currentPlan: await currentPlanOf(db, subscription.subscription, outlook.term, {
          now,
          locale,
        }),
        cancellation: outlook.preview,
      };
    },

    cancelOffers: async (request, _reply, { session }) =>
      cancelOfferFor(
        db,
        await named(request, session, request.body.subscriptionId),
        request.body,
        deps.clock(),
      ),

    cancelSubscription: async (request, _reply, { session, claim }) => {
      const { subscriptionId, ...choice } = request.body;
      const { inAuthId: _inAuthId, ...reason } = choice;
      const answer = await cancelSubscription(
        deps,
        await named(request, session, subscriptionId),
        reason,
        {
          careSessionId: session.id,
          identityId: session.identityId,
          orderId: null,
          requestName: idempotentRequestName(claim),
          now: deps.clock(),
        },
        {
          complete: (tx, result) => claim.completeWithin(tx, { status: 200, body: careOk(result) }),
        },
      );
      return { status: 200, body: careOk(answer) };
    },

    revokeCancellation: async (request, _reply, { session }) =>
      revokeCancellation(db, await named(request, session, request.body.subscriptionId), {
        now: deps.clock(),
      }),

    updateUseCase: recordPage,
  });
  // The same record under the name older pages still send (spec 001 §7).
  registerCareRoutes(app, deps, 'legacyOffers', { updateUseCase: recordPage });
}
