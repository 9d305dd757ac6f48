import {
  type CheckoutGiftCard,
  type Country,
  type GiftCardRegistration,
  giftCardRegistrationSchema,
} from '@orbit/domain';
import type { ServiceCaller } from '../../http/service-caller.ts';

/** What the gift card client uses of the SDK: its HTTP core. */
export interface GiftCardsClientDeps {
  caller: ServiceCaller;
}

/**
 * Gift cards (`giftcard/v1`, spec 001 §7), signed-in only (anonymous 403). Registering a card
 * gives a token, the caller's alone for 30 minutes, that pays a balance
 * (`billing.payBalanceDue({ giftCardId })`) or moves the card's balance to the account
 * (`billing.redeemGiftCard`); the number is sent once, here.
 */
export interface GiftCardsClient {
  /**
   * Registers a card for `country`'s market: an incomm card by `number` alone, a BlackHawk-style
   * one also with `securityCode` and `expiry` (MM/YY). Answers its token, actual balance and
   * last 4. Refusals: GIFT_CARD_NUMBER_INVALID, NO_GIFT_CARD_BALANCE, GIFT_CARD_NOT_REDEEMABLE,
   * GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_COUNTRY_ERROR (400), RATE_LIMIT_EXCEEDED (429).
   */
  registerGiftCard(card: CheckoutGiftCard, country: Country): Promise<GiftCardRegistration>;
}

export function createGiftCardsClient(deps: GiftCardsClientDeps): GiftCardsClient {
  return {
    registerGiftCard: (card, country) =>
      deps.caller.call(
        'giftCard',
        'register',
        { body: card, query: { country } },
        giftCardRegistrationSchema,
      ),
  };
}
