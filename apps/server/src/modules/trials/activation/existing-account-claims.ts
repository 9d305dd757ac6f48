import type { CareTrialAddSubscriptionRequest, CareTrialConsolidateRequest } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { radios, subscriptions, vehicleTrials } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { profileOfAccount } from '../../billing/index.ts';
import { readVehicleRecord } from '../vehicle-record.ts';
import { runningSubscriptionOf } from '../vehicle-state.ts';
import { claimTrial } from './claim-trial.ts';
import { claimedActivationOf } from './claimed-activation.ts';
import { requireOwnedAccount } from './owned-account.ts';
import type { TrialActivationDeps } from './trial-activation-deps.ts';
import { namedRadioOf } from './trial-radio.ts';

type SignedInContext = { careSessionId: string; identityId: string; claim: IdempotencyClaim };

/**
 * `POST /trial-activation/add-subscription` (flows §3.2, existing customer): the named radio's
 * trial onto an account the signed-in caller owns.
 */
export async function claimOnOwnedAccount(
  deps: TrialActivationDeps,
  body: CareTrialAddSubscriptionRequest,
  context: SignedInContext,
): Promise<StoredAnswer> {
  const { db } = deps;
  const now = deps.clock();
  const account = await requireOwnedAccount(db, context.identityId, body.accountNumber);
  const { radio } = await namedRadioOf(db, body, context.careSessionId, now);
  return claimTrial(
    deps,
    {
      radio,
      planCode: body.planCode,
      holder: { kind: 'existing', accountNumber: account.accountNumber },
      locale: body.languagePreference,
      now,
    },
    ({ activation }) => ({ status: 200, body: careOk(activation) }),
    context.claim.completeWithin,
  );
}

/**
 * `POST /trial-activation/account-consolidate`: a trial claimed on an account of its own (the
 * one-step form made it) moves, radio and subscription, onto another account of the same
 * signed-in customer. Both accounts must be theirs (403 CLAIMING_WITH_UNAUTHORIZED_USER); a
 * radio with no claimed trial running has nothing to move: 400 INVALID_ACTIVATION_CODE.
 */
export async function consolidateClaimedTrial(
  deps: TrialActivationDeps,
  body: CareTrialConsolidateRequest,
  context: SignedInContext,
): Promise<StoredAnswer> {
  const { db } = deps;
  const now = deps.clock();
  const target = await requireOwnedAccount(db, context.identityId, body.accountNumber);
  const { radio } = await namedRadioOf(db, body, context.careSessionId, now);
  const record = await readVehicleRecord(db, radio);
  const running = runningSubscriptionOf(record, now);
  const claimed = record.claimedTrials.find((trial) => trial.claimedSubscriptionId === running?.id);
  if (!running || !claimed) {
    throw new AppError('INVALID_ACTIVATION_CODE', `no claimed trial running on ${radio.radioId}`);
  }
  // The account it is on must be the caller's too: no one moves someone else's trial.
  await requireOwnedAccount(db, context.identityId, running.accountNumber);
  return db.transaction(async (tx) => {
    if (running.accountNumber !== target.accountNumber) {
      const profile = await profileOfAccount(tx, target.accountNumber);
      await tx
        .update(radios)
        .set({ accountNumber: target.accountNumber })
        .where(eq(radios.radioId, radio.radioId));
      await tx
        .update(subscriptions)
        .set({
          accountNumber: target.accountNumber,
          ...(profile ? { billingProfileId: profile.id } : {}),
          updatedAt: now,
        })
        .where(eq(subscriptions.id, running.id));
      await tx
        .update(vehicleTrials)
        .set({ claimedAccountNumber: target.accountNumber })
        .where(eq(vehicleTrials.id, claimed.id));
    }
    const answer: StoredAnswer = {
      status: 200,
      body: careOk(await claimedActivationOf(tx, radio, running.id)),
    };
    await context.claim.completeWithin(tx, answer);
    return answer;
  });
}
