import { accountAccessOf } from '../../../platform/auth/account-access.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import type { CheckoutDeps } from '../orders/checkout-deps.ts';
import { purchaseContextOf } from '../orders/purchase-context.ts';
import { requirePurchaseHumanCheck } from '../orders/purchase-human-check.ts';
import { multiRadioAccountOf } from './multi-radio-account.ts';
import { purchaseMultiSubscription } from './multi-radio-purchase.ts';
import { quoteMultiRadioOrder } from './multi-radio-quote.ts';

/**
 * The multi-radio order's calls (flows §4.6; ADR 047): the account's radios, the quote and the
 * order, on the account of the signed-in owner or the one the care session identified and
 * verified. The order asks for the checkout's human check first, as every purchase does.
 */
export function registerMultiRadioRoutes(app: App, deps: CheckoutDeps): void {
  registerCareRoutes(app, deps, 'multiRadio', {
    multiRadioAccountRadios: async (request, _reply, { session }) =>
      multiRadioAccountOf(deps.db, {
        access: await accountAccessOf(deps.db, request, { allowIdentified: true }),
        careSessionId: session.id,
        now: deps.clock(),
      }),
    multiRadioQuote: (request, _reply, { session }) =>
      quoteMultiRadioOrder(
        deps,
        {
          careSessionId: session.id,
          accountAccess: (rule) => accountAccessOf(deps.db, request, rule),
        },
        request.body,
      ),
    purchaseMultiSubscription: async (request, _reply, caller) => {
      await requirePurchaseHumanCheck(deps, caller.session.id, request.body);
      return purchaseMultiSubscription(
        { ...deps, log: request.log },
        purchaseContextOf(deps.db, request, caller),
        request.body,
      );
    },
  });
}
