/**
 * The entitlement calls of another customer's activated entitlement (ADR 077), for the shared BOLA
 * matrix: `ENT-ORBB-0194` is active on account 10000194; another signed-in customer asking where
 * to activate it, or to put it on their own account, gets 404 as for an unknown id and changes
 * nothing. (The care lookup answers anyone whether an entitlement is active: the entitlement page
 * is reached by the partner's link, before any sign-in, and says nothing of the account.)
 */
export type EntitlementBolaEndpoint = {
  name: string;
  surface: 'service';
  method: 'PUT';
  url: () => string;
  body?: () => unknown;
};

const VICTIMS_ENTITLEMENT = 'ENT-ORBB-0194';

export const ENTITLEMENT_BOLA_ENDPOINTS: readonly EntitlementBolaEndpoint[] = [
  {
    name: 'the signup URL of another customer’s entitlement',
    surface: 'service',
    method: 'PUT',
    url: () => `/partnerentitlements/v1/activate/${VICTIMS_ENTITLEMENT}`,
  },
  {
    name: 'grant access to another customer’s entitlement',
    surface: 'service',
    method: 'PUT',
    url: () => '/activation/v1/grant-access/partner',
    body: () => ({ partnerEntitlementId: VICTIMS_ENTITLEMENT }),
  },
];
