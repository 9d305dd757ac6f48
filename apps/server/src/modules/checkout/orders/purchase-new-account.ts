import type { PurchaseNewAccountRequest } from '@orbit/domain';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import { purchaseCardOf } from '../../billing/index.ts';
import { promoCustomerKey, servicesHadBy } from '../../catalog/index.ts';
import { cardHadStreamingTrial } from '../customer-checks/streaming-trial-history.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import { placeNewSubscription } from './place-new-subscription.ts';
import type { PurchaseContext } from './place-purchase.ts';
import { checkedPurchaseAddresses, checkPurchasePlans, fieldRefusal } from './purchase-fields.ts';
import { purchaseGiftCardOf } from './purchase-payment.ts';
import { withPurchaseLocks } from './purchase-subjects.ts';
import { planStreamingIdentity } from './streaming-identity-plan.ts';

/**
 * `purchase/new-account` (flows §2.1 step 5): a new account with a streaming plan and its
 * streaming sign-in. Everything that can be refused is checked before the card is charged (the
 * addresses, the sign-in and its password, the card token, the gift card, the offer and promo
 * code, the new-subscriber rule by email and by card); then the order is confirmed: one charge,
 * one transaction.
 *
 * Decided holding the login and email it signs up, the gift card, the card and the promo code's
 * use (ADR 021): the same email bought meanwhile is refused with 409 PAYMENT_IN_PROGRESS before
 * anything is charged; after it, the email is taken (USERNAME_IN_USE).
 */
export async function purchaseNewAccount(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseNewAccountRequest,
): Promise<StoredAnswer> {
  const now = deps.clock();
  checkPurchasePlans(body);
  const info = body.streamingInfo;
  const buyers = [
    { handle: info.emailAddress },
    { handle: info.login.trim() || info.emailAddress },
  ];
  return withPurchaseLocks(
    deps,
    context,
    body,
    { subjects: [], buyers, promoCustomerKey: info.emailAddress, now },
    (moneyLocks) => newAccount(deps, { ...context, moneyLocks }, body, now),
  );
}

/** The purchase once its subjects are held: every check reads what is true now. */
async function newAccount(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseNewAccountRequest,
  now: Date,
): Promise<StoredAnswer> {
  const { db } = deps;
  const { service, billing } = checkedPurchaseAddresses(body);
  const { country } = service;
  const locale = body.languagePreference;
  const identity = await planStreamingIdentity(deps, body.streamingInfo, {
    country,
    locale,
    phoneNumber: service.phone,
    state: 'STREAMING',
    now,
  });
  const email = identity.row.emailAddress ?? service.email;
  if (body.paymentInfo.useCardOnFile) {
    // A new account has no card on file.
    throw fieldRefusal('paymentInfo.useCardOnFile');
  }
  const card = await purchaseCardOf(db, deps.gateway, body.paymentInfo, {
    country,
    now,
    accountNumber: null,
    billingAddress: billing?.address ?? service.address,
  });
  const giftCard = await purchaseGiftCardOf(db, body.paymentInfo, {
    country,
    clientAddress: context.clientAddress,
    now,
  });
  const servicesHad = await servicesHadBy(db, { email, identityId: context.identityId, now });
  const hadService =
    servicesHad.has('streaming') ||
    (card.kind === 'token' &&
      (await cardHadStreamingTrial(db, deps.gateway, card.details.fingerprint)));

  return placeNewSubscription(deps, context, {
    request: body,
    country,
    locale,
    service,
    billing,
    account: { kind: 'new', email, ownerIdentityId: null },
    newIdentity: identity,
    card,
    giftCard,
    serviceType: 'streaming',
    radioId: null,
    hadService,
    promoCustomerKey: promoCustomerKey(email),
    login: identity.row.handle,
    email,
    eligibleForRegistration: false,
    now,
  });
}
