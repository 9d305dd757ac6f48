import type { CareAcscResult } from '@orbit/domain';
import { accountAccessOf } from '../../../platform/auth/account-access.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { enterByAcscToken } from '../../identification/index.ts';
import { consolidateAccount } from './account-consolidation.ts';
import { acscIdentificationOf } from './acsc-identification.ts';
import { acscOffersOf } from './acsc-offers.ts';
import { quoteAcsc } from './acsc-quote.ts';
import { confirmPlanMove } from './plan-move.ts';
import { quoteSwapRadio } from './swap-quote.ts';
import type { TransferDeps } from './transfer-deps.ts';

/** What a forged, expired or other-kind ACSC token answers: the page's INVALID_ACSC_TOKEN. */
const INVALID_LINK: CareAcscResult = {
  identificationResult: 'INVALID_ACSC_TOKEN',
  account: null,
  accountNumberLastFour: null,
  trialRadio: null,
  selfPayRadios: [],
  selectedSubscriptionId: null,
};

/**
 * Transfer and swap's care calls (flows §8.1, issue 17; ADR 068), each on the account the care
 * session identified and verified (the ACSC link, a lookup with last name, phone and zip) or its
 * signed-in owner.
 */
export function registerTransferCareRoutes(app: App, deps: TransferDeps): void {
  const accessOf = (request: Parameters<typeof accountAccessOf>[1]) =>
    accountAccessOf(deps.db, request, { allowIdentified: true });
  registerCareRoutes(app, deps, 'transfer', {
    acscToken: async (request, _reply, { session }) => {
      const entry = await enterByAcscToken(
        deps,
        { token: request.body.token, session, clientAddress: request.ip },
        request.log,
      );
      if (!entry) return INVALID_LINK;
      return acscIdentificationOf(deps, {
        access: { account: entry.account, via: 'identified', identityId: null },
        session,
        request: { radioId: entry.trialRadioId },
      });
    },
    acscAccount: async (request, _reply, { session }) =>
      acscIdentificationOf(deps, {
        access: await accessOf(request),
        session,
        request: request.body,
      }),
    acscOffers: async (request, _reply, { session }) =>
      acscOffersOf(deps, { access: await accessOf(request), session, request: request.body }),
    acscQuote: async (request, _reply, { session }) =>
      quoteAcsc(deps, { access: await accessOf(request), session, request: request.body }),
    continuousServiceQuote: async (request, _reply, { session }) =>
      quoteAcsc(deps, {
        access: await accessOf(request),
        session,
        request: { ...request.body, transactionType: 'SERVICE_CONTINUITY', followOnPlanCodes: [] },
      }),
    purchaseServiceContinuity: async (request, _reply, { session, claim }) =>
      confirmPlanMove(
        deps,
        { access: await accessOf(request), session, claim },
        {
          kind: request.body.transactionType,
          quoteId: request.body.quoteId,
          oldRadioId: request.body.selfPayRadioId,
          newRadioId: request.body.trialRadioId,
        },
      ),
    accountConsolidate: async (request, _reply, { session, claim }) =>
      consolidateAccount(deps, { access: await accessOf(request), session, claim }, request.body),
    swapRadioQuote: async (request, _reply, { session }) =>
      quoteSwapRadio(deps, { access: await accessOf(request), session, request: request.body }),
    purchaseSwapRadio: async (request, _reply, { session, claim }) =>
      confirmPlanMove(
        deps,
        { access: await accessOf(request), session, claim },
        {
          kind: 'RADIO_SWAP',
          quoteId: request.body.quoteId,
          oldRadioId: request.body.oldRadioId,
          newRadioId: request.body.newRadioId,
        },
      ),
  });
}
