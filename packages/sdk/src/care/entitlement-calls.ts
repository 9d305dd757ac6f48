import { entitlementCareEndpoints } from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';

/**
 * The entitlement page (ADR 077): a partner-billed entitlement looked up, and activated on a new
 * account or the signed-in caller's own.
 */
export type EntitlementCalls = CareCalls<typeof entitlementCareEndpoints>;
export const entitlementCalls = careCallsFrom(entitlementCareEndpoints);
