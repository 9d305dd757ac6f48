import type {
  CareStreamingTrialNewAccountRequest,
  CareTrialActivation,
  Locale,
  PresentedOffer,
} from '@orbit/domain';
import { orderServiceAddressOf } from '../flow-kit/order-request.ts';
import type { StartedTrial } from '../flow-kit/use-place-order.ts';
import type { StreamingCheckoutState } from '../streaming-organic/checkout-store.ts';

/**
 * The trial-only start of flows §3.6 (`trial-activation/new-account` with streamingInfo) from
 * what the steps collected: the plan, the service address from the zip check, the streaming
 * sign-in. Undefined when a step's data is missing (the review step is guarded).
 */
export function trialRequestOf(
  state: StreamingCheckoutState,
  offer: PresentedOffer,
  locale: Locale,
): CareStreamingTrialNewAccountRequest | undefined {
  const { credentials, customer } = state;
  if (!credentials || !customer) return undefined;
  return {
    plans: [{ planCode: offer.planCode }],
    ...(state.promoCode ? { marketingPromoCode: state.promoCode } : {}),
    serviceAddress: orderServiceAddressOf(
      {
        streetAddress: '',
        city: customer.city,
        state: customer.state,
        postalCode: customer.zip,
        country: customer.country,
      },
      { ...customer, email: credentials.email },
    ),
    streamingInfo: {
      emailAddress: credentials.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      login: credentials.email,
      password: credentials.password,
    },
    languagePreference: locale,
    agreementAccepted: true,
    transactionId: state.transactionId,
  };
}

/**
 * The started trial as thanks shows an order: nothing was charged (in the offer's currency), no
 * invoice; the subscription stands where an order id would (a trial has no order).
 */
export function startedTrialOf(
  activation: CareTrialActivation,
  offer: PresentedOffer,
): StartedTrial {
  const nothing = { amountMinor: 0, currency: offer.price.currency };
  return {
    trialEndsOn: activation.trialEndDate,
    purchase: {
      status: 'SUCCESS',
      orderId: activation.subscriptionId,
      accountNumber: activation.accountNumber,
      subscriptionId: activation.subscriptionId,
      radioId: null,
      radioIdLastFour: null,
      email: activation.email ?? '',
      maskedUsername: null,
      isUserNameSameAsEmail: activation.isUserNameSameAsEmail,
      isOfferStreamingEligible: activation.isOfferStreamingEligible,
      isEligibleForRegistration: activation.isEligibleForRegistration,
      isRefreshAllowed: false,
      invoiceNumber: null,
      amountCharged: nothing,
      giftCardAmountApplied: nothing,
      campaignId: offer.campaignId,
    },
  };
}
