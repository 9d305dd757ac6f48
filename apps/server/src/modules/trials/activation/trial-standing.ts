import type { VehicleLifecycleState } from '@orbit/domain';
import type { VehicleTrialRow } from '../../../db/schema/index.ts';
import type { VehicleRecord } from '../vehicle-record.ts';
import { vehicleLifecycleAt } from '../vehicle-state.ts';

/** Where a radio's trial stands for the activation pages (flows §3.1), from its vehicle record. */
export type TrialStanding =
  | { outcome: 'CLAIMABLE'; lifecycle: VehicleLifecycleState; offer: VehicleTrialRow }
  | { outcome: 'ALREADY_CLAIMED'; lifecycle: VehicleLifecycleState }
  | { outcome: 'TRIAL_EXPIRED' }
  | { outcome: 'ALREADY_ACTIVE_SELF_PAY' | 'NOT_ELIGIBLE' | 'CANT_BE_COMPLETED_ONLINE' };

/**
 * The vehicle lifecycle (ADR 033) decides: an eligible or unclaimed running trial may be claimed;
 * a claimed one (with or without follow-on) is on an account already; a running paid plan is
 * self-pay. A demo car or a unit that cannot play audio is never activated online, nor a radio
 * with no car-maker program and no trial offered. An inactive radio whose offer passed its
 * claim-by date (or, for a link sent to the buyer, whose claimed trial has ended) is
 * TRIAL_EXPIRED; any other, or a radio nobody knew, is not eligible.
 */
export function trialStandingOf(record: VehicleRecord, now: Date, byToken: boolean): TrialStanding {
  const { radio } = record;
  if (radio.isDemo || !radio.audioCapable) return { outcome: 'CANT_BE_COMPLETED_ONLINE' };
  const lifecycle = vehicleLifecycleAt(record, now);
  switch (lifecycle) {
    case 'TRIAL_ELIGIBLE':
    case 'TRIAL_NOT_CLAIMED':
      if (!record.openTrial) return { outcome: 'NOT_ELIGIBLE' };
      return { outcome: 'CLAIMABLE', lifecycle, offer: record.openTrial };
    case 'TRIAL_CLAIMED':
    case 'TRIAL_WITH_FOLLOW_ON':
      return { outcome: 'ALREADY_CLAIMED', lifecycle };
    case 'SELF_PAY':
      return { outcome: 'ALREADY_ACTIVE_SELF_PAY' };
    case 'INACTIVE':
      if (record.openTrial) return { outcome: 'TRIAL_EXPIRED' };
      if (byToken && record.claimedTrials.length > 0) return { outcome: 'TRIAL_EXPIRED' };
      return { outcome: 'NOT_ELIGIBLE' };
    default:
      return radio.oemBranding === null
        ? { outcome: 'CANT_BE_COMPLETED_ONLINE' }
        : { outcome: 'NOT_ELIGIBLE' };
  }
}
