import { type Country, handleKey, type VehicleLifecycleState } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type IdentityRow,
  identities,
  type VehicleMagicLinkRow,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findRadioById } from '../../identification/index.ts';
import { trialTermsOf } from '../activation/trial-terms.ts';
import { readVehicleRecord, type VehicleRecord } from '../vehicle-record.ts';
import { vehicleLifecycleAt } from '../vehicle-state.ts';

/** What a link's calls decide from: the vehicle's record and lifecycle now, and its market. */
export type LinkVehicle = {
  record: VehicleRecord;
  lifecycle: VehicleLifecycleState;
  /** The market of the vehicle's trial offer (of the sale's address without one). */
  country: Country;
};

export async function linkVehicleOf(
  db: Db,
  link: VehicleMagicLinkRow,
  now: Date,
): Promise<LinkVehicle> {
  const radio = await findRadioById(db, link.radioId);
  if (!radio) throw new AppError('VEHICLE_NOT_FOUND', `radio ${link.radioId} gone`);
  const record = await readVehicleRecord(db, radio);
  const lifecycle = vehicleLifecycleAt(record, now);
  if (lifecycle === 'VEHICLE_NOT_FOUND') {
    throw new AppError('VEHICLE_NOT_FOUND', `no vehicle state for ${link.radioId}`);
  }
  return { record, lifecycle, country: await marketOf(db, record) };
}

async function marketOf(db: Db, record: VehicleRecord): Promise<Country> {
  if (record.openTrial) return (await trialTermsOf(db, record.openTrial)).country;
  return /^CA/i.test(record.sale?.buyerAddress.country ?? '') ? 'ca' : 'us';
}

/** The identity whose email the link went to, if any. */
export async function identityOfLinkEmail(
  db: Db,
  link: VehicleMagicLinkRow,
): Promise<IdentityRow | undefined> {
  if (!link.sentTo) return undefined;
  const [identity] = await db
    .select()
    .from(identities)
    .where(eq(identities.emailKey, handleKey(link.sentTo)))
    .limit(1);
  return identity;
}

/**
 * Whether the identity holding the link's email may take this vehicle's trial (ADR 055): an
 * identity signed up in the vehicle's market may; one of the other market may not (its
 * accounts, prices and terms are another country's), so the email counts as taken.
 */
export function mayTakeVehicle(identity: IdentityRow, vehicle: LinkVehicle): boolean {
  return identity.country === vehicle.country;
}
