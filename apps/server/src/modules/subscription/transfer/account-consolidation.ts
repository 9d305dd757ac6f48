import {
  type CareAccountConsolidateRequest,
  type CareAccountConsolidateResult,
  calendarDateOf,
  type Locale,
  money,
  radioIdLastFour,
} from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { billingProfiles, radios, subscriptions } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import {
  idempotentRequestName,
  type MoneySubject,
  withMoneyLocks,
} from '../../../platform/money-locks/index.ts';
import { fieldRefusal, writeSubscription } from '../../checkout/index.ts';
import { type ConsolidationStatement, pricedFollowOn } from './follow-on-quote.ts';
import { insertQuotedMove, markMoveConfirmed } from './move-store.ts';
import {
  isEligibleForRegistration,
  type MoveCaller,
  openMoveOf,
  sameStatement,
} from './plan-move.ts';
import { nothingToday } from './plan-move-quote.ts';
import type { TransferDeps } from './transfer-deps.ts';
import type { TrialRadio } from './transfer-radios.ts';
import { subscriptionChanged } from './transfer-refusals.ts';
import { requireCustomersTrial } from './trial-radio-check.ts';

class LostRace extends Error {}

/**
 * `trial-activation/acsc-consolidate` (flows §8.1; ADR 068): the trial radio joins the account
 * and its trial runs on; with the quote's follow-on plan, that plan is set to follow the trial
 * (its phases from the trial's end, priced as the quote priced them: checked again once held,
 * else 409 SUBSCRIPTION_CHANGED), billed at the trial's end as the account is billed. Nothing is
 * charged today. Decided holding the trial's subscription and radio (ADR 021); the radio and the
 * trial move to the account in one transaction, with the quote confirmed and the answer stored
 * under the Idempotency-Key. A trial already on the account, with nothing to add, answers the
 * same success (no quote needed).
 */
export async function consolidateAccount(
  deps: TransferDeps,
  caller: MoveCaller,
  request: CareAccountConsolidateRequest,
): Promise<StoredAnswer> {
  const now = deps.clock();
  const { account } = caller.access;
  const [planCode] = request.followOnPlanCodes ?? [];
  if (planCode && !request.quoteId) throw fieldRefusal('quoteId', 'REQUIRED');
  const trial = await requireCustomersTrial(deps.db, {
    radioId: request.trialRadioId,
    account,
    session: caller.session,
    now,
  });
  const subjects: MoneySubject[] = [
    { kind: 'subscription', subscriptionId: trial.subscription.id },
    { kind: 'radio', radioId: trial.radio.radioId },
  ];
  return withMoneyLocks(
    deps.db,
    { subjects, requestName: idempotentRequestName(caller.claim), now },
    async () => {
      const held = await requireCustomersTrial(deps.db, {
        radioId: request.trialRadioId,
        account,
        session: caller.session,
        now,
      });
      if (held.subscription.id !== trial.subscription.id)
        throw subscriptionChanged('another trial');
      const move = request.quoteId
        ? await openMoveOf(
            deps.db,
            caller,
            {
              quoteId: request.quoteId,
              kind: 'ACCOUNT_CONSOLIDATION',
              fromRadioId: null,
              toRadioId: held.radio.radioId,
            },
            now,
          )
        : await insertQuotedMove(
            deps.db,
            {
              kind: 'ACCOUNT_CONSOLIDATION',
              accountNumber: account.accountNumber,
              subscriptionId: held.subscription.id,
              fromRadioId: null,
              toRadioId: held.radio.radioId,
              endedSubscriptionId: null,
              followOnPlanCode: null,
              statement: {
                followOnPlanCode: null,
                quote: {
                  currentQuote: nothingToday(currencyOf(account.country)),
                  revenueStatus: 'Deferred',
                },
              } satisfies ConsolidationStatement,
              careSessionId: caller.session.id,
              identityId: caller.session.identityId,
            },
            now,
          );
      if ((move.followOnPlanCode ?? undefined) !== planCode) {
        throw fieldRefusal('followOnPlanCodes.0');
      }
      const locale = account.language as Locale;
      const followOn = planCode
        ? await pricedFollowOn(deps.db, { trial: held, account, planCode, locale, now })
        : undefined;
      const statement = move.statement as ConsolidationStatement;
      if (followOn && !sameStatement(followOn.quote, statement.quote)) {
        throw subscriptionChanged('the follow-on is no longer priced as quoted');
      }
      const profileId = await openProfileOf(deps.db, account.accountNumber);
      if (followOn && !profileId) {
        throw new AppError('BILLING_PROFILE_NOT_FOUND', 'the account has no billing profile');
      }
      try {
        return await deps.db.transaction(async (tx) => {
          if (!(await markMoveConfirmed(tx, move.id, now))) throw new LostRace();
          await joinAccount(tx, {
            trial: held,
            accountNumber: account.accountNumber,
            profileId,
            now,
          });
          if (followOn && profileId) {
            await writeSubscription(
              tx,
              {
                kind: 'followOn',
                subscriptionId: held.subscription.id,
                planCode: followOn.target.planCode,
                packageId: followOn.target.packageId,
                radioId: held.radio.radioId,
                from: held.trialEndsAt,
                phases: followOn.phases,
              },
              {
                accountNumber: account.accountNumber,
                billingProfileId: profileId,
                streamingIdentityId: held.subscription.streamingIdentityId,
                now,
              },
            );
          }
          const body: CareAccountConsolidateResult = {
            status: 'SUCCESS',
            orderId: move.id,
            subscriptionId: held.subscription.id,
            radioIdLastFour: radioIdLastFour(held.radio.radioId),
            trialEndsOn: calendarDateOf(held.trialEndsAt),
            hasFollowOn: held.hasFollowOn || followOn !== undefined,
            followOnPlanCode: followOn?.target.planCode ?? null,
            amountCharged: money(0, currencyOf(account.country)),
            accountNumberLastFour: account.accountNumber.slice(-4),
            accountNumber: account.accountNumber,
            isEligibleForRegistration: isEligibleForRegistration(account),
            email: account.email,
          };
          const answer = { status: 200, body: careOk(body) };
          await caller.claim.completeWithin(tx, answer);
          return answer;
        });
      } catch (error) {
        if (error instanceof LostRace) throw subscriptionChanged('consolidated by another request');
        throw error;
      }
    },
  );
}

const currencyOf = (country: string) => (country === 'ca' ? 'CAD' : 'USD');

async function openProfileOf(db: Db, accountNumber: string): Promise<string | null> {
  const [profile] = await db
    .select({ id: billingProfiles.id })
    .from(billingProfiles)
    .where(
      and(eq(billingProfiles.accountNumber, accountNumber), eq(billingProfiles.status, 'open')),
    );
  return profile?.id ?? null;
}

/** The trial radio and its subscription move to the account (nothing to do when already there). */
async function joinAccount(
  tx: Db,
  input: { trial: TrialRadio; accountNumber: string; profileId: string | null; now: Date },
): Promise<void> {
  const { trial, accountNumber, now } = input;
  if (trial.account.accountNumber === accountNumber) return;
  const joined = await tx
    .update(subscriptions)
    .set({
      accountNumber,
      ...(input.profileId ? { billingProfileId: input.profileId } : {}),
      updatedAt: now,
    })
    .where(
      and(
        eq(subscriptions.id, trial.subscription.id),
        eq(subscriptions.accountNumber, trial.account.accountNumber),
        eq(subscriptions.status, 'Active'),
      ),
    )
    .returning({ id: subscriptions.id });
  if (joined.length === 0) throw new LostRace();
  await tx.update(radios).set({ accountNumber }).where(eq(radios.radioId, trial.radio.radioId));
}
