import type {
  CareAccount,
  CareQuoteRequest,
  CheckoutGiftCard,
  Country,
  Locale,
  PurchaseChangeSubscriptionRequest,
} from '@orbit/domain';
import { billingAddressOf } from '../../billing/index.ts';
import {
  newCardPaymentOf,
  type OrderAddress,
  orderServiceAddressOf,
} from '../../checkout/flow-kit/index.ts';
import type { ChangePayment, ChangeState } from './change-store.ts';

/** The plans the change orders: the plan and term chosen, and the vehicle-data plan if any. */
export function changePlanCodesOf(state: ChangeState): string[] {
  return [state.selectedPlanCode, state.vehiclePlanCode].filter(
    (code): code is string => typeof code === 'string',
  );
}

/**
 * Where the service is, as the account gives it: prices and taxes follow it (a Quebec address:
 * GST and QST). An identified visitor sees no street, which taxes never depend on.
 */
export function accountServiceAddressOf(account: CareAccount): OrderAddress {
  const address = account.serviceAddress ?? account.billingAddress;
  return {
    streetAddress: address?.addressLine1 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.zip ?? '',
    country: address?.country ?? account.country,
  };
}

/**
 * `quotes/quote` for the change: the subscription named, so the preview is its plan change; a
 * gift card goes as the purchase will send it, so that the preview splits the charge with it.
 */
export function changeQuoteRequestOf(
  account: CareAccount,
  subscriptionId: string,
  planCodes: readonly string[],
  locale: Locale,
  giftCard?: CheckoutGiftCard | undefined,
): CareQuoteRequest {
  return {
    planCodes: planCodes.map((planCode) => ({ planCode })),
    serviceAddress: accountServiceAddressOf(account),
    subscriptionId,
    locale,
    ...(giftCard ? { giftCards: [giftCard] } : {}),
  };
}

function paymentInfoOf(
  payment: ChangePayment,
  transactionId: string,
  giftCard: CheckoutGiftCard | undefined,
) {
  const giftCards = giftCard ? { giftCards: [giftCard] } : {};
  if (payment.kind === 'card') return { ...newCardPaymentOf(payment, transactionId), ...giftCards };
  return { useCardOnFile: true, paymentType: 'creditCard' as const, transactionId, ...giftCards };
}

/**
 * `purchase/change-subscription`: the subscription, the preview's `quoteId` (whose total is what
 * is charged), the plans, how the customer pays (and the gift card the preview was priced with)
 * and the language of the confirmation email. A subscription in its trial has no `quoteId`: its
 * plan follows the trial, priced from the trial's end as its quote was (nothing due today but an
 * activation fee).
 */
export function changeOrderOf(input: {
  account: CareAccount;
  subscriptionId: string;
  quoteId: string | undefined;
  planCodes: readonly string[];
  payment: ChangePayment;
  /** The gift card the preview was priced with: the confirm must send the same one. */
  giftCard: CheckoutGiftCard | undefined;
  transactionId: string;
  locale: Locale;
  /** The site's market: the new card's address rules. */
  country: Country;
}): PurchaseChangeSubscriptionRequest {
  const { account, payment } = input;
  const person = {
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone ?? '',
    email: account.email ?? '',
  };
  return {
    subscriptionId: input.subscriptionId,
    ...(input.quoteId ? { quoteId: input.quoteId } : {}),
    plans: input.planCodes.map((planCode) => ({ planCode })),
    paymentInfo: paymentInfoOf(payment, input.transactionId, input.giftCard),
    serviceAddress: orderServiceAddressOf(accountServiceAddressOf(account), person),
    ...(payment.kind === 'card'
      ? { billingAddress: { ...billingAddressOf(payment.address, input.country), ...person } }
      : {}),
    languagePreference: input.locale,
    agreementAccepted: true,
  };
}
