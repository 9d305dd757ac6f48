import {
  type CareSwapRadioQuoteRequest,
  type CareSwapRadioQuoteResult,
  type Locale,
  radioIdLastFour,
} from '@orbit/domain';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import {
  movablePlanOf,
  orderQuoteOfMove,
  planMoveStatementOf,
  quotePlanMove,
} from './plan-move-quote.ts';
import type { TransferDeps } from './transfer-deps.ts';
import { newRadioRefusalOf } from './transfer-radios.ts';
import { newRadioRefused, radioNotFound } from './transfer-refusals.ts';

/**
 * `quotes/swap-radio-quote` (flows §8.1 swap; ADR 068): a lost or broken self-pay radio replaced
 * by a real radio with no service. What moves is termMoveOf's remaining term; today costs nothing
 * (no swap fee); the next bill is the one the customer had. Held as a quoted move for
 * `purchase/swap-radio`.
 */
export async function quoteSwapRadio(
  deps: TransferDeps,
  input: { access: AccountAccess; session: CareSession; request: CareSwapRadioQuoteRequest },
): Promise<CareSwapRadioQuoteResult> {
  const { access, session, request } = input;
  const { account } = access;
  const now = deps.clock();
  const subscription = await movablePlanOf(deps.db, account, request.selfPayRadioId, now);
  const { radio, refusal } = await newRadioRefusalOf(deps.db, {
    newRadioId: request.newRadioId,
    oldRadioId: request.selfPayRadioId,
    account,
  });
  if (!radio) throw radioNotFound('newRadioId');
  if (refusal) throw newRadioRefused(refusal);
  const statement = await planMoveStatementOf(deps.db, {
    account,
    subscription,
    toRadioId: radio.radioId,
    locale: account.language as Locale,
    now,
  });
  const move = await quotePlanMove(deps.db, {
    kind: 'RADIO_SWAP',
    account,
    subscription,
    toRadioId: radio.radioId,
    endedSubscriptionId: null,
    statement,
    session,
    now,
  });
  return {
    ...orderQuoteOfMove(statement),
    quoteId: move.id,
    expires: move.expiresAt.toISOString(),
    oldRadioIdLastFour: radioIdLastFour(request.selfPayRadioId),
    newRadioIdLastFour: radioIdLastFour(radio.radioId),
    transfer: statement.transfer,
  };
}
