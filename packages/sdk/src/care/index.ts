export type { AccountCalls } from './account-calls.ts';
export type { BillingCalls } from './billing-calls.ts';
export {
  type CareApiError,
  type CareApiErrorInit,
  createCareApiError,
  isCareApiError,
} from './care-api-error.ts';
export {
  type CareClient,
  type CareClientOptions,
  createCareClient,
  type FetchLike,
  type PlatformCalls,
  type RequestOptions,
} from './care-client.ts';
export type { CatalogCalls } from './catalog-calls.ts';
export type { CheckoutCalls, StreamingEligibilityRequest } from './checkout-calls.ts';
export type { DoNotCallCalls } from './do-not-call-calls.ts';
export type { IdentificationCalls } from './identification-calls.ts';
export type { IdentityCalls } from './identity-calls.ts';
export type { InfoCollectionCalls } from './info-collection-calls.ts';
export { IDEMPOTENCY_KEY_HEADER, type PurchaseCalls } from './purchase-calls.ts';
