import { type CareAcscQuoteRequest, type CareAcscQuoteResult, calendarDateOf } from '@orbit/domain';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import { fieldRefusal } from '../../checkout/index.ts';
import { acscCaseOf, movingPlanOf } from './acsc-case.ts';
import { quoteFollowOn } from './follow-on-quote.ts';
import { orderQuoteOfMove, quotePlanMove } from './plan-move-quote.ts';
import type { TransferDeps } from './transfer-deps.ts';

/**
 * `quotes/acsc-quote` (flows §8.1; ADR 068). SERVICE_CONTINUITY and SERVICE_PORTABILITY: the
 * self-pay plan and its remaining term moving onto the trial radio (termMoveOf), nothing today,
 * the next bill unchanged, held as a quoted move for the purchase. ACCOUNT_CONSOLIDATION: the
 * trial radio joining the account, and the follow-on plan's first bill at the trial's end.
 */
export async function quoteAcsc(
  deps: TransferDeps,
  input: { access: AccountAccess; session: CareSession; request: CareAcscQuoteRequest },
): Promise<CareAcscQuoteResult> {
  const { access, session, request } = input;
  const acsc = await acscCaseOf(deps, { access, session, trialRadioId: request.trialRadioId });
  const { account, trial, now } = acsc;
  if (request.transactionType === 'ACCOUNT_CONSOLIDATION') {
    return quoteFollowOn(deps, { access, session, trial, request, now });
  }
  if (!request.selfPayRadioId) throw fieldRefusal('selfPayRadioId', 'REQUIRED');
  if (request.followOnPlanCodes.length > 0) throw fieldRefusal('followOnPlanCodes.0');
  const { subscription, statement } = await movingPlanOf(deps, acsc, request.selfPayRadioId);
  const move = await quotePlanMove(deps.db, {
    kind: request.transactionType,
    account,
    subscription,
    toRadioId: trial.radio.radioId,
    endedSubscriptionId: trial.subscription.id,
    statement,
    session,
    now,
  });
  return {
    ...orderQuoteOfMove(statement),
    transactionType: request.transactionType,
    quoteId: move.id,
    expires: move.expiresAt.toISOString(),
    transfer: statement.transfer,
    trialEndsOn: calendarDateOf(now),
    oldRadioAfter: request.transactionType === 'SERVICE_CONTINUITY' ? 'closed' : 'inactive',
    followOnPlanCode: null,
  };
}
