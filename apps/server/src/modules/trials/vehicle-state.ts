import {
  type PartnerVehicleState,
  VEHICLE_NOT_FOUND,
  type VehicleLifecycleState,
  VehicleNotFoundError,
  vehicleLifecycleOf,
} from '@orbit/domain';
import { currentPhaseOf, isInTrial, type SubscriptionWithPhases } from '../identification/index.ts';
import type { VehicleRecord } from './vehicle-record.ts';

/** The subscription running on the radio now (Active), if any. */
export function runningSubscriptionOf(
  record: VehicleRecord,
  now: Date,
): SubscriptionWithPhases | undefined {
  return record.subscriptions.find(
    (subscription) => subscription.status === 'Active' && currentPhaseOf(subscription, now),
  );
}

/** A trial running now with a paid phase after it (the customer chose what follows). */
export function hasFollowOn(subscription: SubscriptionWithPhases, now: Date): boolean {
  const current = currentPhaseOf(subscription, now);
  if (current?.phase !== 'trial') return false;
  return subscription.phases.some(
    (phase) => phase.position > current.position && phase.phase !== 'trial',
  );
}

/**
 * The radio's state as the partner-integration service would report it (spec 001 §4): a trial
 * running on a subscription is claimed (or followOn); an open offer that started with the car's
 * sale is an anonymous trial; one not started, still claimable, makes the radio trialEligible;
 * otherwise a running paid plan is selfPay and any past service inactive. A radio the service
 * never knew answers no status at all.
 */
export function partnerStateOf(record: VehicleRecord, now: Date): PartnerVehicleState {
  const running = runningSubscriptionOf(record, now);
  if (running && isInTrial(running, now)) {
    return { status: 'trial', trialPhase: hasFollowOn(running, now) ? 'followOn' : 'claimed' };
  }
  if (running) return { status: 'selfPay' };
  const offer = record.openTrial;
  if (offer && offer.claimableUntil.getTime() > now.getTime()) {
    if (offer.startedAt && offer.startedAt.getTime() <= now.getTime()) {
      return { status: 'trial', trialPhase: 'anonymous' };
    }
    return { status: 'trialEligible' };
  }
  if (record.subscriptions.length > 0 || record.claimedTrials.length > 0 || offer) {
    return { status: 'inactive' };
  }
  return { status: 'unknown' };
}

/** The vehicle lifecycle (spec 001 §4) of the radio now, or VEHICLE_NOT_FOUND. */
export function vehicleLifecycleAt(
  record: VehicleRecord,
  now: Date,
): VehicleLifecycleState | typeof VEHICLE_NOT_FOUND {
  try {
    return vehicleLifecycleOf(partnerStateOf(record, now));
  } catch (error) {
    if (error instanceof VehicleNotFoundError) return VEHICLE_NOT_FOUND;
    throw error;
  }
}
