/**
 * The failures of catalog, checkout and billing calls (spec 001 §8: Card, Promo, Gift card, and
 * the legacy card failures), with their HTTP status and care message key. Spread into
 * PRODUCT_ERRORS so both API surfaces and the web app read one table.
 */
const business = (status: number, propKey: string) =>
  ({ status, propKey, type: 'BUSINESS' }) as const;

export const CHECKOUT_ERRORS = {
  OFFER_NOT_FOUND: business(404, 'error.code.offer.not.found'),
  OFFER_EXPIRED: business(400, 'error.code.promo.code.expired'),
  OFFER_REDEEMED: business(400, 'error.code.promo.code.service.already'),
  INVALID_OFFER_DATA: business(400, 'error.code.promo.code.invalid'),
  /** A new-subscribers-only offer asked for by someone who had the service (or the card did). */
  INELIGIBLE_FOR_OFFER: business(409, 'error.code.offer.ineligible'),
  ACTIVE_SATELLITE_SUBSCRIPTION: business(409, 'error.code.active.satellite.subscription'),
  SUBSCRIPTION_NOT_FOUND: business(404, 'error.code.subscription.not.found'),
  DEVICE_NOT_FOUND: business(404, 'error.code.device.not.found'),
  VEHICLE_NOT_FOUND: business(404, 'error.code.vehicle.not.found'),
  /** payment_method_failed / payment_method_declined (spec 001 §8 Card). */
  CREDIT_CARD_ERROR: business(402, 'error.code.credit.card.error'),
  CARD_DECLINED: business(402, 'error.code.credit.card.declined'),
  INSUFFICIENT_FUNDS: business(402, 'error.code.credit.card.insufficient.funds'),
  FRAUD_REJECT: business(402, 'error.code.credit.card.fraud.reject'),
  PAYMENT_INFO_REQUIRED: business(400, 'error.code.payment.info.required'),
  NO_CARD_ON_ACCOUNT: business(400, 'error.code.no.card.on.account'),
  CARD_INFO_REQUIRED: business(400, 'error.code.card.info.required'),
  CARD_TOKEN_INVALID: business(400, 'error.code.card.token.invalid'),
  IDEMPOTENCY_KEY_REQUIRED: business(400, 'error.common.idempotency.key.required'),
  /** The same key is still being answered (a double click, a retry racing the first try). */
  IDEMPOTENCY_KEY_IN_USE: business(409, 'error.common.idempotency.key.in.use'),
  /** The same key was used for a different request. */
  IDEMPOTENCY_KEY_REUSED: business(422, 'error.common.idempotency.key.reused'),
  ORDER_NOT_FOUND: business(404, 'error.code.order.not.found'),
  ORDER_ALREADY_CONFIRMED: business(409, 'error.code.order.already.confirmed'),
  ORDER_EXPIRED: business(410, 'error.code.order.expired'),
  BILLING_PROFILE_NOT_FOUND: business(404, 'error.code.billing.profile.not.found'),
  PAYMENT_METHOD_NOT_FOUND: business(404, 'error.code.payment.method.not.found'),
  /** Gift card (spec 001 §8). */
  GIFT_CARD_NUMBER_REQUIRED: business(400, 'error.code.gift.card.number.required'),
  GIFT_CARD_NUMBER_INVALID: business(400, 'error.code.gift.card.number.invalid'),
  NO_GIFT_CARD_BALANCE: business(400, 'error.code.gift.card.no.balance'),
  GIFT_CARD_NOT_REDEEMABLE: business(400, 'error.code.gift.card.not.redeemable'),
  GIFT_CARD_ALREADY_REDEEMED: business(400, 'error.code.gift.card.already.redeemed'),
  GIFT_CARD_COUNTRY_ERROR: business(400, 'error.code.gift.card.country'),
} as const;
