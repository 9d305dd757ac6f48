import { randomUUID } from 'node:crypto';
import {
  type AutoProfileRequest,
  type AutoProfileResponse,
  mayHaveVehicleProfile,
} from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import { type VehicleProfileRow, vehicleProfiles } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { TrialDeps } from '../trial-deps.ts';
import { vehicleFactsOf } from './detailed-vehicle-state.ts';
import { lookedUpVehicle, type VehicleNaming } from './vehicle-lookup.ts';
import { signVehicleProfileGrant } from './vehicle-profile-grant.ts';

function namingOf(request: AutoProfileRequest): VehicleNaming {
  if (request.radioId) return { radioId: request.radioId };
  if (request.vin) return { vin: request.vin };
  throw new AppError('DEVICE_INFORMATION_REQUIRED', 'auto-profile without radio id or VIN');
}

async function answerOf(
  deps: TrialDeps,
  profile: VehicleProfileRow,
  created: boolean,
  now: Date,
): Promise<AutoProfileResponse> {
  const { grant, expiresAt } = await signVehicleProfileGrant(deps.db, profile, now);
  return {
    profileId: profile.id,
    radioId: profile.radioId,
    oemDriverId: profile.oemDriverId,
    vehicleProfileGrant: grant,
    expiresAt: expiresAt.toISOString(),
    created,
  };
}

/**
 * Auto-profile creation (spec 001 §7, ADR 054): the signed-in identity's listening profile on the
 * vehicle its head unit names. 201 created; the same call again 200 (a fresh grant of the same
 * profile); the identity's profile there for another driver slot 409 ALREADY_HAS_PROFILE, with
 * that profile and its grant in `extras`. A vehicle the identity may not listen on answers as an
 * unknown one, 404 VEHICLE_NOT_FOUND; a non-owner's calls are counted as vehicle lookups. Two
 * racing first calls make one profile (the unique index), the loser answering 200.
 */
export async function autoCreateVehicleProfile(
  deps: TrialDeps,
  identityId: string,
  request: AutoProfileRequest,
  clientAddress: string,
): Promise<AutoProfileResponse> {
  const now = deps.clock();
  const naming = namingOf(request);
  const { radio, relation } = await lookedUpVehicle(
    deps,
    naming,
    { identityId, clientAddress },
    now,
  );
  const { lifecycle } = await vehicleFactsOf(deps.db, radio, now);
  if (!mayHaveVehicleProfile(relation, lifecycle)) {
    throw new AppError('VEHICLE_NOT_FOUND', `radio ${radio.radioId} is in service elsewhere`);
  }
  const oemDriverId = request.oemDriverId ?? null;
  const [created] = await deps.db
    .insert(vehicleProfiles)
    .values({
      id: `vpr_${randomUUID()}`,
      radioId: radio.radioId,
      identityId,
      oemDriverId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return answerOf(deps, created, true, now);
  const [existing] = await deps.db
    .select()
    .from(vehicleProfiles)
    .where(
      and(eq(vehicleProfiles.radioId, radio.radioId), eq(vehicleProfiles.identityId, identityId)),
    );
  if (!existing) throw new Error(`vehicle profile of ${radio.radioId} neither made nor found`);
  const answer = await answerOf(deps, existing, false, now);
  if (existing.oemDriverId === oemDriverId) return answer;
  throw new AppError('ALREADY_HAS_PROFILE', 'a profile for another driver slot', {
    extras: answer,
  });
}
