import {
  type CareAcscQuoteRequest,
  type CareAcscQuoteResult,
  calendarDateOf,
  type Locale,
} from '@orbit/domain';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import { fieldRefusal } from '../../checkout/index.ts';
import { quoteFollowOn } from './follow-on-quote.ts';
import {
  movablePlanOf,
  orderQuoteOfMove,
  planMoveStatementOf,
  quotePlanMove,
} from './plan-move-quote.ts';
import type { TransferDeps } from './transfer-deps.ts';
import { requireCustomersTrial } from './trial-radio-check.ts';

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
  const { account } = access;
  const now = deps.clock();
  const locale = account.language as Locale;
  const trial = await requireCustomersTrial(deps.db, {
    radioId: request.trialRadioId,
    account,
    session,
    now,
  });
  if (request.transactionType === 'ACCOUNT_CONSOLIDATION') {
    return quoteFollowOn(deps, { access, session, trial, request, now });
  }
  if (!request.selfPayRadioId) throw fieldRefusal('selfPayRadioId', 'REQUIRED');
  if (request.followOnPlanCodes.length > 0) throw fieldRefusal('followOnPlanCodes.0');
  const subscription = await movablePlanOf(deps.db, account, request.selfPayRadioId, now);
  const statement = await planMoveStatementOf(deps.db, {
    account,
    subscription,
    toRadioId: trial.radio.radioId,
    locale,
    now,
  });
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
