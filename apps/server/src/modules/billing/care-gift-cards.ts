import type { Country, GiftCardLookupRequest, GiftCardRedemption } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import { withMoneyLocks } from '../../platform/money-locks/index.ts';
import { billingStatusOf } from './account-balance.ts';
import { checkoutGiftCardBalance } from './checkout-gift-card.ts';
import { redeemGiftCardTo } from './gift-card-redemption.ts';
import { accountBalanceSubject, typedGiftCardSubjects } from './money-subjects.ts';
import { typedGiftCard } from './typed-gift-card.ts';

type Lookup = { db: Db; account: SubscriberAccountRow; clientAddress: string; now: Date };

/** The card typed, found and checked for the account's market (rate-limited per client address). */
async function foundCard(lookup: Lookup, body: GiftCardLookupRequest) {
  const card = typedGiftCard(body);
  const found = await checkoutGiftCardBalance(lookup.db, card, {
    country: lookup.account.country as Country,
    clientAddress: lookup.clientAddress,
    now: lookup.now,
    fieldName: 'number',
  });
  return { card, found };
}

/**
 * `POST /services/payment/giftcard/info` (spec 001 §8 Info): a gift card's balance, last 4 and
 * kind. Refusals: GIFT_CARD_NUMBER_REQUIRED, GIFT_CARD_NUMBER_INVALID (also a wrong security
 * code or expiry), INVALID_PAYLOAD (a BlackHawk field without the other), NO_GIFT_CARD_BALANCE,
 * GIFT_CARD_NOT_REDEEMABLE, GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_COUNTRY_ERROR, and 429 when a
 * client address tries too many cards (GIFT_CARD_LOOKUPS_PER_ADDRESS_PER_MINUTE).
 */
export async function careGiftCardInfo(lookup: Lookup, body: GiftCardLookupRequest) {
  const { card, found } = await foundCard(lookup, body);
  return {
    last4: found.last4,
    vendor: card.securityCode ? ('blackhawk' as const) : ('incomm' as const),
    balance: found.balance,
  };
}

/**
 * `POST /services/payment/giftcard/redeem`: the card's whole balance moves to the account in one
 * transaction (bills oldest first, the rest as credit; suspended subscriptions come back once
 * nothing is owed). The card is then redeemed: a second try is GIFT_CARD_ALREADY_REDEEMED.
 * It changes what the account owes, so it holds the account's balance (and the card) as a
 * payment does (ADR 021): one of them decided meanwhile → 409 PAYMENT_IN_PROGRESS.
 */
export async function careRedeemGiftCard(
  lookup: Lookup,
  body: GiftCardLookupRequest,
): Promise<GiftCardRedemption> {
  const subjects = [
    accountBalanceSubject(lookup.account.accountNumber),
    ...(await typedGiftCardSubjects(lookup.db, body, lookup.now)),
  ];
  return withMoneyLocks(lookup.db, { subjects, now: lookup.now }, () => redeem(lookup, body));
}

async function redeem(lookup: Lookup, body: GiftCardLookupRequest): Promise<GiftCardRedemption> {
  const { found } = await foundCard(lookup, body);
  const redeemed = await lookup.db.transaction((tx) =>
    redeemGiftCardTo(tx, {
      accountNumber: lookup.account.accountNumber,
      card: found,
      fieldName: 'number',
      now: lookup.now,
    }),
  );
  return {
    amountRedeemed: redeemed.amountRedeemed,
    appliedToBalance: redeemed.applied,
    billingStatus: await billingStatusOf(lookup.db, redeemed.account, lookup.now),
    reactivatedSubscriptionIds: redeemed.reactivatedSubscriptionIds,
  };
}
