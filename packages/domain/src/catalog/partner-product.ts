export const PARTNER_REDEMPTION_STATES = ['NotRedeemed', 'Redeemed'] as const;
export type PartnerRedemptionState = (typeof PARTNER_REDEMPTION_STATES)[number];

/**
 * A partner product (a streaming partner bundled with a plan) is not redeemed while its
 * entitlement is pending, whatever the case the partner writes it in; any other status means
 * the customer has activated it.
 */
export function partnerRedemptionOf(entitlementStatus: string): PartnerRedemptionState {
  return entitlementStatus.trim().toLowerCase() === 'pending' ? 'NotRedeemed' : 'Redeemed';
}
