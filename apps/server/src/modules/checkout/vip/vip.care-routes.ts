import { countryFromHost, type Locale } from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import { accountAccessOf } from '../../../platform/auth/account-access.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { enterByVipToken, lookUpVipAccount, type VipEntry } from '../../identification/index.ts';
import type { CheckoutDeps } from '../orders/checkout-deps.ts';
import { purchaseContextOf } from '../orders/purchase-context.ts';
import { requirePurchaseHumanCheck } from '../orders/purchase-human-check.ts';
import { vipEligibilityOf } from './vip-eligibility.ts';
import { vipOwnSecondRadio } from './vip-own-second-radio.ts';
import { purchaseUpgradeVip } from './vip-purchase.ts';
import { quoteVip } from './vip-quote.ts';
import { purchaseUpdateVip } from './vip-update.ts';
import { vipUpdateOffers } from './vip-update-offers.ts';

/**
 * The Platinum VIP calls (flows §4.5; ADR 044): the link's account, the eligible second devices
 * by the link or by the organic lookup, the quote, the two-device order and the update. The two
 * purchases ask for the checkout's human check first, as every purchase does.
 */
export function registerVipRoutes(app: App, deps: CheckoutDeps): void {
  const contextOf = (
    request: FastifyRequest,
    caller: { session: CareSession; claim: IdempotencyClaim },
  ) => purchaseContextOf(deps.db, request, caller);
  const eligibilityOf = (entry: VipEntry, session: CareSession, student: boolean) =>
    vipEligibilityOf(deps.db, {
      account: entry.account,
      firstRadioId: entry.radio.radioId,
      careSessionId: session.id,
      programCode: entry.programCode,
      student,
      locale: entry.account.language as Locale,
      now: deps.clock(),
    });

  registerCareRoutes(app, deps, 'vip', {
    vipTokenAccount: async (request, _reply, { session }) => {
      const entry = await enterByVipToken(deps, {
        token: request.body.token,
        session,
        clientAddress: request.ip,
      });
      return {
        account: entry.masked,
        programCode: entry.programCode,
        firstRadioIdLastFour: entry.radio.radioId.slice(-4),
      };
    },
    vipTokenEligibleRadios: async (request, _reply, { session }) => {
      const entry = await enterByVipToken(deps, {
        token: request.body.token,
        session,
        clientAddress: request.ip,
      });
      return eligibilityOf(entry, session, request.body.student);
    },
    vipEligibleRadios: async (request, _reply, { session }) => {
      const entry = await lookUpVipAccount(deps, {
        request: request.body,
        country: countryFromHost(request.hostname),
        session,
        clientAddress: request.ip,
      });
      return eligibilityOf(entry, session, false);
    },
    vipQuote: (request, _reply, { session }) =>
      quoteVip(
        deps,
        {
          careSessionId: session.id,
          accountAccess: (rule) => accountAccessOf(deps.db, request, rule),
        },
        request.body,
      ),
    purchaseUpgradeVip: async (request, _reply, caller) => {
      await requirePurchaseHumanCheck(deps, caller.session.id, request.body);
      return purchaseUpgradeVip(
        { ...deps, log: request.log },
        contextOf(request, caller),
        request.body,
      );
    },
    purchaseUpdateVip: async (request, _reply, caller) => {
      await requirePurchaseHumanCheck(deps, caller.session.id, request.body);
      return purchaseUpdateVip(
        { ...deps, log: request.log },
        contextOf(request, caller),
        request.body,
      );
    },
  });
  registerCareRoutes(app, deps, 'vipUpdate', {
    vipUpdateOffers: (request) =>
      vipUpdateOffers(
        deps,
        { accountAccess: (rule) => accountAccessOf(deps.db, request, rule) },
        request.body,
      ),
    vipOwnSecondRadio: (request, _reply, { session }) =>
      vipOwnSecondRadio(
        deps.db,
        {
          careSessionId: session.id,
          accountAccess: (rule) => accountAccessOf(deps.db, request, rule),
        },
        deps.clock(),
      ),
  });
}
