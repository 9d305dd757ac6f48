import type {
  CareLastOneClickResult,
  CareServiceLaneOneClickResult,
  CareTrialActivation,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { RadioRow } from '../../../db/schema/index.ts';
import { isAppError } from '../../../platform/errors/app-error.ts';
import { findAccount, findRadioById, issueDeviceRef } from '../../identification/index.ts';
import { readVehicleRecord, type VehicleRecord } from '../vehicle-record.ts';
import { runningSubscriptionOf } from '../vehicle-state.ts';
import { claimTrial } from './claim-trial.ts';
import { claimedActivationOf } from './claimed-activation.ts';
import { holderOfSale, localeOfSale } from './sale-holder.ts';
import type { TrialActivationDeps } from './trial-activation-deps.ts';
import { trialStandingOf } from './trial-standing.ts';
import { trialTermsOf } from './trial-terms.ts';
import { invalidTrialToken, readTrialToken } from './trial-tokens.ts';

type Refusal = 'CANT_BE_COMPLETED_ONLINE' | 'ALREADY_ACTIVE_SELF_PAY' | 'NOT_ELIGIBLE';

async function radioOfLink(db: Db, radioId: string): Promise<RadioRow> {
  const radio = await findRadioById(db, radioId);
  if (!radio) throw invalidTrialToken(`radio ${radioId} is gone`);
  return radio;
}

/** The claimed trial running on the radio now (its subscription), if any. */
function runningClaimOf(record: VehicleRecord, now: Date) {
  const running = runningSubscriptionOf(record, now);
  return running && record.claimedTrials.some((trial) => trial.claimedSubscriptionId === running.id)
    ? running
    : undefined;
}

/**
 * A one-click link's claim: the radio's open offer claimed on an account made from its record of
 * sale. A click racing another (or a double click) loses the conditional update; it then answers
 * the claim the other made, as a second click later would.
 */
async function claimFromSale(
  deps: TrialActivationDeps,
  radio: RadioRow,
  record: VehicleRecord,
  now: Date,
): Promise<CareTrialActivation | Refusal> {
  const { db } = deps;
  const standing = trialStandingOf(record, now, false);
  if (standing.outcome !== 'CLAIMABLE' || !record.sale) return refusalOf(standing.outcome);
  const terms = await trialTermsOf(db, standing.offer);
  try {
    const answer = await claimTrial(
      deps,
      {
        radio,
        holder: await holderOfSale(db, record.sale),
        locale: localeOfSale(record.sale, terms.country),
        now,
      },
      ({ activation }) => ({ status: 200, body: activation }),
    );
    return answer.body as CareTrialActivation;
  } catch (error) {
    if (!isAppError(error) || error.code !== 'SUB_ALREADY_EXISTS_FOR_IDENTITY') throw error;
    const claimed = runningClaimOf(await readVehicleRecord(db, radio), now);
    if (!claimed) throw error;
    return claimedActivationOf(db, radio, claimed.id);
  }
}

function refusalOf(outcome: string): Refusal {
  if (outcome === 'CANT_BE_COMPLETED_ONLINE' || outcome === 'ALREADY_ACTIVE_SELF_PAY') {
    return outcome;
  }
  return 'NOT_ELIGIBLE';
}

/**
 * `POST /trial-activation/last-one-click` (flows §3.5 AST): the ad-supported tier's link claims
 * the radio's open AST offer on an account made from its record of sale. The link again: the
 * same activation, nothing written twice.
 */
export async function lastOneClick(
  deps: TrialActivationDeps,
  token: string,
): Promise<CareLastOneClickResult> {
  const { db } = deps;
  const now = deps.clock();
  const claims = await readTrialToken(db, token, 'AST', now);
  const radio = await radioOfLink(db, claims.radioId);
  const record = await readVehicleRecord(db, radio);
  const earlier = runningClaimOf(record, now);
  if (earlier) {
    return { outcome: 'ACTIVATED', ...(await claimedActivationOf(db, radio, earlier.id)) };
  }
  if (record.openTrial && record.openTrial.program !== 'AST') return { outcome: 'NOT_ELIGIBLE' };
  const claimed = await claimFromSale(deps, radio, record, now);
  return typeof claimed === 'string' ? { outcome: claimed } : { outcome: 'ACTIVATED', ...claimed };
}

/**
 * `POST /trial-activation/service-lane-one-click` (flows §3.5 SLOC): a trial already running on
 * an account with a sign-in sends the customer to sign in (ACTIVE_TRIAL_REGISTERED); one without
 * a sign-in, or an open offer claimed now from the record of sale, thanks them with registration
 * (ACTIVE_TRIAL_UNREGISTERED); a radio whose service ended, with no offer, is CLOSED_RADIO with
 * a deviceRef for the satellite checkout.
 */
export async function serviceLaneOneClick(
  deps: TrialActivationDeps,
  cnaId: string,
  careSessionId: string,
): Promise<CareServiceLaneOneClickResult> {
  const { db } = deps;
  const now = deps.clock();
  const claims = await readTrialToken(db, cnaId, 'SLOC', now);
  const radio = await radioOfLink(db, claims.radioId);
  const radioIdLastFour = radio.radioId.slice(-4);
  const record = await readVehicleRecord(db, radio);
  const earlier = runningClaimOf(record, now);
  if (earlier) {
    const account = await findAccount(db, earlier.accountNumber);
    if (account?.ownerIdentityId) {
      return { outcome: 'ACTIVE_TRIAL_REGISTERED', radioIdLastFour, email: account.email };
    }
    return {
      outcome: 'ACTIVE_TRIAL_UNREGISTERED',
      ...(await claimedActivationOf(db, radio, earlier.id)),
    };
  }
  const standing = trialStandingOf(record, now, false);
  if (standing.outcome === 'CLAIMABLE') {
    const claimed = await claimFromSale(deps, radio, record, now);
    return typeof claimed === 'string'
      ? { outcome: claimed }
      : { outcome: 'ACTIVE_TRIAL_UNREGISTERED', ...claimed };
  }
  const serviceEnded = record.subscriptions.length > 0 && !runningSubscriptionOf(record, now);
  if (serviceEnded && standing.outcome !== 'CANT_BE_COMPLETED_ONLINE') {
    return {
      outcome: 'CLOSED_RADIO',
      radioIdLastFour,
      deviceRef: await issueDeviceRef(db, { radioId: radio.radioId, careSessionId, now }),
    };
  }
  return { outcome: refusalOf(standing.outcome) };
}
