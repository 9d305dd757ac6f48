import {
  type CreateNewSubscriptionOrderRequest,
  FIELD_ERROR_CODES,
  type Locale,
  marketOf,
  normaliseCountryCode,
  normaliseRadioId,
  type Order,
} from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import {
  idempotentRequestName,
  type MoneySubject,
  withMoneyLocks,
} from '../../../platform/money-locks/index.ts';
import {
  chargeablePaymentMethod,
  defaultProfileOf,
  findOwnedProfile,
  findPaymentMethod,
  giftCardSubject,
  newCommerceId,
  type PaymentCaller,
  registeredGiftCard,
} from '../../billing/index.ts';
import { customerStandingOf, findOfferByPlanCode, promoCodeSubjects } from '../../catalog/index.ts';
import { findAccount } from '../../identification/index.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import { confirmOrder } from './confirm-order.ts';
import type { Fulfilment } from './fulfilment.ts';
import { createNewSubscriptionOrder } from './new-subscription-order.ts';
import { offersOfOrder, phasesOfOffers, planNameOf } from './order-offers.ts';
import { findOrder, markOrderFailed, type OrderRow } from './order-store.ts';
import { orderView } from './order-view.ts';
import { purchasableRadio, radioToBuy } from './purchase-radio.ts';
import { buyerSubject } from './purchase-subjects.ts';

const FIELDS = {
  plan: () => 'newSubscription.offerId',
  followOnPlan: () => 'newSubscription.offerId',
  state: 'billingProfile.serviceAddress.state',
  giftCard: 'newSubscription.giftCardId',
  promoCode: 'newSubscription.promoCode',
};

const orderNotFound = () =>
  new AppError('ORDER_NOT_FOUND', 'no order of the caller with this id', {
    notFoundResourceType: 'order',
  });

/** The order, when the caller created it or owns the account it was confirmed for. */
export async function ownedOrder(caller: PaymentCaller, orderId: string): Promise<OrderRow> {
  const order = await findOrder(caller.db, orderId);
  if (!order) throw orderNotFound();
  if (order.identityId === caller.identityId) return order;
  const account = order.accountNumber
    ? await findAccount(caller.db, order.accountNumber)
    : undefined;
  if (account?.ownerIdentityId === caller.identityId) return order;
  throw orderNotFound();
}

/**
 * `POST order/v1/orders` with `newSubscription`: an order for the caller's account, priced for
 * its billing profile's service address, to be paid by the payment method named (or the
 * profile's default). No billing profile → BILLING_PROFILE_NOT_FOUND; no usable card →
 * NO_CARD_ON_ACCOUNT; a satellite offer needs `deviceId` (the radio).
 */
export async function createServiceOrder(
  caller: PaymentCaller,
  request: CreateNewSubscriptionOrderRequest,
): Promise<Order> {
  const { db, now, identityId } = caller;
  const wanted = request.newSubscription;
  const profile = await defaultProfileOf(db, identityId);
  if (!profile) {
    throw new AppError('BILLING_PROFILE_NOT_FOUND', 'caller has no billing profile', {
      notFoundResourceType: 'billingProfile',
    });
  }
  const account = await findAccount(db, profile.accountNumber);
  if (!account) throw new Error(`billing profile ${profile.id} without its account`);
  const country = marketOf(normaliseCountryCode(profile.serviceAddress.country) ?? 'US');
  const methodId = wanted.stripePaymentMethodId ?? profile.defaultPaymentMethodId;
  const method = methodId ? await chargeablePaymentMethod(db, methodId, now) : undefined;
  if (!method || !(await findOwnedProfile(db, method.billingProfileId, identityId))) {
    if (wanted.stripePaymentMethodId) {
      throw new AppError('PAYMENT_METHOD_NOT_FOUND', 'payment method not the caller’s', {
        notFoundResourceType: 'paymentMethod',
      });
    }
    throw new AppError('NO_CARD_ON_ACCOUNT', 'no usable card to pay the order');
  }
  const offer = await findOfferByPlanCode(db, wanted.offerId);
  const serviceType = offer?.serviceType === 'satellite' ? 'satellite' : 'streaming';
  if (serviceType === 'streaming' && wanted.deviceId) {
    throw new AppError('INVALID_PAYLOAD', 'a streaming offer takes no device', {
      fieldErrors: [
        { errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'newSubscription.deviceId' },
      ],
    });
  }
  if (serviceType === 'satellite' && !wanted.deviceId) {
    throw new AppError('INVALID_PAYLOAD', 'a satellite offer needs its radio', {
      fieldErrors: [
        { errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'newSubscription.deviceId' },
      ],
    });
  }
  const radio = wanted.deviceId
    ? await purchasableRadio(
        db,
        (
          await radioToBuy(
            db,
            { radioId: normaliseRadioId(wanted.deviceId) },
            { careSessionId: '', now },
          )
        ).radioId,
        now,
      )
    : undefined;
  // A gift card is named by the caller's own registration token (`giftcard/v1/giftcards`),
  // never by the card's id: an id alone would let anyone who learnt it spend the card.
  const giftCard = wanted.giftCardId
    ? await registeredGiftCard(db, {
        tokenId: wanted.giftCardId,
        identityId,
        country,
        now,
        fieldName: FIELDS.giftCard,
      })
    : null;
  const standing = await customerStandingOf(db, { identityId, radioId: radio?.radioId, now });
  const { order } = await createNewSubscriptionOrder(db, {
    planCode: wanted.offerId,
    promoCode: wanted.promoCode,
    serviceType,
    region: { country, state: profile.serviceAddress.state },
    locale: account.language as Locale,
    identityId,
    careSessionId: null,
    accountNumber: account.accountNumber,
    radioId: radio?.radioId ?? null,
    paymentMethodId: method.id,
    giftCard,
    hadService: standing.servicesHad.has(serviceType),
    promoCustomerKey: account.accountNumber,
    customer: { firstName: account.firstName, lastName: account.lastName, email: account.email },
    now,
    fields: FIELDS,
  });
  return orderView(order);
}

/**
 * `PUT order/v1/orders/{orderId}/confirm`: charges the order's payment method and writes the
 * subscription (confirmOrder). The answer (the confirmed order) is stored with the business
 * change, so the same Idempotency-Key replays it.
 *
 * Decided holding the order, its radio, its gift card, the caller and the promo code's use (ADR
 * 021): another confirm of any of them meanwhile is refused with 409 PAYMENT_IN_PROGRESS before
 * anything is charged. What changed since the order was priced is checked again once held: the
 * radio's plan, the gift card, the promo code (confirmOrder) and, for an offer for new
 * subscribers, whether the caller has had the service since (INELIGIBLE_FOR_OFFER).
 */
export async function confirmServiceOrder(
  deps: CheckoutRequestDeps,
  caller: PaymentCaller,
  orderId: string,
  claim: IdempotencyClaim,
): Promise<StoredAnswer> {
  const order = await ownedOrder(caller, orderId);
  if (order.kind === 'planSwitch') {
    return deps.planChanges.confirmServiceOrder(deps, caller, order, claim);
  }
  const subjects: MoneySubject[] = [
    { kind: 'order', orderId: order.id },
    buyerSubject({ identityId: caller.identityId }),
    ...(order.radioId ? [{ kind: 'radio' as const, radioId: order.radioId }] : []),
    ...(order.giftCardId ? [giftCardSubject(order.giftCardId)] : []),
    ...(order.promoCode && order.accountNumber
      ? await promoCodeSubjects(caller.db, order.promoCode, order.accountNumber)
      : []),
  ];
  return withMoneyLocks(
    caller.db,
    { subjects, requestName: idempotentRequestName(claim), now: caller.now },
    () => confirmOwnedOrder(deps, caller, orderId, claim),
  );
}

async function confirmOwnedOrder(
  deps: CheckoutRequestDeps,
  caller: PaymentCaller,
  orderId: string,
  claim: IdempotencyClaim,
): Promise<StoredAnswer> {
  const { db, now } = caller;
  const order = await ownedOrder(caller, orderId);
  const method = order.paymentMethodId
    ? await findPaymentMethod(db, order.paymentMethodId)
    : undefined;
  const account = order.accountNumber ? await findAccount(db, order.accountNumber) : undefined;
  if (order.status === 'quoted' && (!method || !account)) {
    throw new AppError('PAYMENT_INFO_REQUIRED', 'order without its payment method or account');
  }
  const offers = order.status === 'quoted' ? await offersOfOrder(db, order) : undefined;
  const locale = (account?.language ?? 'en-US') as Locale;
  const plan: Fulfilment | undefined =
    offers && account && method
      ? {
          country: account.country === 'ca' ? 'ca' : 'us',
          locale,
          account: {
            kind: 'existing',
            accountNumber: account.accountNumber,
            ownerIdentityId: caller.identityId,
          },
          newIdentity: null,
          profile: {
            firstName: account.firstName,
            lastName: account.lastName,
            serviceAddress: account.serviceAddress,
          },
          card: { kind: 'onFile', paymentMethodId: method.id, token: method.gatewayToken },
          subscription: {
            kind: 'new',
            subscriptionId: newCommerceId('subscription', now),
            planCode: offers.offer.planCode,
            packageId: offers.offer.packageId,
            serviceType: offers.offer.serviceType === 'satellite' ? 'satellite' : 'streaming',
            radioId: order.radioId,
            phases: phasesOfOffers(offers, now),
          },
          promo: order.promoCode
            ? { code: order.promoCode, customerKey: account.accountNumber }
            : null,
          giftCardId: order.giftCardId,
          notice: {
            emailAddress: account.email,
            firstName: account.firstName,
            planName: planNameOf(offers.offer, locale),
          },
          streamingAvailable: offers.offer.package.streamingAvailable,
          campaignId: offers.offer.campaignId,
        }
      : undefined;
  if (offers?.offer.newSubscribersOnly) {
    await refuseIfServiceHadSince(db, order, {
      identityId: caller.identityId,
      serviceType: offers.offer.serviceType,
      now,
    });
  }
  const answerOf = (confirmed: OrderRow): StoredAnswer => ({
    status: 200,
    body: orderView(confirmed),
  });
  const result = await confirmOrder(
    deps,
    order,
    // A closed order never reaches the plan: confirmOrder refuses it first.
    plan as Fulfilment,
    (tx, fulfilled) =>
      claim.completeWithin(
        tx,
        answerOf({
          ...order,
          status: 'confirmed',
          subscriptionId: fulfilled.subscriptionId,
          accountNumber: fulfilled.accountNumber,
          identityId: fulfilled.ownerIdentityId,
          paymentMethodId: fulfilled.paymentMethodId,
          confirmedAt: now,
        }),
      ),
  );
  const confirmed = await findOrder(db, result.orderId);
  return answerOf(confirmed ?? order);
}

/**
 * An offer for new subscribers, quoted before the caller got the service (another order of
 * theirs confirmed since): the order fails with INELIGIBLE_FOR_OFFER before anything is charged.
 */
async function refuseIfServiceHadSince(
  db: PaymentCaller['db'],
  order: OrderRow,
  buyer: { identityId: string; serviceType: string; now: Date },
): Promise<void> {
  const standing = await customerStandingOf(db, {
    identityId: buyer.identityId,
    radioId: order.radioId ?? undefined,
    now: buyer.now,
  });
  const serviceType = buyer.serviceType === 'satellite' ? 'satellite' : 'streaming';
  if (!standing.servicesHad.has(serviceType)) return;
  await markOrderFailed(db, order.id, 'INELIGIBLE_FOR_OFFER');
  throw new AppError('INELIGIBLE_FOR_OFFER', `${order.planCode} is for new subscribers`);
}
