import {
  FIELD_ERROR_CODES,
  isRtpTrialPlan,
  type PurchaseAddSubscriptionRequest,
} from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import { accountsOwnedBy, purchaseCardOf } from '../../billing/index.ts';
import {
  findOfferByPlanCode,
  type OfferWithPackage,
  promoCustomerKey,
} from '../../catalog/index.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import { placeNewSubscription } from './place-new-subscription.ts';
import { PURCHASE_FIELDS, type PurchaseContext } from './place-purchase.ts';
import {
  type CheckedAddress,
  checkedPurchaseAddresses,
  checkPurchasePlans,
  fieldRefusal,
} from './purchase-fields.ts';
import { purchaseGiftCardOf } from './purchase-payment.ts';
import { radioToBuy } from './purchase-radio.ts';
import { purchaseReadsOf } from './purchase-reads.ts';
import { type BuyerName, withPurchaseLocks } from './purchase-subjects.ts';
import { planStreamingIdentity } from './streaming-identity-plan.ts';

type CheckedRequest = {
  /** Null: a streaming plan for the signed-in owner's account, no radio named (ADR 060). */
  radioId: string | null;
  /** The radio's deviceRef came from the used-car check on this care session. */
  usedCarChecked: boolean;
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
 * A streaming plan (the streaming targeted checkouts, ADR 049) is a subscription of its own: the
 * radio names whom the link was for and is left as it is (its satellite plan running or not),
 * and the streaming subscription joins the same account a radio's plan would.
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
  if (body.accountNumber !== undefined && !body.radioId && !body.deviceRef) {
    return streamingOnOwnAccount(deps, context, body, { service, billing, now });
  }
  const { radioId, usedCarChecked } = await radioToBuy(db, body, {
    careSessionId: context.careSessionId,
    now,
  });
  // Read before the locks only for what names a promo code's use; the purchase reads the
  // buyer's accounts again under them (an account opened meanwhile is seen there).
  const owned =
    context.identityId && body.marketingPromoCode !== undefined
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
    (moneyLocks) =>
      addSubscription(deps, { ...context, moneyLocks }, body, {
        radioId,
        usedCarChecked,
        service,
        billing,
        now,
      }),
  );
}

/**
 * No radio, an `accountNumber`: a streaming plan — the streaming trial with the paid plan that
 * follows it (ADR 060) — joins that account, which must be the signed-in caller's (anyone else's,
 * or none by that number: 403 CLAIMING_WITH_UNAUTHORIZED_USER, as the trial alone is refused).
 * Decided holding the account, as the trial alone is: a double submit under two keys writes one
 * subscription, the second finds the customer has had streaming.
 */
async function streamingOnOwnAccount(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseAddSubscriptionRequest,
  checked: Omit<CheckedRequest, 'radioId' | 'usedCarChecked'>,
): Promise<StoredAnswer> {
  const wanted = (body.accountNumber ?? '').replace(/\D/g, '');
  const account = context.identityId
    ? (await accountsOwnedBy(deps.db, context.identityId)).find(
        (owned) => owned.accountNumber === wanted,
      )
    : undefined;
  if (!account || !context.identityId) {
    throw new AppError('CLAIMING_WITH_UNAUTHORIZED_USER', `account ${wanted} not the caller's`);
  }
  if (account.country !== checked.service.country) {
    throw fieldRefusal('serviceAddress.country');
  }
  if (!isStreaming(await planOfferOf(deps, body))) throw fieldRefusal(PURCHASE_FIELDS.plan(0));
  return withPurchaseLocks(
    deps,
    context,
    body,
    {
      subjects: [{ kind: 'account', accountNumber: account.accountNumber }],
      buyers: [{ identityId: context.identityId }],
      promoCustomerKey: account.accountNumber,
      now: checked.now,
    },
    (moneyLocks) =>
      addSubscription(deps, { ...context, moneyLocks }, body, {
        ...checked,
        radioId: null,
        usedCarChecked: false,
      }),
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
  const usedCarTrial = body.plans.some((plan) => isRtpTrialPlan(plan.planCode.trim()));
  if (usedCarTrial) await requireUsedCarTrialSale(deps, checked);
  // The offer, the radio, the buyer's accounts and cards, the services had, the radio's upgrade
  // link: one statement (ADRs 116, 118).
  const reads = await purchaseReadsOf(db, {
    planCode: body.plans[0]?.planCode.trim(),
    radioId: checked.radioId,
    careSessionId: context.careSessionId,
    clues: {
      ...(checked.radioId ? { radioId: checked.radioId } : {}),
      email: service.email,
      identityId: context.identityId,
      now,
    },
  });
  const planOffer = reads.offer;
  const streaming = isStreaming(planOffer);
  if (checked.radioId === null && !streaming) throw fieldRefusal(PURCHASE_FIELDS.plan(0));
  // Streaming is sold beside whatever plan the radio has; a radio's own plan needs it free.
  const radioId =
    streaming || checked.radioId === null ? checked.radioId : reads.purchasableRadio().radioId;
  const serviceType = streaming ? 'streaming' : 'satellite';

  const owned = context.identityId
    ? reads.accountsOwned.find((account) =>
        body.accountNumber !== undefined && checked.radioId === null
          ? account.accountNumber === body.accountNumber.replace(/\D/g, '')
          : account.country === country,
      )
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
    defaultCardsRead: reads.defaultCards,
  });
  const giftCard = await purchaseGiftCardOf(db, body.paymentInfo, {
    country,
    clientAddress: context.clientAddress,
    now,
  });
  const servicesHad = reads.servicesHad();
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
    serviceType,
    offersRead: planOffer ? new Map([[planOffer.planCode, planOffer]]) : undefined,
    radioId: streaming ? null : radioId,
    radioFoundPurchasable: !streaming && radioId !== null,
    upgradeLinkRead: streaming ? null : reads.upgradeLink,
    hadService: servicesHad.has(serviceType),
    usedCarChecked: usedCarTrial,
    promoCustomerKey: owned?.accountNumber ?? promoCustomerKey(service.email),
    email: owned?.email ?? identity?.row.emailAddress ?? service.email,
    eligibleForRegistration: !context.identityId && !identity,
    now,
  });
}

/** The offer of the plan asked for (an unknown one is refused when it is priced). */
async function planOfferOf(
  deps: CheckoutRequestDeps,
  body: PurchaseAddSubscriptionRequest,
): Promise<OfferWithPackage | undefined> {
  const planCode = body.plans[0]?.planCode.trim();
  return planCode ? findOfferByPlanCode(deps.db, planCode) : undefined;
}

const isStreaming = (offer: OfferWithPackage | undefined) => offer?.serviceType === 'streaming';

/**
 * The RTP used-car trial is sold only for a radio the used-car check passed on this care session
 * (its deviceRef says so), and only if it still would (ADR 034): asked again under the radio's
 * money lock, so a radio whose state changed since — or that this very purchase already gave the
 * trial — is refused with the check's code (110 once the trial runs) and nothing is charged.
 */
async function requireUsedCarTrialSale(
  deps: CheckoutRequestDeps,
  checked: CheckedRequest,
): Promise<void> {
  if (!checked.usedCarChecked || !deps.usedCarTrials || checked.radioId === null) {
    throw new AppError('INELIGIBLE_FOR_OFFER', 'RTP trial for a radio not checked here', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: PURCHASE_FIELDS.plan(0) }],
    });
  }
  const refusal = await deps.usedCarTrials.refusalOf(deps.db, {
    radioId: checked.radioId,
    buyer: {
      firstName: checked.service.firstName,
      lastName: checked.service.lastName,
      zipCode: checked.service.address.zip,
    },
    country: checked.service.country,
    now: checked.now,
  });
  if (refusal) throw refusal;
}
