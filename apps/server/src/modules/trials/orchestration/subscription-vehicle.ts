import type { DetailedVehicleState } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { accountsOwnedBy, findRadioById, findSubscription } from '../../identification/index.ts';
import { detailedVehicleStateOf } from './detailed-vehicle-state.ts';

/**
 * `detailed-state subscription/{subscriptionId}`: the vehicle of a subscription on an account the
 * signed-in identity owns. Anyone else's subscription is 404 SUBSCRIPTION_NOT_FOUND, as an unknown
 * one (BOLA); a subscription with no radio (streaming only) 422 ELIGIBILITY_SUBSCRIPTION_REQUIRED.
 */
export async function subscriptionDetailedState(
  db: Db,
  identityId: string,
  subscriptionId: string,
  now: Date,
): Promise<DetailedVehicleState> {
  const subscription = await findSubscription(db, subscriptionId);
  const owned = await accountsOwnedBy(db, identityId);
  if (!subscription || !owned.some((a) => a.accountNumber === subscription.accountNumber)) {
    throw new AppError('SUBSCRIPTION_NOT_FOUND', 'subscription not of an account the caller owns');
  }
  if (!subscription.radioId) {
    throw new AppError('ELIGIBILITY_SUBSCRIPTION_REQUIRED', `${subscriptionId} has no radio`);
  }
  const radio = await findRadioById(db, subscription.radioId);
  if (!radio) throw new AppError('DEVICE_NOT_FOUND', `radio of ${subscriptionId} is gone`);
  return detailedVehicleStateOf(db, radio, now);
}
