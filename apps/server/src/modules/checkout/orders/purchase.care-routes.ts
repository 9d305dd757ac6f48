import type { FastifyRequest } from 'fastify';
import { accountAccessOf } from '../../../platform/auth/account-access.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import type { PurchaseContext } from './place-purchase.ts';
import { purchaseAddSubscription } from './purchase-add-subscription.ts';
import { purchaseChangeSubscription } from './purchase-change-subscription.ts';
import { requirePurchaseHumanCheck } from './purchase-human-check.ts';
import { purchaseNewAccount } from './purchase-new-account.ts';

/**
 * `/services/purchase/new-account`, `add-subscription` and `change-subscription`. The route plugin
 * holds each to its Idempotency-Key (the checkout's transaction id); the work stores its answer.
 * Each asks for the checkout's human check first, when the session's failed orders require it.
 * Its refusal (428) is not stored against the key: the same order is sent again with its proof.
 */
export function registerPurchaseRoutes(app: App, deps: CheckoutDeps): void {
  const contextOf = (
    request: FastifyRequest,
    caller: { session: CareSession; claim: IdempotencyClaim },
  ): PurchaseContext => ({
    careSessionId: caller.session.id,
    identityId: caller.session.identityId,
    clientAddress: request.ip,
    claim: caller.claim,
    accountAccess: (rule) => accountAccessOf(deps.db, request, rule),
  });
  const requestDeps = (request: FastifyRequest) => ({ ...deps, log: request.log });

  registerCareRoutes(app, deps, 'purchase', {
    purchaseNewAccount: async (request, _reply, caller) => {
      await requirePurchaseHumanCheck(deps, caller.session.id, request.body);
      return purchaseNewAccount(requestDeps(request), contextOf(request, caller), request.body);
    },
    purchaseAddSubscription: async (request, _reply, caller) => {
      await requirePurchaseHumanCheck(deps, caller.session.id, request.body);
      return purchaseAddSubscription(
        requestDeps(request),
        contextOf(request, caller),
        request.body,
      );
    },
    purchaseChangeSubscription: async (request, _reply, caller) => {
      await requirePurchaseHumanCheck(deps, caller.session.id, request.body);
      return purchaseChangeSubscription(
        requestDeps(request),
        contextOf(request, caller),
        request.body,
      );
    },
  });
}
