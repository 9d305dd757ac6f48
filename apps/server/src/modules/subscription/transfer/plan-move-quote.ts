import {
  type Currency,
  type Locale,
  money,
  type OrderQuote,
  type Quote,
  type TermTransfer,
  termMoveOf,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow, SubscriptionMoveRow } from '../../../db/schema/index.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import { findRadioById, type SubscriptionWithPhases } from '../../identification/index.ts';
import { insertQuotedMove, type MoveKind } from './move-store.ts';
import { termTransferOf } from './term-transfer-view.ts';
import { selfPayRadiosOf } from './transfer-radios.ts';
import { newRadioRefused, notTransferable, radioNotFound } from './transfer-refusals.ts';

/** Today's charge of every move: nothing (no lines, 0). */
export function nothingToday(currency: Currency): Quote {
  const zero = money(0, currency);
  return {
    currency,
    details: [],
    fees: [],
    taxes: [],
    subtotal: zero,
    totalAmount: zero,
    currentBalance: zero,
  };
}

/** What a quoted plan move stored, and the purchase answers again. */
export type PlanMoveStatement = {
  transfer: TermTransfer;
  /** The next bill's whole quote (null when nothing renews). */
  renewalQuote: Quote | null;
};

/** The quote of a move in the shape of `quotes/quote` (OrderQuote). */
export function orderQuoteOfMove(statement: PlanMoveStatement): OrderQuote {
  return {
    currentQuote: nothingToday(statement.transfer.periodPrice.currency),
    ...(statement.renewalQuote ? { renewalQuote: statement.renewalQuote } : {}),
    revenueStatus: 'Deferred',
  };
}

/** The self-pay plan on one of the account's radios, when it may move today. */
export async function movablePlanOf(
  db: Db,
  account: SubscriberAccountRow,
  radioId: string,
  now: Date,
): Promise<SubscriptionWithPhases> {
  const radio = await findRadioById(db, radioId);
  if (radio?.accountNumber !== account.accountNumber) throw radioNotFound('selfPayRadioId');
  const selfPay = (await selfPayRadiosOf(db, account, now)).find(
    (candidate) => candidate.radio.radioId === radio.radioId,
  );
  if (!selfPay) throw notTransferable('NO_PAID_PLAN');
  if (selfPay.refusal) throw notTransferable(selfPay.refusal);
  return selfPay.subscription;
}

/**
 * What moving `subscription` to `toRadioId` today states (termMoveOf, then the next bill), or
 * the refusal: the same radio is NEW_RADIO_NOT_ELIGIBLE, any other refusal
 * SUBSCRIPTION_NOT_TRANSFERABLE.
 */
export async function planMoveStatementOf(
  db: Db,
  input: {
    account: SubscriberAccountRow;
    subscription: SubscriptionWithPhases;
    toRadioId: string;
    locale: Locale;
    now: Date;
  },
): Promise<PlanMoveStatement> {
  const move = termMoveOf(input.subscription, input.toRadioId, input.now);
  if (!move.ok) {
    throw move.refusal === 'SAME_RADIO'
      ? newRadioRefused('NEW_RADIO_NOT_ELIGIBLE')
      : notTransferable(move.refusal);
  }
  const { transfer, nextBillQuote } = await termTransferOf(db, {
    account: input.account,
    subscription: input.subscription,
    remaining: move.remaining,
    locale: input.locale,
  });
  return { transfer, renewalQuote: nextBillQuote };
}

/** Records the quote of a plan move, held for MOVE_QUOTE_TTL_SECONDS. */
export function quotePlanMove(
  db: Db,
  input: {
    kind: Exclude<MoveKind, 'ACCOUNT_CONSOLIDATION'>;
    account: SubscriberAccountRow;
    subscription: SubscriptionWithPhases;
    toRadioId: string;
    endedSubscriptionId: string | null;
    statement: PlanMoveStatement;
    session: CareSession;
    now: Date;
  },
): Promise<SubscriptionMoveRow> {
  return insertQuotedMove(
    db,
    {
      kind: input.kind,
      accountNumber: input.account.accountNumber,
      subscriptionId: input.subscription.id,
      fromRadioId: input.subscription.radioId,
      toRadioId: input.toRadioId,
      endedSubscriptionId: input.endedSubscriptionId,
      followOnPlanCode: null,
      statement: input.statement,
      careSessionId: input.session.id,
      identityId: input.session.identityId,
    },
    input.now,
  );
}
