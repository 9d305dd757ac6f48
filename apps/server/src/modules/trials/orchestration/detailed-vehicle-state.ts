import {
  DEVICE_SOURCES,
  type DetailedVehicleState,
  trialDaysElapsed,
  trialDaysLeft,
  trialStateOf,
  VEHICLE_NOT_FOUND,
  type VehicleLifecycleState,
  type VehicleState,
  type VehicleTrial,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { RadioRow, SubscriptionPhaseRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findOfferByPlanCode } from '../../catalog/index.ts';
import { currentPhaseOf } from '../../identification/index.ts';
import { isoDay, trialTermsOf } from '../activation/trial-terms.ts';
import { readVehicleRecord, type VehicleRecord } from '../vehicle-record.ts';
import { runningSubscriptionOf, vehicleLifecycleAt } from '../vehicle-state.ts';

/** A radio's record and its lifecycle now; a radio no state fits is 404 VEHICLE_NOT_FOUND. */
export async function vehicleFactsOf(
  db: Db,
  radio: RadioRow,
  now: Date,
): Promise<{ record: VehicleRecord; lifecycle: VehicleLifecycleState }> {
  const record = await readVehicleRecord(db, radio);
  const lifecycle = vehicleLifecycleAt(record, now);
  if (lifecycle === VEHICLE_NOT_FOUND) {
    throw new AppError('VEHICLE_NOT_FOUND', `radio ${radio.radioId} has no lifecycle state`);
  }
  return { record, lifecycle };
}

/**
 * The vehicle state of spec 001 §3: the radio is the device (`deviceId` is its radio id), its car,
 * the billing system that knows it, and — for a running plan — the platform that bills it.
 */
export async function vehicleStateOf(
  db: Db,
  facts: { record: VehicleRecord; lifecycle: VehicleLifecycleState },
  now: Date,
  oemDriverId?: string | null,
): Promise<VehicleState> {
  const { radio } = facts.record;
  const running = runningSubscriptionOf(facts.record, now);
  const billingSystem = running
    ? (await findOfferByPlanCode(db, running.planCode))?.billingPlatform
    : undefined;
  return {
    deviceId: radio.radioId,
    radioId: radio.radioId,
    ...(oemDriverId ? { oemDriverId } : {}),
    lifecycleState: facts.lifecycle,
    ...(radio.year !== null ? { year: radio.year } : {}),
    ...(radio.make ? { make: radio.make } : {}),
    ...(radio.model ? { model: radio.model } : {}),
    ...(radio.vin ? { vin: radio.vin } : {}),
    deviceSource: DEVICE_SOURCES.find((source) => source === radio.deviceSource) ?? 'SMS',
    ...(billingSystem ? { billingSystem } : {}),
  };
}

const NO_TRIAL = {
  totalDays: null,
  daysLeft: null,
  startedOn: null,
  endsOn: null,
  claimableUntil: null,
  planCode: null,
} as const;

/** Days of a trial that runs (or ran) from `start` to `end`, and how many are left `now`. */
function trialDays(start: Date, end: Date, now: Date) {
  const totalDays = trialDaysElapsed(start, end);
  return { totalDays, daysLeft: trialDaysLeft(totalDays, trialDaysElapsed(start, now)) };
}

/** The trial phase the radio is in now, or — once none runs — the last one it had. */
function trialPhaseOf(record: VehicleRecord, now: Date) {
  const running = runningSubscriptionOf(record, now);
  const current = running ? currentPhaseOf(running, now) : undefined;
  if (running && current?.phase === 'trial') return { phase: current, planCode: running.planCode };
  let latest: { phase: SubscriptionPhaseRow; planCode: string } | undefined;
  for (const subscription of record.subscriptions) {
    for (const phase of subscription.phases) {
      if (phase.phase !== 'trial' || phase.startsAt.getTime() > now.getTime()) continue;
      if (!latest || phase.startsAt.getTime() > latest.phase.startsAt.getTime()) {
        latest = { phase, planCode: subscription.planCode };
      }
    }
  }
  return latest;
}

/**
 * The vehicle's trial as a device-linking page tells it (spec 001 §4): an offer not started yet
 * has all its days left; one running since the car's sale, or claimed, counts down from its start
 * (days left = total − elapsed); a self-pay radio, or one that never had a trial, has none.
 */
export async function vehicleTrialOf(
  db: Db,
  facts: { record: VehicleRecord; lifecycle: VehicleLifecycleState },
  now: Date,
): Promise<VehicleTrial> {
  const { record, lifecycle } = facts;
  const trialState = trialStateOf(lifecycle);
  const offer = record.openTrial;
  if ((lifecycle === 'TRIAL_ELIGIBLE' || lifecycle === 'TRIAL_NOT_CLAIMED') && offer) {
    const terms = await trialTermsOf(db, offer);
    const started = lifecycle === 'TRIAL_NOT_CLAIMED';
    return {
      trialState,
      ...trialDays(terms.startsAt(now), terms.endsAt(now), now),
      startedOn: started ? isoDay(terms.startsAt(now)) : null,
      endsOn: started ? isoDay(terms.endsAt(now)) : null,
      claimableUntil: offer.claimableUntil.toISOString(),
      planCode: offer.planCode,
    };
  }
  const trial = lifecycle === 'SELF_PAY' ? undefined : trialPhaseOf(record, now);
  if (!trial?.phase.endsAt) return { trialState, ...NO_TRIAL };
  return {
    trialState,
    ...trialDays(trial.phase.startsAt, trial.phase.endsAt, now),
    startedOn: isoDay(trial.phase.startsAt),
    endsOn: isoDay(trial.phase.endsAt),
    claimableUntil: null,
    planCode: trial.planCode,
  };
}

/**
 * `detailed-state …` (spec 001 §7): the vehicle state with its trial. Every detailed-state call
 * answers through this one function — by a vehicle profile grant, by a subscription, by a magic
 * link's handoff — so they cannot disagree.
 */
export async function detailedVehicleStateOf(
  db: Db,
  radio: RadioRow,
  now: Date,
  options: { oemDriverId?: string | null } = {},
): Promise<DetailedVehicleState> {
  const facts = await vehicleFactsOf(db, radio, now);
  return {
    ...(await vehicleStateOf(db, facts, now, options.oemDriverId)),
    trial: await vehicleTrialOf(db, facts, now),
  };
}
