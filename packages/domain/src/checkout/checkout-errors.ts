/**
 * The failures of catalog, checkout and billing calls (spec 001 §8: Card, Promo, Gift card, and
 * the legacy card failures), with their HTTP status and care message key. Spread into
 * PRODUCT_ERRORS so both API surfaces and the web app read one table.
 */
const business = (status: number, propKey: string, description: string) =>
  ({ status, propKey, type: 'BUSINESS', description }) as const;

export const CHECKOUT_ERRORS = {
  OFFER_NOT_FOUND: business(404, 'error.code.offer.not.found', 'No such offer is available.'),
  OFFER_EXPIRED: business(400, 'error.code.promo.code.expired', 'This offer has expired.'),
  OFFER_REDEEMED: business(
    400,
    'error.code.promo.code.service.already',
    'This promo code has already been redeemed.',
  ),
  INVALID_OFFER_DATA: business(
    400,
    'error.code.promo.code.invalid',
    'This promo code is not valid.',
  ),
  /** A new-subscribers-only offer asked for by someone who had the service (or the card did). */
  INELIGIBLE_FOR_OFFER: business(
    409,
    'error.code.offer.ineligible',
    'This offer is for new subscribers only.',
  ),
  ACTIVE_SATELLITE_SUBSCRIPTION: business(
    409,
    'error.code.active.satellite.subscription',
    'This radio already has an active subscription.',
  ),
  /**
   * change-subscription by a radio's deviceRef when the radio has no trial running: there is
   * nothing for a paid plan to follow, so the plan is bought with add-subscription.
   */
  NO_SUBSCRIPTION_TO_FOLLOW: business(
    409,
    'error.code.no.subscription.to.follow',
    'This radio has no trial for a paid plan to follow: buy its plan with add-subscription.',
  ),
  SUBSCRIPTION_NOT_FOUND: business(
    404,
    'error.code.subscription.not.found',
    'No such subscription was found.',
  ),
  DEVICE_NOT_FOUND: business(
    404,
    'error.code.device.not.found',
    'No radio matches what was entered.',
  ),
  /** A zero-cost promotion (flows §4.3) is for radios never activated; this one was. */
  DEVICE_NOT_ELIGIBLE: business(
    409,
    'error.code.device.not.eligible',
    'This radio was activated before: the promotion is for new radios only.',
  ),
  /** A tokenized link whose token is malformed, tampered with or expired. */
  INVALID_TOKEN: business(400, 'error.code.invalid.token', 'The link is not valid or has expired.'),
  VEHICLE_NOT_FOUND: business(
    404,
    'error.code.vehicle.not.found',
    'No vehicle matches what was entered.',
  ),
  /** payment_method_failed / payment_method_declined (spec 001 §8 Card). */
  CREDIT_CARD_ERROR: business(
    402,
    'error.code.credit.card.error',
    'The card could not be processed.',
  ),
  CARD_DECLINED: business(402, 'error.code.credit.card.declined', 'The card was declined.'),
  INSUFFICIENT_FUNDS: business(
    402,
    'error.code.credit.card.insufficient.funds',
    'The card has insufficient funds.',
  ),
  FRAUD_REJECT: business(402, 'error.code.credit.card.fraud.reject', 'The card was refused.'),
  PAYMENT_INFO_REQUIRED: business(
    400,
    'error.code.payment.info.required',
    'Payment information is required.',
  ),
  NO_CARD_ON_ACCOUNT: business(
    400,
    'error.code.no.card.on.account',
    'There is no usable card on the account.',
  ),
  CARD_INFO_REQUIRED: business(
    400,
    'error.code.card.info.required',
    'Card information is required.',
  ),
  CARD_TOKEN_INVALID: business(
    400,
    'error.code.card.token.invalid',
    'The card token is not valid or was already used.',
  ),
  IDEMPOTENCY_KEY_REQUIRED: business(
    400,
    'error.common.idempotency.key.required',
    'An Idempotency-Key header is required.',
  ),
  /** The same key is still being answered (a double click, a retry racing the first try). */
  IDEMPOTENCY_KEY_IN_USE: business(
    409,
    'error.common.idempotency.key.in.use',
    'A request with this Idempotency-Key is still being processed.',
  ),
  /**
   * Another purchase or payment is being decided for the same radio, account balance, gift card,
   * card, customer, promo code or order (ADR 021): nothing was charged for this one. Answered
   * with Retry-After; the same request sent again then gets its definitive answer.
   */
  PAYMENT_IN_PROGRESS: business(
    409,
    'error.code.payment.in.progress',
    'Another purchase or payment for this is being processed. Try again in a moment.',
  ),
  /** The same key was used for a different request. */
  IDEMPOTENCY_KEY_REUSED: business(
    422,
    'error.common.idempotency.key.reused',
    'This Idempotency-Key was used with a different request.',
  ),
  ORDER_NOT_FOUND: business(404, 'error.code.order.not.found', 'No such order was found.'),
  ORDER_ALREADY_CONFIRMED: business(
    409,
    'error.code.order.already.confirmed',
    'The order was already confirmed.',
  ),
  ORDER_EXPIRED: business(
    410,
    'error.code.order.expired',
    'The order expired before it was confirmed.',
  ),
  BILLING_PROFILE_NOT_FOUND: business(
    404,
    'error.code.billing.profile.not.found',
    'No such billing profile was found.',
  ),
  PAYMENT_METHOD_NOT_FOUND: business(
    404,
    'error.code.payment.method.not.found',
    'No such payment method was found.',
  ),
  /** Gift card (spec 001 §8). */
  GIFT_CARD_NUMBER_REQUIRED: business(
    400,
    'error.code.gift.card.number.required',
    'A gift card number is required.',
  ),
  GIFT_CARD_NUMBER_INVALID: business(
    400,
    'error.code.gift.card.number.invalid',
    'The gift card number is not valid.',
  ),
  NO_GIFT_CARD_BALANCE: business(
    400,
    'error.code.gift.card.no.balance',
    'The gift card has no balance.',
  ),
  GIFT_CARD_NOT_REDEEMABLE: business(
    400,
    'error.code.gift.card.not.redeemable',
    'The gift card cannot be redeemed.',
  ),
  GIFT_CARD_ALREADY_REDEEMED: business(
    400,
    'error.code.gift.card.already.redeemed',
    'The gift card was already redeemed.',
  ),
  GIFT_CARD_COUNTRY_ERROR: business(
    400,
    'error.code.gift.card.country',
    'The gift card is for another country.',
  ),
} as const;
