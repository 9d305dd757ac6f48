/**
 * The checkout flow kit (ADR 019): the pieces every checkout flow composes — its store of what
 * the customer entered, the step guard, offer presentment, the payment interstitial, the review's
 * agreement and submit with the attempt's idempotency key, and the thanks step's order; the
 * satellite payment form (who, where and the card), which the used-car RTP trial reuses.
 */
export {
  checkoutKeys,
  type OffersAsked,
  offersQuery,
  type PlacedOrder,
  placedOrderQuery,
  quoteQuery,
} from '../checkout-queries.ts';
export { cardTokenFieldProblem } from '../components/card-form/card-token-problem.ts';
export { type ChoiceOption, OptionChoice } from '../components/option-choice.tsx';
export {
  OrderAgreementForm,
  type OrderAgreementFormProps,
} from '../components/order-agreement-form.tsx';
export { OrderReviewForm, type OrderReviewFormProps } from '../components/order-review-form.tsx';
export { StepHeading } from '../components/step-heading.tsx';
export { satelliteCatalog } from '../satellite/messages/index.ts';
export type {
  SatellitePaymentCodes,
  SatellitePaymentData,
  SatellitePaymentValues,
} from '../satellite/payment/payment-form-model.ts';
export {
  orderAddressOfPayment,
  satelliteFieldMessageId,
  satellitePaymentValuesOf,
} from '../satellite/payment/payment-form-model.ts';
export { SatellitePaymentForm } from '../satellite/payment/satellite-payment-form.tsx';
export { ServiceAddressFields } from '../satellite/payment/service-address-fields.tsx';
export { askOffers, askQuote } from './ask-again.ts';
export { type FlowAttempt, type FlowStore, flowStoreFactory } from './flow-store.ts';
export { ListenNow } from './listen-now.tsx';
export {
  newCardPaymentOf,
  type OrderAddress,
  type OrderPerson,
  orderCodesOf,
  orderServiceAddressOf,
} from './order-request.ts';
export { ThanksHero, useOrderConfirmation } from './order-thanks.tsx';
export { type OwnAccount, ownAccountQuery } from './own-account-query.ts';
export { PaymentInterstitial } from './payment-interstitial.tsx';
export { isCardRefusal, type PurchaseFailure, purchaseFailureOf } from './purchase-outcome.ts';
export { RegisterOnSpot } from './register-on-spot.tsx';
export { reportHandledError } from './report-handled-error.ts';
export { selectedOfferOf } from './selected-offer.ts';
export { missingStepOf, useStepRedirect } from './step-guard.tsx';
export {
  type StepSectionContent,
  StepSections,
  type StepSectionsProps,
} from './step-sections.tsx';
export { type FlowCheckout, useFlowCheckout } from './use-flow-checkout.ts';
export { useOfferPresentment } from './use-offer-presentment.ts';
export {
  type PlaceOrder,
  type PlaceOrderOptions,
  type SendOrder,
  usePlaceOrder,
} from './use-place-order.ts';
