import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type RadioRow,
  type VehicleSaleRow,
  type VehicleTrialRow,
  vehicleSales,
  vehicleTrials,
} from '../../db/schema/index.ts';
import { type SubscriptionWithPhases, subscriptionsOfRadio } from '../identification/index.ts';

/**
 * Everything the trial rules read about one radio: the radio, every subscription it ever had
 * (with phases), its open (unclaimed) trial offer, the trials claimed on it, and its latest
 * record of sale. Read in one place so that the eligibility check, the trial offer and the
 * claims decide from the same facts.
 */
export interface VehicleRecord {
  radio: RadioRow;
  subscriptions: SubscriptionWithPhases[];
  openTrial: VehicleTrialRow | undefined;
  claimedTrials: VehicleTrialRow[];
  sale: VehicleSaleRow | undefined;
}

export async function readVehicleRecord(db: Db, radio: RadioRow): Promise<VehicleRecord> {
  const [subscriptions, trials, sales] = await Promise.all([
    subscriptionsOfRadio(db, radio.radioId),
    db
      .select()
      .from(vehicleTrials)
      .where(eq(vehicleTrials.radioId, radio.radioId))
      .orderBy(desc(vehicleTrials.createdAt)),
    db
      .select()
      .from(vehicleSales)
      .where(eq(vehicleSales.radioId, radio.radioId))
      .orderBy(desc(vehicleSales.soldAt))
      .limit(1),
  ]);
  return {
    radio,
    subscriptions,
    openTrial: trials.find((trial) => trial.claimedAt === null),
    claimedTrials: trials.filter((trial) => trial.claimedAt !== null),
    sale: sales[0],
  };
}

/** The open trial offer of a radio, read inside a claim's transaction. */
export async function openTrialOf(db: Db, radioId: string): Promise<VehicleTrialRow | undefined> {
  const [trial] = await db
    .select()
    .from(vehicleTrials)
    .where(and(eq(vehicleTrials.radioId, radioId), isNull(vehicleTrials.claimedAt)))
    .limit(1);
  return trial;
}
