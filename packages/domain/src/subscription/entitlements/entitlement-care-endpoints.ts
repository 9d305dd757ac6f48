import type { CareEndpointDocs, CareEndpointTable } from '../../platform/care-endpoint.ts';
import {
  careActivateThirdPartyRequestSchema,
  careActivateThirdPartyResultSchema,
  careEntitlementRequestSchema,
  careEntitlementSchema,
} from './partner-entitlement.ts';

/**
 * The entitlement page (`subscribe/entitlement`, flows §8.6, ADR 077): a plan a partner sold and
 * bills, looked up and activated on a new account or the signed-in caller's own.
 */
export const entitlementCareEndpoints = {
  /** The entitlement, its reseller, and whether it is active. ENTITLEMENT_NOT_FOUND. */
  entitlement: {
    method: 'POST',
    path: '/identity/customer/entitlement',
    body: careEntitlementRequestSchema,
    response: careEntitlementSchema,
    access: 'care-session',
  },
  /**
   * Activates it: a new account and sign-in, or the signed-in caller's account. Answers the same
   * again for the caller's own activated entitlement. ENTITLEMENT_NOT_FOUND,
   * ENTITLEMENT_ALREADY_ACTIVATED, ENTITLEMENT_NOT_ACTIVATABLE, USERNAME_IN_USE, the password
   * policy's codes.
   */
  activateThirdPartySubscription: {
    method: 'POST',
    path: '/trial-activation/activate-third-party-subscription',
    body: careActivateThirdPartyRequestSchema,
    response: careActivateThirdPartyResultSchema,
    access: 'care-session',
    idempotencyKey: 'transactionId',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const entitlementCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    entitlement: {
      tag: 'care entitlements',
      summary: 'A partner-billed entitlement and its reseller',
      description:
        'What `subscribe/entitlement?entitlementId=` shows: the reseller (`resellerCode`, ' +
        '`partnerName`, billing platform, market), the plan, the status and its redemption ' +
        '(spec 001 §4: pending → NotRedeemed, else Redeemed), `isActive` once activated, and ' +
        "`isCallers` when it is active on the signed-in caller's account. 404 " +
        'ENTITLEMENT_NOT_FOUND for an unknown id.',
      errors: [400, 401, 404],
    },
    activateThirdPartySubscription: {
      tag: 'care entitlements',
      summary: 'Activate a partner-billed entitlement',
      description:
        'Without a sign-in on the session: `email` and `password` (and optional names) create the ' +
        'identity and a new account in the partner’s market; signed in: the caller’s own account ' +
        '(one is opened for an identity without one). The subscription is the partner’s plan with ' +
        'the partner’s source (amazon, google, roku…), no card and nothing charged by us; the ' +
        'entitlement becomes active with it. One conditional update of the entitlement decides, ' +
        'so it makes one subscription whoever asks at once. The caller’s own activated ' +
        'entitlement answers SUCCESS again. 404 ENTITLEMENT_NOT_FOUND; 409 ' +
        'ENTITLEMENT_ALREADY_ACTIVATED (another customer’s), ENTITLEMENT_NOT_ACTIVATABLE ' +
        '(cancelled or expired), USERNAME_IN_USE; 400 the password policy’s codes and field errors.',
      errors: [400, 401, 404, 409],
    },
  } satisfies CareEndpointDocs<typeof entitlementCareEndpoints>;
})();
