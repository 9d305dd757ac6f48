/**
 * The failures of identification and the account area (spec 001 §8; flows §1, §7, §8.3), with
 * their HTTP status and care message key. Spread into PRODUCT_ERRORS so both API surfaces and
 * the web app read one table. Gift-card and card codes live with checkout (CHECKOUT_ERRORS).
 */
const business = (status: number, propKey: string, description: string) =>
  ({ status, propKey, type: 'BUSINESS', description }) as const;

export const ACCOUNT_ERRORS = {
  // identification
  /** A lookup matched no account the caller may see (never says which detail was wrong). */
  ACCOUNT_NOT_FOUND: business(
    404,
    'error.code.account.not.found',
    'No account matches these details.',
  ),
  /** Last name, phone and zip did not match the identified account. */
  VERIFICATION_FAILED: business(
    400,
    'error.code.account.verification.failed',
    'We could not confirm these details.',
  ),
  /** The session identified an account but has not proven last name, phone and zip yet. */
  VERIFICATION_REQUIRED: business(
    403,
    'error.code.account.verification.required',
    'Confirm your last name, phone number and zip code first.',
  ),
  // account management
  /** A new service address must keep the account's postal code (spec 001 §5). */
  SERVICE_ADDRESS_ZIP_MISMATCH: business(
    400,
    'error.code.service.address.zip.mismatch',
    'The service address must keep the same zip or postal code.',
  ),
  /** Only a radio with no running subscription can be removed from an account. */
  DEVICE_HAS_ACTIVE_SUBSCRIPTION: business(
    409,
    'error.code.device.active.subscription',
    'This radio still has an active subscription.',
  ),
  /**
   * The account has no streaming sign-in of its own to change (none, or it is the account login,
   * which changes with the old password through update-account-login).
   */
  STREAMING_LOGIN_NOT_FOUND: business(
    404,
    'error.code.streaming.login.not.found',
    'This account has no separate streaming login.',
  ),
  // billing and payments
  /** A date range whose start is after its end (spec 001 §5). */
  INVALID_DATE_RANGE: business(
    400,
    'error.code.invalid.date.range',
    'The start date must not be after the end date.',
  ),
  INVOICE_NOT_FOUND: business(404, 'error.code.invoice.not.found', 'No such invoice.'),
  /** There is nothing to pay. */
  NO_BALANCE_DUE: business(409, 'error.code.no.balance.due', 'There is no balance due.'),
  /** A payment amount of zero, below zero, or above what is due. */
  INVALID_PAYMENT_AMOUNT: business(
    400,
    'error.code.invalid.payment.amount',
    'The payment amount is not valid.',
  ),
  /** A charge was asked for without the customer ticking the charge agreement. */
  CHARGE_AGREEMENT_REQUIRED: business(
    400,
    'error.code.charge.agreement.required',
    'Agree to the charge to continue.',
  ),
  /** Removing this card would leave an active subscription with no way to pay. */
  LAST_PAYMENT_METHOD: business(
    409,
    'error.code.last.payment.method',
    'An active subscription needs at least one card on file.',
  ),
  /** A registered gift card's token is unknown, expired, someone else's or already used. */
  GIFT_CARD_TOKEN_NOT_FOUND: business(
    404,
    'error.code.gift.card.token.not.found',
    'No such gift card registration.',
  ),
  // do-not-call and info collection
  /** The data-collection link is unknown, altered or expired. */
  INFO_COLLECTION_LINK_INVALID: business(
    400,
    'error.code.info.collection.link.invalid',
    'This link is not valid.',
  ),
  /** The data-collection link was already answered. */
  INFO_COLLECTION_ALREADY_SUBMITTED: business(
    409,
    'error.code.info.collection.already.submitted',
    'This form was already sent.',
  ),
  /** The answers name another chat (bot, conversation or user) than the link was made for. */
  INFO_COLLECTION_CONVERSATION_MISMATCH: business(
    400,
    'error.code.info.collection.conversation.mismatch',
    'This form belongs to another conversation.',
  ),
} as const;
