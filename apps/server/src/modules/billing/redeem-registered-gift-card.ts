import type { Country, GiftCardBalanceRedemption } from '@orbit/domain';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import { withMoneyLocks } from '../../platform/money-locks/index.ts';
import { billingStatusOf } from './account-balance.ts';
import type { BillingCaller } from './billing-profiles.ts';
import { callerAccount } from './caller-account.ts';
import { redeemGiftCardTo } from './gift-card-redemption.ts';
import { registeredGiftCard } from './gift-card-registration.ts';
import { accountBalanceSubject, registeredGiftCardSubjects } from './money-subjects.ts';
import { balanceDueOf } from './service-pay-balance.ts';

/**
 * `POST billing/v1/balance/redeem-giftcard`: the gift card a caller registered (its
 * `giftCardTokenId`) moves its whole balance to the caller's account (bills oldest first, the
 * rest as credit), in one transaction that also uses the token up. Decided holding the account's
 * balance and the card, as a payment is (ADR 021).
 */
export async function redeemRegisteredGiftCard(
  caller: BillingCaller,
  giftCardTokenId: string,
): Promise<GiftCardBalanceRedemption> {
  const { db, now } = caller;
  const account = await callerAccount(db, caller.identityId);
  const subjects = [
    accountBalanceSubject(account.accountNumber),
    ...(await registeredGiftCardSubjects(db, giftCardTokenId, caller.identityId)),
  ];
  return withMoneyLocks(db, { subjects, now }, () => redeemTo(caller, account, giftCardTokenId));
}

async function redeemTo(
  caller: BillingCaller,
  account: SubscriberAccountRow,
  giftCardTokenId: string,
): Promise<GiftCardBalanceRedemption> {
  const { db, now } = caller;
  const fieldName = 'giftCardTokenId';
  const card = await registeredGiftCard(db, {
    tokenId: giftCardTokenId,
    identityId: caller.identityId,
    country: account.country as Country,
    now,
    fieldName,
  });
  const redeemed = await db.transaction((tx) =>
    redeemGiftCardTo(tx, {
      accountNumber: account.accountNumber,
      card,
      registrationId: card.registrationId,
      fieldName,
      now,
    }),
  );
  return {
    amountRedeemed: redeemed.amountRedeemed,
    balanceDue: balanceDueOf(await billingStatusOf(db, redeemed.account, now)),
    reactivatedSubscriptionIds: redeemed.reactivatedSubscriptionIds,
  };
}
