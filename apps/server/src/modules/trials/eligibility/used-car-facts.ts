import {
  type Country,
  namesMatch,
  phaseOfPlanType,
  type UsedCarFacts,
  type UsedCarLastService,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import {
  currentPhaseOf,
  findAccount,
  isZipOfAccount,
  type SubscriptionWithPhases,
} from '../../identification/index.ts';
import type { VehicleRecord } from '../vehicle-record.ts';
import { runningSubscriptionOf, vehicleLifecycleAt } from '../vehicle-state.ts';

/** The name and zip typed into the RFLZ form: compared with the last service's account (CNA). */
export type TypedCustomer = { firstName: string; lastName: string; zipCode: string };

/** When a subscription's service stopped: its end, its cancellation, or its last phase's end. */
function endOf(subscription: SubscriptionWithPhases): Date | null {
  if (subscription.endsAt) return subscription.endsAt;
  if (subscription.cancelledAt) return subscription.cancelledAt;
  const ends = subscription.phases.map((phase) => phase.endsAt);
  if (ends.some((end) => end === null)) return null;
  const last = Math.max(...ends.map((end) => end?.getTime() ?? 0));
  return ends.length > 0 ? new Date(last) : null;
}

/** A subscription that was only ever a trial: what it ran out of was free service. */
const wasTrialOnly = (subscription: SubscriptionWithPhases) =>
  subscription.phases.length > 0 &&
  subscription.phases.every((phase) => phaseOfPlanType(phase.planType) === 'trial');

async function lastServiceOf(
  db: Db,
  record: VehicleRecord,
  typed: TypedCustomer,
  context: { country: Country; now: Date },
): Promise<UsedCarLastService | null> {
  const ended = record.subscriptions
    .filter((subscription) => subscription.serviceType === 'satellite')
    .flatMap((subscription) => {
      const endedAt = endOf(subscription);
      return endedAt && endedAt.getTime() <= context.now.getTime()
        ? [{ subscription, endedAt }]
        : [];
    })
    .sort((a, b) => b.endedAt.getTime() - a.endedAt.getTime());
  const last = ended[0];
  if (!last) return null;
  const account = await findAccount(db, last.subscription.accountNumber);
  const cnaMatches =
    account !== undefined &&
    namesMatch(typed.firstName, account.firstName) &&
    namesMatch(typed.lastName, account.lastName) &&
    isZipOfAccount(typed.zipCode, account, context.country);
  return { endedAt: last.endedAt, wasExpiredTrial: wasTrialOnly(last.subscription), cnaMatches };
}

/**
 * The program of the trial running now: the trial offer it was claimed from, an RTP trial bought
 * with a card (its TRIAL_RTP phase), or the open offer running unclaimed since the sale.
 */
function runningTrialProgramOf(record: VehicleRecord, now: Date): string | null {
  const running = runningSubscriptionOf(record, now);
  if (running) {
    const claimed = record.claimedTrials.find(
      (trial) => trial.claimedSubscriptionId === running.id,
    );
    if (claimed) return claimed.program;
    return currentPhaseOf(running, now)?.planType === 'TRIAL_RTP' ? 'RTP' : null;
  }
  return record.openTrial?.startedAt ? record.openTrial.program : null;
}

/** What the used-car rule reads of a radio's vehicle record (ADR 034). */
export async function usedCarFactsOf(
  db: Db,
  record: VehicleRecord,
  typed: TypedCustomer,
  context: { country: Country; now: Date },
): Promise<UsedCarFacts> {
  const { radio } = record;
  return {
    found: true,
    audioCapable: radio.audioCapable,
    demo: radio.isDemo,
    oemBranding: radio.oemBranding,
    lifecycle: vehicleLifecycleAt(record, context.now),
    runningTrialProgram: runningTrialProgramOf(record, context.now),
    lastService: await lastServiceOf(db, record, typed, context),
    now: context.now,
  };
}
