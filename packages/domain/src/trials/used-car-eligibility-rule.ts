import type { VEHICLE_NOT_FOUND, VehicleLifecycleState } from '../devices/vehicle-lifecycle.ts';
import { isUsedCarTrialProgram } from './trial-programs.ts';
import type { UsedCarEligibilityCode } from './used-car-eligibility.ts';

/** How long a past service keeps a radio with its last customer (code 113). */
export const USED_CAR_RECENT_SERVICE_MONTHS = 12;

/** The service a radio last had, when none runs now. */
export interface UsedCarLastService {
  endedAt: Date;
  /** It was a trial that ran out (no paid phase ever followed it): code 112. */
  wasExpiredTrial: boolean;
  /** The typed first name, last name and zip are those of that service's account (its CNA). */
  cnaMatches: boolean;
}

/**
 * What the used-car check knows of a radio (or a VIN): read from the vehicle record, with the
 * lifecycle of `vehicle-state.ts`. A VIN known only from a record of sale without a radio is
 * `vinWithoutRadio` (code 103), nothing at all is `found: false` (106).
 */
export type UsedCarFacts =
  | { found: false; vinWithoutRadio: boolean }
  | {
      found: true;
      audioCapable: boolean;
      demo: boolean;
      oemBranding: string | null;
      lifecycle: VehicleLifecycleState | typeof VEHICLE_NOT_FOUND;
      /** The program of the trial running now (claimed or not), when one runs. */
      runningTrialProgram: string | null;
      lastService: UsedCarLastService | null;
      now: Date;
    };

export type UsedCarEligibility =
  | { eligible: true }
  | { eligible: false; code: Exclude<UsedCarEligibilityCode, '3494'> };

const refuse = (code: Exclude<UsedCarEligibilityCode, '3494'>): UsedCarEligibility => ({
  eligible: false,
  code,
});

function monthsBefore(date: Date, months: number): Date {
  const earlier = new Date(date.getTime());
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
}

/**
 * May this used car take the RTP trial (flows §1.4, spec 000 §8)? 3494 (a malformed id or VIN)
 * is decided from the box before anything is read, so it is not here. The order (ADR 034):
 * 1. what is known: nothing (106), or a VIN whose record of sale has no radio (103);
 * 2. the device: not audio capable (5035), a new car's demo (114), no car-maker program (101);
 * 3. the service now: a paid plan (107), a trial with follow-on (110), a trial without one —
 *    a used-car program's (111) or another's (109);
 * 4. the service before: an inactive radio whose last service ended within 12 months and whose
 *    account (CNA) is the one typed goes back to its customer — an expired trial (112), any other
 *    service (113). Older, or another customer's: eligible, like a radio that never had service.
 */
export function usedCarEligibilityOf(facts: UsedCarFacts): UsedCarEligibility {
  if (!facts.found) return refuse(facts.vinWithoutRadio ? '103' : '106');
  if (!facts.audioCapable) return refuse('5035');
  if (facts.demo) return refuse('114');
  if (facts.oemBranding === null || facts.oemBranding.trim() === '') return refuse('101');
  switch (facts.lifecycle) {
    case 'SELF_PAY':
      return refuse('107');
    case 'TRIAL_WITH_FOLLOW_ON':
      return refuse('110');
    case 'TRIAL_CLAIMED':
    case 'TRIAL_NOT_CLAIMED':
      return refuse(
        facts.runningTrialProgram && isUsedCarTrialProgram(facts.runningTrialProgram)
          ? '111'
          : '109',
      );
    default:
      break;
  }
  const last = facts.lastService;
  const recent =
    last !== null &&
    last.endedAt.getTime() > monthsBefore(facts.now, USED_CAR_RECENT_SERVICE_MONTHS).getTime();
  if (recent && last.cnaMatches) return refuse(last.wasExpiredTrial ? '112' : '113');
  return { eligible: true };
}
