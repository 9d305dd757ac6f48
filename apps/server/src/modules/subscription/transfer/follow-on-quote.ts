import {
  type CareAcscQuoteRequest,
  type CareAcscQuoteResult,
  calendarDateOf,
  type Locale,
  type OrderQuote,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findOffersByPlanCodes } from '../../catalog/index.ts';
import { defaultPaymentMethodOf } from '../../identification/index.ts';
import { changeOffersOf } from '../plan-change/change-offers.ts';
import { changeableOf } from '../plan-change/changeable-subscription.ts';
import { type PricedPlanChange, pricePlanChange } from '../plan-change/price-plan-change.ts';
import { insertQuotedMove } from './move-store.ts';
import { nothingToday } from './plan-move-quote.ts';
import type { TransferDeps } from './transfer-deps.ts';
import type { TrialRadio } from './transfer-radios.ts';

/** The trial as a subscription of the account it joins (its taxes are that account's). */
export function trialChangeable(
  db: Db,
  trial: TrialRadio,
  account: SubscriberAccountRow,
  now: Date,
) {
  return changeableOf(
    db,
    { subscription: trial.subscription, account, buyer: 'accountHolder' },
    now,
  );
}

/** The paid plans that may follow the trial: change plan's offers for a trial (ADR 030). */
export async function followOnOffersOf(
  db: Db,
  input: { trial: TrialRadio; account: SubscriberAccountRow; locale: Locale; now: Date },
) {
  const changeable = await trialChangeable(db, input.trial, input.account, input.now);
  const { offers } = await changeOffersOf(
    db,
    changeable,
    { subscriptionId: input.trial.subscription.id },
    input.locale,
  );
  return { changeable, offers };
}

/**
 * The follow-on `planCode` priced from the trial's end (pricePlanChange, timing TRIAL_END):
 * OFFER_NOT_FOUND when it is not among the trial's follow-on offers.
 */
export async function pricedFollowOn(
  db: Db,
  input: {
    trial: TrialRadio;
    account: SubscriberAccountRow;
    planCode: string;
    locale: Locale;
    now: Date;
  },
): Promise<PricedPlanChange> {
  const { changeable, offers } = await followOnOffersOf(db, input);
  const fieldName = 'followOnPlanCodes.0';
  const target = offers.some((offer) => offer.planCode === input.planCode)
    ? (await findOffersByPlanCodes(db, [input.planCode])).get(input.planCode)
    : undefined;
  if (!target) {
    throw new AppError('OFFER_NOT_FOUND', `${input.planCode} does not follow this trial`, {
      fieldErrors: [{ errorCode: 'INVALID', fieldName }],
    });
  }
  return pricePlanChange(db, changeable, target, { locale: input.locale, fieldName });
}

/** What a consolidation's quote stored: the follow-on and its quote, which the order repeats. */
export type ConsolidationStatement = { followOnPlanCode: string | null; quote: OrderQuote };

/**
 * The ACCOUNT_CONSOLIDATION quote: nothing today; with a follow-on plan, its charges from the
 * trial's end (paid by card on file for `creditCard`: NO_CARD_ON_ACCOUNT without a usable one).
 */
export async function quoteFollowOn(
  deps: TransferDeps,
  input: {
    access: AccountAccess;
    session: CareSession;
    trial: TrialRadio;
    request: CareAcscQuoteRequest;
    now: Date;
  },
): Promise<CareAcscQuoteResult> {
  const { access, session, trial, request, now } = input;
  const { account } = access;
  const locale = account.language as Locale;
  const [planCode] = request.followOnPlanCodes;
  if (planCode && request.paymentType === 'creditCard') {
    const card = await defaultPaymentMethodOf(deps.db, account.accountNumber);
    if (card?.status !== 'active') {
      throw new AppError('NO_CARD_ON_ACCOUNT', 'creditCard asked with no usable card on file', {
        fieldErrors: [{ errorCode: 'INVALID', fieldName: 'paymentType' }],
      });
    }
  }
  const quote: OrderQuote = planCode
    ? (await pricedFollowOn(deps.db, { trial, account, planCode, locale, now })).quote
    : {
        currentQuote: nothingToday(account.country === 'ca' ? 'CAD' : 'USD'),
        revenueStatus: 'Deferred',
      };
  const statement: ConsolidationStatement = { followOnPlanCode: planCode ?? null, quote };
  const move = await insertQuotedMove(
    deps.db,
    {
      kind: 'ACCOUNT_CONSOLIDATION',
      accountNumber: account.accountNumber,
      subscriptionId: trial.subscription.id,
      fromRadioId: null,
      toRadioId: trial.radio.radioId,
      endedSubscriptionId: null,
      followOnPlanCode: planCode ?? null,
      statement,
      careSessionId: session.id,
      identityId: session.identityId,
    },
    now,
  );
  return {
    ...quote,
    transactionType: 'ACCOUNT_CONSOLIDATION',
    quoteId: move.id,
    expires: move.expiresAt.toISOString(),
    transfer: null,
    trialEndsOn: calendarDateOf(trial.trialEndsAt),
    oldRadioAfter: null,
    followOnPlanCode: planCode ?? null,
  };
}
