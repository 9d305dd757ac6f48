import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { BillingDeps } from './billing-deps.ts';
import { careGiftCardInfo, careRedeemGiftCard } from './care-gift-cards.ts';
import { updateEbillEnrollment } from './ebill-enrollment.ts';
import { makePayment } from './make-payment.ts';
import { updatePaymentInfo } from './update-payment-info.ts';

/**
 * The account area's payment calls on the care API (flows §7.1 e-bill, §7.2 make-payment). The
 * route plugin holds a payment and a card change to their Idempotency-Key (the transaction id).
 */
export function registerCarePaymentRoutes(app: App, deps: BillingDeps): void {
  /** The gift-card calls' lookup: the caller's account, and their address for the rate limit. */
  const giftCardLookupOf = (clientAddress: string, account: SubscriberAccountRow) => ({
    db: deps.db,
    account,
    clientAddress,
    now: deps.clock(),
  });

  registerCareRoutes(app, deps, 'billing', {
    makePayment: (request, _reply, { access, claim }) =>
      makePayment({ ...deps, log: request.log }, access, request.body, {
        claim,
        clientAddress: request.ip,
      }),
    updatePaymentInfo: async (request, _reply, { access }) => ({
      status: 200,
      body: careOk(await updatePaymentInfo(deps, access, request.body)),
    }),
    updateEbillEnrollment: (request, _reply, { access }) =>
      updateEbillEnrollment(deps.db, access.account, request.body, deps.clock()),
    getGiftCardInfo: (request, _reply, { access }) =>
      careGiftCardInfo(giftCardLookupOf(request.ip, access.account), request.body),
    redeemGiftCard: (request, _reply, { access }) =>
      careRedeemGiftCard(giftCardLookupOf(request.ip, access.account), request.body),
  });
}
