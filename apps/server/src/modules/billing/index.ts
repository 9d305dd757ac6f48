/**
 * What other modules use of billing: accounts, profiles and cards for checkout and subscriptions,
 * gift cards and card charges for checkout, and its routes for app.ts.
 */
export { type BillingRecords, billingStatusFrom, billingStatusOf } from './account-balance.ts';
export { creditAccount } from './account-credit.ts';
export { accountLocale } from './account-locale.ts';
export { newAccountNumber } from './account-numbers.ts';
export { attachCard, paymentMethodOf } from './attach-card.ts';
export { commerceCallerOf } from './billing-caller.ts';
export type { BillingDeps } from './billing-deps.ts';
export { defaultProfileOf } from './billing-profiles.ts';
export {
  accountsOfJson,
  accountsOwnedBy,
  accountsOwnedSql,
  findOwnedProfile,
  findPaymentMethod,
  profileOfAccount,
} from './billing-store.ts';
export { cardRefusal } from './card-failure.ts';
export {
  type CheckoutGiftCardBalance,
  checkoutGiftCardBalance,
  GIFT_CARD_LOOKUPS_PER_ADDRESS_PER_MINUTE,
} from './checkout-gift-card.ts';
export { newCommerceId } from './commerce-ids.ts';
export { debitGiftCard, giftCardBalanceMinorOf, giftCardCanPay } from './gift-card-debit.ts';
export { giftCardKey, giftCardNumberHash, giftCardSecurityCodeHash } from './gift-card-keys.ts';
export { registeredGiftCard } from './gift-card-registration.ts';
export {
  accountBalanceSubject,
  cardSubjects,
  giftCardSubject,
  typedGiftCardSubjects,
} from './money-subjects.ts';
export { accountOpening, openAccount } from './open-account.ts';
export { isBalanceChargeKey } from './pay-balance.ts';
export {
  type CardOnFile,
  chargeablePaymentMethod,
  type NewCard,
  purchaseCardOf,
  tokenOf,
} from './payment-card.ts';
export type { PaymentCaller } from './payment-methods.ts';
export { refundOrAlert } from './refund-charge.ts';
export { renewalQuotesOf, taxRegionOf } from './renewal-charge.ts';
export { registerBillingCapability } from './routes.ts';
