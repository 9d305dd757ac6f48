export { type AccountCalls, accountCalls } from './account-calls.ts';
export { type AccountLinkingCalls, accountLinkingCalls } from './account-linking-calls.ts';
export { type AccountLoginCalls, accountLoginCalls } from './account-login-calls.ts';
export { type BillingCalls, billingCalls } from './billing-calls.ts';
export {
  type CareApiError,
  type CareApiErrorInit,
  createCareApiError,
  isCareApiError,
} from './care-api-error.ts';
export {
  type CareCall,
  type CareCallAnswer,
  type CareCallInput,
  type CareCalls,
  careCallsFrom,
  type UploadInput,
} from './care-calls-from.ts';
export {
  type CareClient,
  type CareClientOptions,
  createCareClient,
  type FetchLike,
  type RequestOptions,
} from './care-client.ts';
export { type CareRequest, type CareRequester, createCareRequester } from './care-transport.ts';
export { type CatalogCalls, catalogCalls } from './catalog-calls.ts';
export {
  type CheckoutCalls,
  checkoutCalls,
  type StreamingEligibilityRequest,
} from './checkout-calls.ts';
export { type DoNotCallCalls, doNotCallCalls } from './do-not-call-calls.ts';
export { type EntitlementCalls, entitlementCalls } from './entitlement-calls.ts';
export { type IdentificationCalls, identificationCalls } from './identification-calls.ts';
export { type IdentityCalls, identityCalls } from './identity-calls.ts';
export { type InfoCollectionCalls, infoCollectionCalls } from './info-collection-calls.ts';
export { type LegacyDeviceCalls, legacyDeviceCalls } from './legacy-device-calls.ts';
export {
  type LegacyOfferCalls,
  legacyOfferCalls,
} from './legacy-offer-calls.ts';
export { type ListenCalls, listenCalls } from './listen-calls.ts';
export { type MultiRadioCalls, multiRadioCalls } from './multi-radio-calls.ts';
export { type OnboardingCalls, onboardingCalls } from './onboarding-calls.ts';
export { type PlatformCalls, platformCalls } from './platform-calls.ts';
export { type PromotionCalls, promotionCalls } from './promotion-calls.ts';
export { IDEMPOTENCY_KEY_HEADER, type PurchaseCalls, purchaseCalls } from './purchase-calls.ts';
export { type RefreshSignalCalls, refreshSignalCalls } from './refresh-signal-calls.ts';
export { type RegisterOnSpotCalls, registerOnSpotCalls } from './register-on-spot-calls.ts';
export { type RenewalCalls, renewalCalls } from './renewal-calls.ts';
export { type SchedulerCalls, schedulerCalls } from './scheduler-calls.ts';
export { type StudentCalls, studentCalls } from './student-calls.ts';
export { type SubscriptionCalls, subscriptionCalls } from './subscription-calls.ts';
export { type TransferCalls, transferCalls } from './transfer-calls.ts';
export { type TrialCalls, trialCalls } from './trial-calls.ts';
export { type UpgradeCalls, upgradeCalls } from './upgrade-calls.ts';
export { type VipCalls, vipCalls } from './vip-calls.ts';
export { type VipUpdateCalls, vipUpdateCalls } from './vip-update-calls.ts';
