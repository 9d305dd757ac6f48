import {
  type BillingProfile,
  billingProfileSchema,
  type CreateBillingProfileRequest,
  type UpdateBillingProfileRequest,
} from '@orbit/domain';
import type { BillingClientDeps, BillingReadOptions } from './deps.ts';

/**
 * `POST billing-profiles`: name and service address (which decides taxes). A sign-in with no
 * account yet gets one; a second profile for the same account is 400 INVALID_PAYLOAD.
 */
export function createBillingProfile(
  deps: BillingClientDeps,
  request: CreateBillingProfileRequest,
): Promise<BillingProfile> {
  return deps.caller.call(
    'billing',
    'createBillingProfile',
    { body: request },
    billingProfileSchema,
  );
}

/** BILLING_PROFILE_NOT_FOUND (404) for anyone else's profile as for an unknown id. */
export function getBillingProfile(
  deps: BillingClientDeps,
  billingProfileId: string,
  options: BillingReadOptions = {},
): Promise<BillingProfile> {
  return deps.caller.call(
    'billing',
    'getBillingProfile',
    { pathParams: { billingProfileId }, ...options },
    billingProfileSchema,
  );
}

/** The name freely; the service address only within its postal code (400 on serviceAddress.zipCode). */
export function updateBillingProfile(
  deps: BillingClientDeps,
  billingProfileId: string,
  patch: UpdateBillingProfileRequest,
): Promise<BillingProfile> {
  return deps.caller.call(
    'billing',
    'updateBillingProfile',
    { pathParams: { billingProfileId }, body: patch },
    billingProfileSchema,
  );
}

/** The caller's profile; BILLING_PROFILE_NOT_FOUND (404) when it has none yet. */
export function defaultBillingProfile(
  deps: BillingClientDeps,
  options: BillingReadOptions = {},
): Promise<BillingProfile> {
  return deps.caller.call('billing', 'defaultBillingProfile', options, billingProfileSchema);
}
