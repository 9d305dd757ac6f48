import type { VehicleLifecycleState } from '../devices/vehicle-lifecycle.ts';
import type { VehicleStateView } from './vehicle-state-views.ts';

/**
 * How the caller stands to a vehicle: the radio is on an account it owns, on someone else's, or
 * on none (a new car's radio before its trial is claimed, or one released from its account).
 */
export type VehicleRelation = 'owner' | 'otherAccount' | 'noAccount';

/**
 * What `state radioId/vin` shows (ADR 054): the full state to the radio's owner, the limited one
 * (what the car itself knows: its ids, lifecycle and source) to anyone else.
 */
export function vehicleStateViewFor(relation: VehicleRelation): VehicleStateView {
  return relation === 'owner' ? 'full' : 'limited';
}

/**
 * Whether a signed-in identity may have a listening profile on a vehicle (auto-profile creation,
 * ADR 054): on its own radio; on a radio of no account (a new car being onboarded); and on a
 * radio whose service ended on someone else's account (a used car changed hands). A radio in
 * service on another account is not theirs to listen on, nor to learn the trial of.
 */
export function mayHaveVehicleProfile(
  relation: VehicleRelation,
  lifecycle: VehicleLifecycleState,
): boolean {
  if (relation !== 'otherAccount') return true;
  return lifecycle === 'INACTIVE';
}
