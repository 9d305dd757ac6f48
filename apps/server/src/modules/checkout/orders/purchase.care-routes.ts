import type { CareCaptchaFields } from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { cardsDescribedOnce } from '../../../platform/payments/cards-described-once.ts';
import type { CheckoutDeps, CheckoutRequestDeps } from './checkout-deps.ts';
import { purchaseAddSubscription } from './purchase-add-subscription.ts';
import { purchaseChangeSubscription } from './purchase-change-subscription.ts';
import { type PurchaseContext, purchaseContextOf } from './purchase-context.ts';
import { failedPurchasesRead, requirePurchaseHumanCheck } from './purchase-human-check.ts';
import { purchaseNewAccount } from './purchase-new-account.ts';

/**
 * `/services/purchase/new-account`, `add-subscription`, `change-subscription` and
 * `offer2offer` and `student-rollover` (plan changes, the subscription module's: ADR 030, 067). The route plugin
 * holds each to its Idempotency-Key (the checkout's transaction id); the work stores its answer.
 * Each asks for the checkout's human check first, when the session's failed orders require it
 * (counted in the statement that claims the key: ADR 118). Its refusal (428) is not stored
 * against the key: the same order is sent again with its proof.
 */
export function registerPurchaseRoutes(app: App, deps: CheckoutDeps): void {
  const contextOf = (
    request: FastifyRequest,
    caller: { session: CareSession; claim: IdempotencyClaim },
  ) => purchaseContextOf(deps.db, request, caller);
  /** The checkout's human check first (when required), then the purchase. */
  const place = async <Body extends CareCaptchaFields>(
    request: FastifyRequest,
    caller: { session: CareSession; claim: IdempotencyClaim },
    body: Body,
    purchase: (
      deps: CheckoutRequestDeps,
      context: PurchaseContext,
      body: Body,
    ) => Promise<StoredAnswer>,
  ) => {
    await requirePurchaseHumanCheck(deps, caller.session.id, body, caller.claim.readWithClaim);
    const gateway = cardsDescribedOnce(deps.gateway);
    return purchase({ ...deps, gateway, log: request.log }, contextOf(request, caller), body);
  };

  const readWithClaim = failedPurchasesRead(deps);
  registerCareRoutes(app, deps, 'purchase', {
    purchaseNewAccount: {
      readWithClaim,
      handler: (request, _reply, caller) =>
        place(request, caller, request.body, purchaseNewAccount),
    },
    purchaseAddSubscription: {
      readWithClaim,
      handler: (request, _reply, caller) =>
        place(request, caller, request.body, purchaseAddSubscription),
    },
    purchaseChangeSubscription: {
      readWithClaim,
      handler: (request, _reply, caller) => {
        const { quoteId } = request.body;
        // A quoted change of a paid plan (ADR 030); without a quote, the plan following a trial.
        return quoteId === undefined
          ? place(request, caller, request.body, purchaseChangeSubscription)
          : place(request, caller, { ...request.body, quoteId }, deps.planChanges.carePurchase);
      },
    },
    purchaseOfferToOffer: {
      readWithClaim,
      handler: (request, _reply, caller) =>
        place(request, caller, request.body, deps.planChanges.offerToOffer),
    },
    purchaseStudentRollover: {
      readWithClaim,
      handler: (request, _reply, caller) =>
        place(request, caller, request.body, deps.planChanges.studentRollover),
    },
  });
}
