import {
  type CareAcscOffersRequest,
  type CareAcscOffersResult,
  presentedOfferSchema,
} from '@orbit/domain';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import { acscCaseOf, movingPlanOf } from './acsc-case.ts';
import { followOnOffersOf } from './follow-on-quote.ts';
import type { TransferDeps } from './transfer-deps.ts';

/**
 * `offers/customer/acsc` (flows §8.1): for a consolidation, the paid plans that may follow the
 * trial (change plan's offers for a trial, ADR 030); with a self-pay radio, the plan that would
 * move to the trial radio and its remaining term (a plan moves as it is: no other offers).
 */
export async function acscOffersOf(
  deps: TransferDeps,
  input: { access: AccountAccess; session: CareSession; request: CareAcscOffersRequest },
): Promise<CareAcscOffersResult> {
  const { request } = input;
  const acsc = await acscCaseOf(deps, { ...input, trialRadioId: request.trialRadioId });
  const { account, trial, locale, now } = acsc;
  const movingPlan = request.selfPayRadioId
    ? (await movingPlanOf(deps, acsc, request.selfPayRadioId)).statement.transfer
    : null;
  const offers = request.accountConsolidation
    ? (await followOnOffersOf(deps.db, { trial, account, locale, now })).offers.map((offer) =>
        presentedOfferSchema.parse(offer),
      )
    : [];
  return { offers, movingPlan };
}
