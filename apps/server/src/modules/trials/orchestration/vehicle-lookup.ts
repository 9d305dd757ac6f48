import { type VehicleRelation, type VehicleStateAnswer, vehicleStateViewFor } from '@orbit/domain';
import type { RadioRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findRadio, limitLookup } from '../../identification/index.ts';
import type { TrialDeps } from '../trial-deps.ts';
import { vehicleFactsOf, vehicleStateOf } from './detailed-vehicle-state.ts';
import { vehicleRelationOf } from './vehicle-relation.ts';

/** The lookup bucket of `state radioId/vin` and auto-profile creation (ADR 054). */
export const VEHICLE_STATE_BUCKET = 'vehicle-state';

export type VehicleNaming = { radioId: string } | { vin: string };

const queryOf = (naming: VehicleNaming) =>
  'radioId' in naming
    ? ({ kind: 'radioId', radioId: naming.radioId } as const)
    : ({ kind: 'vin', vin: naming.vin } as const);

/**
 * The radio a caller names and how the caller stands to it (ADR 054). A lookup by anyone but the
 * radio's owner is counted first — the address's budget per minute and the radio id's or VIN's
 * per hour, whether or not the vehicle exists — so that neither one address nor many can walk
 * the radio ids. The owner's own lookups are not counted. Unknown: 404 VEHICLE_NOT_FOUND.
 */
export async function lookedUpVehicle(
  deps: TrialDeps,
  naming: VehicleNaming,
  caller: { identityId: string | undefined; clientAddress: string },
  now: Date,
): Promise<{ radio: RadioRow; relation: VehicleRelation }> {
  const radio = await findRadio(deps.db, queryOf(naming));
  const relation = radio ? await vehicleRelationOf(deps.db, caller.identityId, radio) : undefined;
  if (relation !== 'owner') {
    await limitLookup(
      { db: deps.db, now, perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute },
      VEHICLE_STATE_BUCKET,
      caller.clientAddress,
      'radioId' in naming ? `radio:${naming.radioId}` : `vin:${naming.vin}`,
    );
  }
  if (!radio || !relation) throw new AppError('VEHICLE_NOT_FOUND', 'no radio by that id or VIN');
  return { radio, relation };
}

/**
 * `state radioId/{radioId}` and `state vin/{vin}`: the full vehicle state for the radio's
 * owner; for anyone else (anonymous, or signed in as someone else), within the lookup budget,
 * only what the car itself knows. Unknown, or a radio no lifecycle fits: 404 VEHICLE_NOT_FOUND.
 */
export async function vehicleStateLookup(
  deps: TrialDeps,
  naming: VehicleNaming,
  caller: { identityId: string | undefined; clientAddress: string },
): Promise<VehicleStateAnswer> {
  const now = deps.clock();
  const { radio, relation } = await lookedUpVehicle(deps, naming, caller, now);
  const facts = await vehicleFactsOf(deps.db, radio, now);
  const state = await vehicleStateOf(deps.db, facts, now);
  if (vehicleStateViewFor(relation) === 'full') return { view: 'full', ...state };
  return {
    view: 'limited',
    deviceId: state.deviceId,
    radioId: state.radioId,
    ...(state.vin ? { vin: state.vin } : {}),
    lifecycleState: state.lifecycleState,
    deviceSource: state.deviceSource,
  };
}
