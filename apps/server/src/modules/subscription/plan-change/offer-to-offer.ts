import { FIELD_ERROR_CODES } from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import { purchaseCardOf } from '../../billing/index.ts';
import { findOfferByPlanCode } from '../../catalog/index.ts';
import {
  namedSubscriptionOf,
  type PlanChanges,
  priorPurchaseOrder,
  purchaseOrderId,
  requireSellableOffer,
  withPurchaseLocks,
} from '../../checkout/index.ts';
import { confirmAndAnswer, planChangeSubjects } from './care-plan-change.ts';
import { changeableOf } from './changeable-subscription.ts';
import { flowOf } from './plan-switch-flow.ts';
import { createPlanSwitchOrder } from './plan-switch-order.ts';
import { pricePlanChange } from './price-plan-change.ts';

/**
 * `purchase/offer2offer {subscriptionId, plans:[{planCode}]}` (flows §5.1 note, used by the
 * student re-verification of §6): the plan change priced as `quotes/quote` would preview it and
 * confirmed in the same call, on the signed-in owner's card on file. Its order id comes from the
 * idempotency key, so a retry after a crash confirms the same order and charges once.
 */
export const offerToOffer: PlanChanges['offerToOffer'] = async (deps, context, body) => {
  const now = deps.clock();
  const caller = {
    careSessionId: context.careSessionId,
    identityId: context.identityId,
    now,
    accountAccess: context.accountAccess,
  };
  const paymentInfo = {
    useCardOnFile: true,
    paymentType: 'creditCard' as const,
    transactionId: body.transactionId,
  };
  const named = await namedSubscriptionOf(deps.db, body.subscriptionId, caller);
  return withPurchaseLocks(
    deps,
    context,
    { paymentInfo },
    {
      subjects: planChangeSubjects(named),
      buyers: [],
      promoCustomerKey: named.account.accountNumber,
      now,
    },
    async () => {
      const held = await namedSubscriptionOf(deps.db, body.subscriptionId, caller);
      if (held.buyer !== 'accountHolder') {
        throw new AppError('NO_CARD_ON_ACCOUNT', 'the card on file is for the account owner');
      }
      const { account } = held;
      const locale = body.languagePreference ?? (account.language as 'en-US');
      const prior = await priorPurchaseOrder(
        deps.db,
        await purchaseOrderId(deps.db, context.claim.scope, context.claim.key, now),
        now,
      );
      const card = await purchaseCardOf(deps.db, deps.gateway, paymentInfo, {
        country: account.country === 'ca' ? 'ca' : 'us',
        now,
        accountNumber: account.accountNumber,
        billingAddress: null,
      });
      if ('reuse' in prior) {
        return confirmAndAnswer(deps, context, prior.reuse, held, { card, buyer: held.buyer });
      }
      const changeable = await changeableOf(deps.db, held, now);
      const fieldName = 'plans.0.planCode';
      const planCode = body.plans[0]?.planCode.trim() ?? '';
      const target = requireSellableOffer(await findOfferByPlanCode(deps.db, planCode), {
        planCode,
        country: changeable.region.country,
        now,
        fieldName,
      });
      if (changeable.running.phase === 'trial') {
        throw new AppError('INVALID_PAYLOAD', 'a trial is followed by change-subscription', {
          fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'subscriptionId' }],
        });
      }
      const priced = await pricePlanChange(deps.db, changeable, target, { locale, fieldName });
      const order = await createPlanSwitchOrder(deps.db, {
        orderId: prior.createWithId,
        changeable,
        priced,
        flow: flowOf(priced),
        locale,
        identityId: context.identityId,
        careSessionId: context.careSessionId,
        paymentMethodId: card.kind === 'onFile' ? card.paymentMethodId : null,
        giftCard: null,
      });
      return confirmAndAnswer(deps, context, order, held, { card, buyer: held.buyer });
    },
  );
};
