import { isDeepStrictEqual } from 'node:util';
import {
  type Locale,
  money,
  type PurchaseServiceContinuityResult,
  type PurchaseSwapRadioResult,
  radioIdLastFour,
} from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  deviceRemovals,
  radios,
  type SubscriptionMoveRow,
  subscriptions,
} from '../../../db/schema/index.ts';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import { AppError, isAppError } from '../../../platform/errors/app-error.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { uuidV7Hex } from '../../../platform/ids.ts';
import {
  idempotentRequestName,
  type MoneySubject,
  withMoneyLocks,
} from '../../../platform/money-locks/index.ts';
import { notifyByEmail } from '../../identity/index.ts';
import { MOVE_CONFIRMATION } from './move-email.ts';
import { findMove, type MoveKind, markMoveConfirmed } from './move-store.ts';
import { movablePlanOf, type PlanMoveStatement, planMoveStatementOf } from './plan-move-quote.ts';
import type { TransferDeps } from './transfer-deps.ts';
import { newRadioRefusalOf } from './transfer-radios.ts';
import {
  moveQuoteNotFound,
  newRadioRefused,
  radioNotFound,
  subscriptionChanged,
} from './transfer-refusals.ts';
import { requireCustomersTrial } from './trial-radio-check.ts';

type PlanMoveKind = Exclude<MoveKind, 'ACCOUNT_CONSOLIDATION'>;

/** Who confirms a move: the account they may act on, their care session, their key's claim. */
export type MoveCaller = { access: AccountAccess; session: CareSession; claim: IdempotencyClaim };

/** Thrown inside the transaction when another confirm moved the plan or took the quote first. */
class LostRace extends Error {}

/**
 * A quoted move of this caller (its care session's, or its signed-in owner's) for exactly these
 * radios, still open: ORDER_NOT_FOUND for any other (one answer: nothing to probe), 409
 * ORDER_ALREADY_CONFIRMED once confirmed under another key, 410 ORDER_EXPIRED past its hold.
 */
export async function openMoveOf(
  db: Db,
  caller: Pick<MoveCaller, 'access' | 'session'>,
  wanted: { quoteId: string; kind: MoveKind; fromRadioId: string | null; toRadioId: string },
  now: Date,
): Promise<SubscriptionMoveRow> {
  const move = await findMove(db, wanted.quoteId);
  const mine =
    move?.careSessionId === caller.session.id ||
    (move?.identityId != null && move.identityId === caller.session.identityId);
  if (
    !move ||
    !mine ||
    move.accountNumber !== caller.access.account.accountNumber ||
    move.kind !== wanted.kind ||
    move.fromRadioId !== wanted.fromRadioId ||
    move.toRadioId !== wanted.toRadioId
  ) {
    throw moveQuoteNotFound();
  }
  if (move.status !== 'quoted') {
    throw new AppError('ORDER_ALREADY_CONFIRMED', `move ${move.id} already confirmed`);
  }
  if (now.getTime() >= move.expiresAt.getTime()) {
    throw new AppError('ORDER_EXPIRED', `move ${move.id} expired`);
  }
  return move;
}

/** What was stored as JSON (jsonb keeps no key order) against what is stated now. */
export const sameStatement = (now: unknown, stored: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(now)), stored);

/** Why the old radio leaves the account (device_removals' reasons, spec 001 §9). */
const REMOVAL_REASON = {
  SERVICE_CONTINUITY: 'VEHICLE_SOLD_OR_TRADED',
  RADIO_SWAP: 'RADIO_LOST_BROKEN_OR_STOLEN',
} as const;

/**
 * Confirms a quoted plan move (ADR 068): service continuity or portability onto the trial radio
 * (`purchase/service-continuity`), or a swap onto a new radio (`purchase/swap-radio`).
 *
 * Decided holding the subscription, both radios, the trial and the quote (ADR 021): another
 * move, purchase or cancellation of any of them meanwhile is refused with 409
 * PAYMENT_IN_PROGRESS. Once held, everything the quote said is read again — the plan may still
 * move, the radios and the trial are as they were, and termMoveOf states exactly what the quote
 * stated (days, cents, next bill), else 409 SUBSCRIPTION_CHANGED. Then, in one transaction: the
 * quote confirmed (`quoted` → `confirmed`: of two confirms one wins), the subscription moved
 * (`UPDATE … WHERE radio_id = old`: of two moves one wins), the trial ended (SC, SP), the old
 * radio released and its removal recorded (SC, swap), the email written to the outbox and the
 * answer stored under the Idempotency-Key. Nothing is charged.
 */
export async function confirmPlanMove(
  deps: TransferDeps,
  caller: MoveCaller,
  request: { kind: PlanMoveKind; quoteId: string; oldRadioId: string; newRadioId: string },
): Promise<StoredAnswer> {
  const now = deps.clock();
  const { account } = caller.access;
  const move = await openMoveOf(
    deps.db,
    caller,
    {
      quoteId: request.quoteId,
      kind: request.kind,
      fromRadioId: request.oldRadioId,
      toRadioId: request.newRadioId,
    },
    now,
  );
  const subjects: MoneySubject[] = [
    { kind: 'order', orderId: move.id },
    { kind: 'subscription', subscriptionId: move.subscriptionId },
    { kind: 'radio', radioId: request.oldRadioId },
    { kind: 'radio', radioId: request.newRadioId },
    ...(move.endedSubscriptionId
      ? [{ kind: 'subscription' as const, subscriptionId: move.endedSubscriptionId }]
      : []),
  ];
  return withMoneyLocks(
    deps.db,
    { subjects, requestName: idempotentRequestName(caller.claim), now },
    async () => {
      const held = await openMoveOf(
        deps.db,
        caller,
        {
          quoteId: move.id,
          kind: move.kind as PlanMoveKind,
          fromRadioId: request.oldRadioId,
          toRadioId: request.newRadioId,
        },
        now,
      );
      const locale = account.language as Locale;
      const subscription = await movablePlanOf(deps.db, account, request.oldRadioId, now).catch(
        (error: unknown) => {
          throw isAppError(error) ? subscriptionChanged(error.code) : error;
        },
      );
      if (subscription.id !== held.subscriptionId) throw subscriptionChanged('another plan');
      if (request.kind === 'RADIO_SWAP') {
        const { radio, refusal } = await newRadioRefusalOf(deps.db, {
          newRadioId: request.newRadioId,
          oldRadioId: request.oldRadioId,
          account,
        });
        if (!radio) throw radioNotFound('newRadioId');
        if (refusal) throw newRadioRefused(refusal);
      } else {
        const trial = await requireCustomersTrial(deps.db, {
          radioId: request.newRadioId,
          account,
          session: caller.session,
          now,
        });
        if (trial.subscription.id !== held.endedSubscriptionId) {
          throw subscriptionChanged('another trial');
        }
      }
      const statement = await planMoveStatementOf(deps.db, {
        account,
        subscription,
        toRadioId: request.newRadioId,
        locale,
        now,
      });
      if (!sameStatement(statement, held.statement)) {
        throw subscriptionChanged('the remaining term is no longer the quoted one');
      }
      try {
        return await deps.db.transaction(async (tx) => {
          if (!(await markMoveConfirmed(tx, held.id, now))) throw new LostRace();
          await moveWithin(tx, {
            ...request,
            move: held,
            accountNumber: account.accountNumber,
            caller,
            now,
          });
          const answer = answerOf(request, {
            held,
            statement,
            account,
          });
          if (account.email) {
            await notifyByEmail(
              tx,
              MOVE_CONFIRMATION,
              { emailAddress: account.email, identityId: account.ownerIdentityId, locale },
              {
                firstName: account.firstName,
                kind: request.kind,
                newRadioIdLastFour: radioIdLastFour(request.newRadioId),
                oldRadioIdLastFour: radioIdLastFour(request.oldRadioId),
                transfer: statement.transfer,
              },
              now,
            );
          }
          await caller.claim.completeWithin(tx, answer);
          return answer;
        });
      } catch (error) {
        if (error instanceof LostRace) throw subscriptionChanged('moved by another request');
        throw error;
      }
    },
  );
}

/** The writes of a move, in its transaction; a LostRace when any conditional write finds nothing. */
async function moveWithin(
  tx: Db,
  input: {
    kind: PlanMoveKind;
    oldRadioId: string;
    newRadioId: string;
    move: SubscriptionMoveRow;
    accountNumber: string;
    caller: MoveCaller;
    now: Date;
  },
): Promise<void> {
  const { kind, oldRadioId, newRadioId, move, accountNumber, now } = input;
  const moved = await tx
    .update(subscriptions)
    .set({ radioId: newRadioId, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, move.subscriptionId),
        eq(subscriptions.radioId, oldRadioId),
        eq(subscriptions.status, 'Active'),
      ),
    )
    .returning({ id: subscriptions.id });
  if (moved.length === 0) throw new LostRace();
  await tx.update(radios).set({ accountNumber }).where(eq(radios.radioId, newRadioId));
  if (move.endedSubscriptionId) {
    const ended = await tx
      .update(subscriptions)
      .set({ status: 'Closed', endsAt: now, updatedAt: now })
      .where(
        and(eq(subscriptions.id, move.endedSubscriptionId), eq(subscriptions.status, 'Active')),
      )
      .returning({ id: subscriptions.id });
    if (ended.length === 0) throw new LostRace();
  }
  if (kind === 'SERVICE_PORTABILITY') return;
  const released = await tx
    .update(radios)
    .set({ accountNumber: null })
    .where(and(eq(radios.radioId, oldRadioId), eq(radios.accountNumber, accountNumber)))
    .returning({ radioId: radios.radioId });
  if (released.length === 0) throw new LostRace();
  await tx.insert(deviceRemovals).values({
    id: `drm_${uuidV7Hex(now.getTime())}`,
    radioId: oldRadioId,
    accountNumber,
    reason: REMOVAL_REASON[kind],
    removedByIdentityId: input.caller.access.identityId,
    removedAt: now,
  });
}

/**
 * Whether the thanks page offers a sign-in (registration on the spot, ADR 051): no sign-in owns
 * the account and it has an email. The identity's offer check says the last word (this care
 * session's confirmed move, within the hour).
 */
export function isEligibleForRegistration(account: {
  email: string | null;
  ownerIdentityId: string | null;
}): boolean {
  return account.ownerIdentityId === null && account.email !== null;
}

function answerOf(
  request: { kind: PlanMoveKind; oldRadioId: string; newRadioId: string },
  input: {
    held: SubscriptionMoveRow;
    statement: PlanMoveStatement;
    account: { accountNumber: string; email: string | null; ownerIdentityId: string | null };
  },
): StoredAnswer {
  const { held, statement, account } = input;
  const common = {
    status: 'SUCCESS' as const,
    orderId: held.id,
    subscriptionId: held.subscriptionId,
    newRadioIdLastFour: radioIdLastFour(request.newRadioId),
    oldRadioIdLastFour: radioIdLastFour(request.oldRadioId),
    transfer: statement.transfer,
    amountCharged: money(0, statement.transfer.periodPrice.currency),
    accountNumberLastFour: account.accountNumber.slice(-4),
    accountNumber: account.accountNumber,
    isEligibleForRegistration: isEligibleForRegistration(account),
    email: account.email,
  };
  if (request.kind === 'RADIO_SWAP') {
    const body: PurchaseSwapRadioResult = common;
    return { status: 200, body: careOk(body) };
  }
  const body: PurchaseServiceContinuityResult = {
    ...common,
    transactionType: request.kind,
    oldRadioAfter: request.kind === 'SERVICE_CONTINUITY' ? 'closed' : 'inactive',
    endedTrialSubscriptionId: held.endedSubscriptionId ?? '',
  };
  return { status: 200, body: careOk(body) };
}
