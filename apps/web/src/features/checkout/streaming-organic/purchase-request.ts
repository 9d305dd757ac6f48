import type {
  Locale,
  PresentedOffer,
  PurchaseChangeSubscriptionRequest,
  PurchaseNewAccountRequest,
} from '@orbit/domain';
import type { StreamingCheckoutState } from './checkout-store.ts';

/**
 * The order of flows §2.1 step 5 from what the steps collected: the plan, the card token (never
 * the number), the transaction id, the service address from the zip check, the streaming sign-in.
 * Undefined when a step's data is missing (the review step is guarded, so this is a bug).
 */
export function purchaseRequestOf(
  state: StreamingCheckoutState,
  offer: PresentedOffer,
  locale: Locale,
): PurchaseNewAccountRequest | undefined {
  const { credentials, customer, card } = state;
  if (!credentials || !customer || !card) return undefined;
  return {
    plans: [{ planCode: offer.planCode }],
    ...(state.promoCode ? { marketingPromoCode: state.promoCode } : {}),
    ...(state.programCode ? { programCode: state.programCode } : {}),
    paymentInfo: {
      useCardOnFile: false,
      paymentType: 'creditCard',
      cardInfo: { cardToken: card.token.token, nameOnCard: card.nameOnCard },
      transactionId: state.transactionId,
      ...(state.giftCard ? { giftCards: [state.giftCard] } : {}),
    },
    serviceAddress: {
      streetAddress: '',
      city: customer.city,
      state: customer.state,
      postalCode: customer.zip,
      country: customer.country,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      email: credentials.email,
      addressType: 'person',
    },
    languagePreference: locale,
    agreementAccepted: true,
    streamingInfo: {
      emailAddress: credentials.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      login: credentials.email,
      password: credentials.password,
    },
  };
}

/** A trial chosen in the existing-subscription dialog is followed by the plan, not a new account. */
export function changeSubscriptionRequestOf(
  request: PurchaseNewAccountRequest,
  subscriptionId: string,
): PurchaseChangeSubscriptionRequest {
  return { ...request, subscriptionId };
}
