import {
  type CareAcscOffersRequest,
  type CareAcscOffersResult,
  type Locale,
  presentedOfferSchema,
} from '@orbit/domain';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import { followOnOffersOf } from './follow-on-quote.ts';
import { movablePlanOf, planMoveStatementOf } from './plan-move-quote.ts';
import type { TransferDeps } from './transfer-deps.ts';
import { requireCustomersTrial } from './trial-radio-check.ts';

/**
 * `offers/customer/acsc` (flows §8.1): for a consolidation, the paid plans that may follow the
 * trial (change plan's offers for a trial, ADR 030); with a self-pay radio, the plan that would
 * move to the trial radio and its remaining term (a plan moves as it is: no other offers).
 */
export async function acscOffersOf(
  deps: TransferDeps,
  input: { access: AccountAccess; session: CareSession; request: CareAcscOffersRequest },
): Promise<CareAcscOffersResult> {
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
  const movingPlan = request.selfPayRadioId
    ? (
        await planMoveStatementOf(deps.db, {
          account,
          subscription: await movablePlanOf(deps.db, account, request.selfPayRadioId, now),
          toRadioId: trial.radio.radioId,
          locale,
          now,
        })
      ).transfer
    : null;
  const offers = request.accountConsolidation
    ? (await followOnOffersOf(deps.db, { trial, account, locale, now })).offers.map((offer) =>
        presentedOfferSchema.parse(offer),
      )
    : [];
  return { offers, movingPlan };
}
