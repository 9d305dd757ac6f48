import {
  type B2bTrialClaimed,
  b2bTrialClaimedSchema,
  type SalStatusResponse,
  type Session,
  salStatusResponseSchema,
  type VehicleMagicLinkGrant,
  vehicleMagicLinkGrantSchema,
} from '@orbit/domain';
import type { ServiceCaller } from '../../http/service-caller.ts';
import type { SessionManager } from '../../session/session-manager.ts';

/** What the vehicle link client uses of the SDK: its caller, and its session for SUB_CLAIMED. */
export interface VehicleLinkClientDeps {
  caller: ServiceCaller;
  session: SessionManager;
}

/**
 * A vehicle's magic link on the device-linking pages (ADR 055): redeem the link id once, then
 * present its grant to ask the link's status and to claim the vehicle's trial. The vehicle's
 * detailed state comes from the orchestration client's `detailedStateOfHandoff`.
 */
export interface VehicleLinkClient {
  /**
   * The link id of the page's `ml` parameter, once: MAGIC_LINK_NOT_FOUND, MAGIC_LINK_EXPIRED,
   * MAGIC_LINK_ALREADY_USED. Keep the grant for the page's life (a reload cannot redeem again).
   */
  redeem(magicLinkId: string): Promise<VehicleMagicLinkGrant>;
  /** What the link's email allows (INVALID_SAL_STATUS, INVALID_MAGIC_LINK_GRANT). */
  salStatus(magicLinkGrant: string): Promise<SalStatusResponse>;
  /** SUB_CLAIMED: trades the answer's identity grant for a signed-in session. */
  signInWithClaimedLink(
    status: Extract<SalStatusResponse, { status: 'SUB_CLAIMED' }>,
  ): Promise<Session>;
  /**
   * The signed-in identity claims the link's vehicle trial (onboarding eligibility decides; a
   * repeat with the same `idempotencyKey` answers the same).
   */
  claimTrial(
    magicLinkGrant: string,
    options?: { idempotencyKey?: string },
  ): Promise<B2bTrialClaimed>;
}

export function createVehicleLinkClient(deps: VehicleLinkClientDeps): VehicleLinkClient {
  return {
    redeem: (magicLinkId) =>
      deps.caller.call(
        'vehicleMagicLink',
        'redeem',
        { pathParams: { magicLinkId } },
        vehicleMagicLinkGrantSchema,
      ),
    salStatus: (magicLinkGrant) =>
      deps.caller.call(
        'identitySal',
        'salStatus',
        { query: { magicLinkGrant } },
        salStatusResponseSchema,
      ),
    signInWithClaimedLink: (status) =>
      deps.session.signIn(status.grant, status.emailAddress ? { handle: status.emailAddress } : {}),
    claimTrial: (magicLinkGrant, options = {}) =>
      deps.caller.call(
        'identitySal',
        'b2bTrialClaim',
        { body: { magicLinkGrant }, ...options },
        b2bTrialClaimedSchema,
      ),
  };
}
