import { type AccountCalls, accountCalls } from './account-calls.ts';
import { type AccountLoginCalls, accountLoginCalls } from './account-login-calls.ts';
import { type BillingCalls, billingCalls } from './billing-calls.ts';
import { type CareClientOptions, createCareRequester } from './care-transport.ts';
import { type CatalogCalls, catalogCalls } from './catalog-calls.ts';
import { type CheckoutCalls, checkoutCalls } from './checkout-calls.ts';
import { type DoNotCallCalls, doNotCallCalls } from './do-not-call-calls.ts';
import { type IdentificationCalls, identificationCalls } from './identification-calls.ts';
import { type IdentityCalls, identityCalls } from './identity-calls.ts';
import { type InfoCollectionCalls, infoCollectionCalls } from './info-collection-calls.ts';
import { type PlatformCalls, platformCalls } from './platform-calls.ts';
import { type PurchaseCalls, purchaseCalls } from './purchase-calls.ts';

export type { CareClientOptions, FetchLike, RequestOptions } from './care-transport.ts';

/**
 * The typed client of the care API (`/services/...`), one method per endpoint, grouped by
 * capability in their own files (care sign-in, catalog, checkout checks, purchases). An app that
 * loads its pages on demand binds only the groups a page uses to one `createCareRequester`, so a
 * page does not carry every group's schemas.
 */
export interface CareClient
  extends PlatformCalls,
    IdentityCalls,
    AccountLoginCalls,
    IdentificationCalls,
    CatalogCalls,
    CheckoutCalls,
    PurchaseCalls,
    BillingCalls,
    DoNotCallCalls,
    InfoCollectionCalls,
    AccountCalls {}

/**
 * The care client with the web app's rules (see `createCareRequester`): credentials always
 * included, no automatic retry, answers checked against the domain schemas, failures as CareApiError.
 */
export function createCareClient(options: CareClientOptions): CareClient {
  const request = createCareRequester(options);
  return {
    ...platformCalls(request),
    ...identityCalls(request),
    ...accountLoginCalls(request),
    ...identificationCalls(request),
    ...catalogCalls(request),
    ...checkoutCalls(request),
    ...purchaseCalls(request),
    ...billingCalls(request),
    ...doNotCallCalls(request),
    ...infoCollectionCalls(request),
    ...accountCalls(request),
  };
}
