import type { SalStatusResponse } from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findIdentityById, identityGrantFor } from '../../identity/index.ts';
import { identityOfLinkEmail, linkVehicleOf, mayTakeVehicle } from './link-vehicle.ts';
import { linkOfGrant } from './vehicle-link-store.ts';
import type { VehicleLinkDeps } from './vehicle-links-deps.ts';

/**
 * `identity/v1/sal/status` (spec 001 §4, ADR 055): what the link's email allows.
 * - SUB_CLAIMED: the trial was claimed through this link: an identity grant signs its claimer in.
 * - Otherwise the vehicle must be an unclaimed running trial (TRIAL_NOT_CLAIMED), else
 *   INVALID_SAL_STATUS; then: the sale carried no email (NO_EMAIL); nobody has the email
 *   (EMAIL_AVAILABLE); an identity of the vehicle's market has it and may sign in to reuse it
 *   (SIGNIN_TO_REUSE_EMAIL); one of the other market has it (EMAIL_TAKEN).
 * Telling the caller whether the email has an identity is acceptable here alone (ADR 025): the
 * caller redeemed a link that was sent to that email, or minted for the car it sits in.
 */
export async function salStatusOf(
  deps: VehicleLinkDeps,
  magicLinkGrant: string,
): Promise<SalStatusResponse> {
  const { db } = deps;
  const now = deps.clock();
  const link = await linkOfGrant(db, magicLinkGrant, now);
  if (link.claimedIdentityId) {
    const claimer = await findIdentityById(db, link.claimedIdentityId);
    if (claimer) {
      const grant = await identityGrantFor(
        db,
        claimer,
        now,
        deps.config.serviceTokens.signInGrantSeconds,
      );
      return { status: 'SUB_CLAIMED', ...grant };
    }
  }
  const vehicle = await linkVehicleOf(db, link, now);
  if (vehicle.lifecycle !== 'TRIAL_NOT_CLAIMED') {
    throw new AppError('INVALID_SAL_STATUS', `link vehicle is ${vehicle.lifecycle}`);
  }
  if (!link.sentTo) return { status: 'SUB_UNCLAIMED_NO_EMAIL', emailAddress: null };
  const holder = await identityOfLinkEmail(db, link);
  const emailAddress = link.sentTo;
  if (!holder) return { status: 'SUB_UNCLAIMED_EMAIL_AVAILABLE', emailAddress };
  return mayTakeVehicle(holder, vehicle)
    ? { status: 'SUB_UNCLAIMED_EMAIL_AVAILABLE_SIGNIN_TO_REUSE_EMAIL', emailAddress }
    : { status: 'SUB_UNCLAIMED_EMAIL_TAKEN', emailAddress };
}
