import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  carePackageUpgradeTokenRequestSchema,
  carePackageUpgradeTokenResultSchema,
  careUpgradeOffersRequestSchema,
  careUpgradeOffersResultSchema,
} from './upgrade-care-calls.ts';

/** A package upgrade link's calls (flows §4.4, ADR 041). */
export const upgradeCareEndpoints = {
  /** The radio and subscription an upgrade link names; proves them for this care session. */
  packageUpgradeToken: {
    method: 'POST',
    path: '/account/token/pkg-upgrade',
    body: carePackageUpgradeTokenRequestSchema,
    response: carePackageUpgradeTokenResultSchema,
    access: 'care-session',
  },
  /** The plans of the packages above the subscription's current one. */
  upgradeOffers: {
    method: 'POST',
    path: '/offers/customer/upgrade',
    body: careUpgradeOffersRequestSchema,
    response: careUpgradeOffersResultSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const upgradeCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care upgrade';

  return {
    packageUpgradeToken: {
      tag: TAG,
      summary: 'Open a package upgrade link',
      description:
        'The radio a PKG_UPGRADE token names, masked like `identification/token`, with the ' +
        'upgrade’s program code and kind and the running subscription (null for a closed radio). ' +
        'The signed link proves the account for this care session (ADR 041). A forged or unreadable ' +
        'token: 400 INVALID_TOKEN; an expired one: 400 with field error TOKEN_EXPIRED; one whose ' +
        'upgrade was ordered: 400 with field error TOKEN_REDEEMED. Counted against the lookup budget.',
      errors: [400, 401, 429],
    },
    upgradeOffers: {
      tag: TAG,
      summary: 'The plans above a subscription’s current package',
      description:
        'The subscription must be on an account the caller may see (its signed-in owner, or a ' +
        'session an upgrade link or a lookup verified): 401, 403 VERIFICATION_REQUIRED, 404 ' +
        'SUBSCRIPTION_NOT_FOUND otherwise. No package above the current one: 409 ALREADY_UPGRADED.',
      errors: [400, 401, 403, 404, 409, 429],
    },
  } satisfies CareEndpointDocs<typeof upgradeCareEndpoints>;
})();
