import type {
  Locale,
  PresentedOffer,
  PurchaseAddSubscriptionRequest,
  PurchaseChangeSubscriptionRequest,
} from '@orbit/domain';
import type { IdentifiedRadio } from '../../../identification/index.ts';
import {
  newCardPaymentOf,
  type OrderAddress,
  orderCodesOf,
  orderServiceAddressOf,
} from '../../flow-kit/order-request.ts';
import type { SatelliteCheckoutState, ServiceAddressDetails } from '../flow/checkout-store.ts';

/**
 * A radio in a trial: find-your-radio says `active` (a subscription is Active) but no paid plan
 * runs, so the Active one is the trial. Its paid plan follows the trial (change-subscription).
 */
export function isRadioInTrial(radio: IdentifiedRadio | undefined): boolean {
  return radio?.status === 'active' && !radio.hasActiveSubscription;
}

/** The radio's service address, as the quote and the order carry it. */
export function serviceAddressOf(customer: ServiceAddressDetails): OrderAddress {
  return {
    streetAddress: customer.addressLine1,
    city: customer.city,
    state: customer.state,
    postalCode: customer.zip,
    country: customer.country,
  };
}

type SatellitePurchase =
  | { call: 'addSubscription'; request: PurchaseAddSubscriptionRequest }
  | { call: 'changeSubscription'; request: PurchaseChangeSubscriptionRequest };

/**
 * The order of flows §2.2 step 4 from what the steps collected: a radio with no subscription
 * running gets `purchase/add-subscription`; a radio in a trial gets `purchase/change-subscription`
 * with the paid plan as the trial's follow-on. Both name the radio by its lookup handle and carry
 * the payment (the card on file, or the gateway's token — never a card number), the transaction
 * id, the service address, the codes, the language and the agreement. Undefined when a step's
 * data is missing (the review step is guarded).
 */
export function satellitePurchaseOf(
  state: SatelliteCheckoutState,
  offer: PresentedOffer,
  locale: Locale,
): SatellitePurchase | undefined {
  const { radio, customer, payment } = state;
  if (!radio || !customer || !payment) return undefined;
  const plans = [{ planCode: offer.planCode }];
  const common = {
    deviceRef: radio.deviceRef,
    plans,
    ...orderCodesOf(state),
    paymentInfo:
      payment.kind === 'cardOnFile'
        ? {
            useCardOnFile: true,
            paymentType: 'creditCard' as const,
            transactionId: state.transactionId,
          }
        : newCardPaymentOf(payment, state.transactionId),
    serviceAddress: orderServiceAddressOf(serviceAddressOf(customer), customer),
    languagePreference: locale,
    agreementAccepted: true as const,
  };
  // A streaming plan is a subscription of its own on the radio's account (ADR 049): the radio's
  // plan, running or in a trial, is not what it changes.
  if (offer.serviceType === 'streaming') return { call: 'addSubscription', request: common };
  return isRadioInTrial(radio)
    ? { call: 'changeSubscription', request: { ...common, followOnPlans: plans } }
    : { call: 'addSubscription', request: common };
}
