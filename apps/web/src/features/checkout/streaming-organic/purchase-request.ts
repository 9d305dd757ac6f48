import type {
  Locale,
  PresentedOffer,
  PurchaseAddSubscriptionRequest,
  PurchaseChangeSubscriptionRequest,
  PurchaseNewAccountRequest,
} from '@orbit/domain';
import {
  newCardPaymentOf,
  orderCodesOf,
  orderServiceAddressOf,
} from '../flow-kit/order-request.ts';
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
    ...(state.followOnPlanCode ? { followOnPlans: [{ planCode: state.followOnPlanCode }] } : {}),
    ...orderCodesOf(state),
    ...(state.studentVerificationId ? { verificationId: state.studentVerificationId } : {}),
    paymentInfo: {
      ...newCardPaymentOf(card, state.transactionId),
      ...(state.giftCard ? { giftCards: [state.giftCard] } : {}),
    },
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

/**
 * The streaming trial with its paid follow-on on the signed-in owner's own account (ADR 060):
 * the same order without a sign-in to make, `purchase/add-subscription` with the account's number
 * and no radio. The account's email stands where the credentials' would.
 */
export function ownAccountPurchaseOf(
  state: StreamingCheckoutState,
  offer: PresentedOffer,
  locale: Locale,
): PurchaseAddSubscriptionRequest | undefined {
  const { ownAccount } = state;
  if (!ownAccount) return undefined;
  const request = purchaseRequestOf(
    { ...state, credentials: { email: ownAccount.email, password: '' } },
    offer,
    locale,
  );
  if (!request) return undefined;
  const { streamingInfo: _none, ...order } = request;
  return { ...order, accountNumber: ownAccount.accountNumber };
}

/** A trial chosen in the existing-subscription dialog is followed by the plan, not a new account. */
export function changeSubscriptionRequestOf(
  request: PurchaseNewAccountRequest,
  subscriptionId: string,
): PurchaseChangeSubscriptionRequest {
  return { ...request, subscriptionId };
}
