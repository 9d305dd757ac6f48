import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { createPasswordHasher } from '../../identity/index.ts';
import { startTrialOnOwnAccount } from '../streaming/own-account-trial.ts';
import type { TrialDeps } from '../trial-deps.ts';
import { claimAtDealer } from './dealer-claim.ts';
import { dealerAnswer, requireDealer } from './dealers.ts';
import { claimOnOwnedAccount, consolidateClaimedTrial } from './existing-account-claims.ts';
import { claimOnNewAccount } from './new-account-claim.ts';
import { lastOneClick, serviceLaneOneClick } from './one-click-claims.ts';
import { sltcTokenAnswer } from './sltc-token.ts';
import { trialOfferFor } from './trial-offer.ts';

/**
 * The trial activation calls (flows §3.2–§3.5, ADR 035): dealers and their links, the trial a
 * radio may claim, and the claims. The claims are held to their Idempotency-Key by the route
 * plugin; each stores its answer with the claim.
 */
export function registerTrialActivationRoutes(app: App, trialDeps: TrialDeps): void {
  const deps = {
    ...trialDeps,
    hasher: createPasswordHasher(trialDeps.config.identity.passwordHashing),
  };
  const { db, clock } = deps;
  registerCareRoutes(app, deps, 'trials', {
    dealer: async (request) => dealerAnswer(await requireDealer(db, request.params.corpId)),
    sltcToken: (request) => sltcTokenAnswer(db, request.params.token, clock()),
    trialOffer: (request, _reply, caller) =>
      trialOfferFor(db, request.body, { careSessionId: caller.session.id, now: clock() }),
    newAccount: (request, _reply, caller) =>
      claimOnNewAccount(deps, request.body, {
        careSessionId: caller.session.id,
        claim: caller.claim,
      }),
    addSubscription: (request, _reply, caller) =>
      // `plans` instead of a radio: the streaming trial on the caller's own account (ADR 060).
      'plans' in request.body
        ? startTrialOnOwnAccount(deps, request.body, {
            identityId: caller.identityId,
            claim: caller.claim,
          })
        : claimOnOwnedAccount(deps, request.body, {
            careSessionId: caller.session.id,
            identityId: caller.identityId,
            claim: caller.claim,
          }),
    accountConsolidate: (request, _reply, caller) =>
      consolidateClaimedTrial(deps, request.body, {
        careSessionId: caller.session.id,
        identityId: caller.identityId,
        claim: caller.claim,
      }),
    serviceLaneTwoClick: (request, _reply, caller) =>
      claimAtDealer(deps, request.body, { clientAddress: request.ip, claim: caller.claim }),
    lastOneClick: (request) => lastOneClick(deps, request.body.token),
    serviceLaneOneClick: (request, _reply, caller) =>
      serviceLaneOneClick(deps, request.body.cnaId, caller.session.id),
  });
}
