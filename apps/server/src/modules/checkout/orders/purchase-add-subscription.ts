import type { PurchaseAddSubscriptionRequest } from '@orbit/domain';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import { accountsOwnedBy, purchaseCardOf } from '../../billing/index.ts';
import { customerStandingOf, promoCustomerKey } from '../../catalog/index.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import { placeNewSubscription } from './place-new-subscription.ts';
import type { PurchaseContext } from './place-purchase.ts';
import {
  type CheckedAddress,
  checkedPurchaseAddresses,
  checkPurchasePlans,
} from './purchase-fields.ts';
import { purchaseGiftCardOf } from './purchase-payment.ts';
import { purchasableRadio, radioIdToBuy } from './purchase-radio.ts';
import { type BuyerName, withPurchaseLocks } from './purchase-subjects.ts';
import { planStreamingIdentity } from './streaming-identity-plan.ts';

type CheckedRequest = {
  radioId: string;
  service: CheckedAddress;
  billing: CheckedAddress | undefined;
  now: Date;
};

/**
 * `purchase/add-subscription` (flows §2.2 step 4): a plan for a radio with no subscription
 * running. The radio joins the signed-in buyer's account of this market, or a new account
 * (owned by the signed-in buyer, or by the sign-in `streamingInfo` creates, or by nobody yet:
 * the confirmation then offers registration). The card on file may pay (`useCardOnFile`).
 *
 * Decided holding the radio, the buyer, the gift card, the new card and the promo code's use
 * (ADR 021): a purchase for any of them meanwhile is refused with 409 PAYMENT_IN_PROGRESS
 * before anything is charged; one after it finds the radio's plan running.
 */
export async function purchaseAddSubscription(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseAddSubscriptionRequest,
): Promise<StoredAnswer> {
  const now = deps.clock();
  const { db } = deps;
  checkPurchasePlans(body);
  const { service, billing } = checkedPurchaseAddresses(body);
  const radioId = await radioIdToBuy(db, body, { careSessionId: context.careSessionId, now });
  const owned = context.identityId
    ? (await accountsOwnedBy(db, context.identityId)).find(
        (account) => account.country === service.country,
      )
    : undefined;
  const info = body.streamingInfo;
  const buyers: BuyerName[] = context.identityId
    ? [{ identityId: context.identityId }]
    : [
        { handle: service.email },
        ...(info
          ? [{ handle: info.emailAddress }, { handle: info.login.trim() || info.emailAddress }]
          : []),
      ];
  return withPurchaseLocks(
    deps,
    context,
    body,
    {
      subjects: [{ kind: 'radio', radioId }],
      buyers,
      promoCustomerKey: owned?.accountNumber ?? service.email,
      now,
    },
    () => addSubscription(deps, context, body, { radioId, service, billing, now }),
  );
}

/** The purchase once its subjects are held: every check reads what is true now. */
async function addSubscription(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseAddSubscriptionRequest,
  checked: CheckedRequest,
): Promise<StoredAnswer> {
  const { db } = deps;
  const { service, billing, now } = checked;
  const { country } = service;
  const locale = body.languagePreference;
  const radio = await purchasableRadio(db, checked.radioId, now);

  const owned = context.identityId
    ? (await accountsOwnedBy(db, context.identityId)).find((account) => account.country === country)
    : undefined;
  const identity =
    !context.identityId && body.streamingInfo
      ? await planStreamingIdentity(deps, body.streamingInfo, {
          country,
          locale,
          phoneNumber: service.phone,
          state: 'ACCOUNT',
          now,
        })
      : null;
  const card = await purchaseCardOf(db, deps.gateway, body.paymentInfo, {
    country,
    now,
    accountNumber: owned?.accountNumber ?? null,
    billingAddress: billing?.address ?? service.address,
  });
  const giftCard = await purchaseGiftCardOf(db, body.paymentInfo, {
    country,
    clientAddress: context.clientAddress,
    now,
  });
  const standing = await customerStandingOf(db, {
    radioId: radio.radioId,
    email: service.email,
    identityId: context.identityId,
    now,
  });
  return placeNewSubscription(deps, context, {
    request: body,
    country,
    locale,
    service,
    billing,
    account: owned
      ? {
          kind: 'existing',
          accountNumber: owned.accountNumber,
          ownerIdentityId: context.identityId,
        }
      : { kind: 'new', email: service.email, ownerIdentityId: context.identityId },
    newIdentity: identity,
    card,
    giftCard,
    serviceType: 'satellite',
    radioId: radio.radioId,
    hadService: standing.servicesHad.has('satellite'),
    promoCustomerKey: owned?.accountNumber ?? promoCustomerKey(service.email),
    email: owned?.email ?? identity?.row.emailAddress ?? service.email,
    eligibleForRegistration: !context.identityId && !identity,
    now,
  });
}
