import {
  grantPartnerAccessRequestSchema,
  type PartnerEntitlement,
  partnerEntitlementListSchema,
  partnerEntitlementSignupSchema,
} from '@orbit/domain';
import * as z from 'zod/mini';
import type { ServiceCaller } from '../../http/service-caller.ts';

/** What the partner-entitlements client uses of the SDK: its HTTP core. */
export interface PartnerEntitlementsClientDeps {
  caller: ServiceCaller;
}

const grantedSchema = z.object({
  entitlement: partnerEntitlementListSchema.shape.entitlements.def.element,
});

/**
 * Partner-billed entitlements (`partnerentitlements/v1` and `activation/v1`, spec 001 §7, ADR
 * 077). Signed-in only (anonymous 403). ENTITLEMENT_NOT_FOUND (404, anyone else's as an unknown
 * id), ENTITLEMENT_ALREADY_ACTIVATED and ENTITLEMENT_NOT_ACTIVATABLE (409) are kept on the error.
 */
export interface PartnerEntitlementsClient {
  /** The entitlements on the caller's accounts. */
  listEntitlements(options?: { signal?: AbortSignal }): Promise<PartnerEntitlement[]>;
  /** Where the customer activates this entitlement (the entitlement page's URL). */
  activate(
    partnerEntitlementId: string,
    options?: { signal?: AbortSignal },
  ): Promise<{ signupUrl: string; entitlement: PartnerEntitlement }>;
  /** Puts a pending entitlement on the caller's own account (the same again once it is theirs). */
  grantAccess(
    partnerEntitlementId: string,
    options?: { signal?: AbortSignal },
  ): Promise<PartnerEntitlement>;
  /** The partner's purchases made with the caller's email, activated on the caller's account. */
  restore(resellerCode: string, options?: { signal?: AbortSignal }): Promise<PartnerEntitlement[]>;
  /** The partner's state of the caller's entitlements read again and applied. */
  sync(resellerCode: string, options?: { signal?: AbortSignal }): Promise<PartnerEntitlement[]>;
}

export function createPartnerEntitlementsClient(
  deps: PartnerEntitlementsClientDeps,
): PartnerEntitlementsClient {
  return {
    listEntitlements: async (options = {}) =>
      (await deps.caller.call('partnerEntitlements', 'list', options, partnerEntitlementListSchema))
        .entitlements,
    activate: (partnerEntitlementId, options = {}) =>
      deps.caller.call(
        'partnerEntitlements',
        'activate',
        { pathParams: { partnerEntitlementId }, ...options },
        partnerEntitlementSignupSchema,
      ),
    grantAccess: async (partnerEntitlementId, options = {}) =>
      (
        await deps.caller.call(
          'activation',
          'grantAccessPartner',
          { body: grantPartnerAccessRequestSchema.parse({ partnerEntitlementId }), ...options },
          grantedSchema,
        )
      ).entitlement,
    restore: async (restoreTarget, options = {}) =>
      (
        await deps.caller.call(
          'activation',
          'restore',
          { pathParams: { restoreTarget }, ...options },
          partnerEntitlementListSchema,
        )
      ).entitlements,
    sync: async (syncTarget, options = {}) =>
      (
        await deps.caller.call(
          'activation',
          'sync',
          { pathParams: { syncTarget }, ...options },
          partnerEntitlementListSchema,
        )
      ).entitlements,
  };
}
