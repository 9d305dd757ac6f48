import type { Locale, Order } from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import {
  idempotentRequestName,
  type MoneySubject,
  withMoneyLocks,
} from '../../../platform/money-locks/index.ts';
import {
  chargeablePaymentMethod,
  giftCardSubject,
  type PaymentCaller,
  registeredGiftCard,
} from '../../billing/index.ts';
import { findOfferByPlanCode } from '../../catalog/index.ts';
import {
  closedOrderRefusal,
  findOrder,
  type OrderRow,
  orderView,
  ownedOrder,
  type PlanChanges,
  requireSellableOffer,
} from '../../checkout/index.ts';
import { defaultPaymentMethodOf } from '../../identification/index.ts';
import { changeableSubscriptionOf } from './changeable-subscription.ts';
import { confirmPlanSwitch } from './confirm-plan-switch.ts';
import { createPlanSwitchOrder } from './plan-switch-order.ts';
import { pricePlanChange } from './price-plan-change.ts';

/** A service caller names only subscriptions of accounts it owns (no care session gate). */
const ownerOf = (caller: PaymentCaller) => ({
  careSessionId: '',
  identityId: caller.identityId,
  now: caller.now,
});

/**
 * `order/v1/orders` with `planSwitch {subscriptionId, offerId, giftCardId?, flow}`: the same
 * priced change as the care preview (pricePlanChange), charged to the account's default card,
 * a registered gift card paying first. Refusals: SUBSCRIPTION_NOT_FOUND (another's or unknown),
 * SAME_PLAN, SUBSCRIPTION_CLOSED / NOT_CHANGEABLE, OFFER_NOT_FOUND, NO_CARD_ON_ACCOUNT.
 */
export const createServiceOrder: PlanChanges['createServiceOrder'] = async (
  _deps,
  caller,
  request,
): Promise<Order> => {
  const { db, now, identityId } = caller;
  const changeable = await changeableSubscriptionOf(db, request.subscriptionId, ownerOf(caller));
  const { account } = changeable;
  const preferred = await defaultPaymentMethodOf(db, account.accountNumber);
  const method = preferred && (await chargeablePaymentMethod(db, preferred.id, now));
  if (!method) throw new AppError('NO_CARD_ON_ACCOUNT', 'no usable card on the account');
  const { country } = changeable.region;
  const giftCard = request.giftCardId
    ? await registeredGiftCard(db, {
        tokenId: request.giftCardId,
        identityId,
        country,
        now,
        fieldName: 'planSwitch.giftCardId',
      })
    : null;
  const fieldName = 'planSwitch.offerId';
  const target = requireSellableOffer(await findOfferByPlanCode(db, request.offerId), {
    planCode: request.offerId,
    country,
    now,
    fieldName,
  });
  const locale = account.language as Locale;
  const priced = await pricePlanChange(db, changeable, target, {
    locale,
    fieldName,
    giftCardBalance: giftCard?.balance,
  });
  return orderView(
    await createPlanSwitchOrder(db, {
      changeable,
      priced,
      flow: request.flow,
      locale,
      identityId,
      careSessionId: null,
      paymentMethodId: method.id,
      giftCard,
    }),
  );
};

/**
 * `PUT order/v1/orders/{id}/confirm` of a planSwitch order: confirmPlanSwitch on the order's
 * card, holding the order, the subscription, the account's credit and the gift card (ADR 021).
 */
export const confirmServiceOrder: PlanChanges['confirmServiceOrder'] = async (
  deps,
  caller,
  order,
  claim,
) => {
  const subjects: MoneySubject[] = [
    { kind: 'order', orderId: order.id },
    ...(order.subscriptionId
      ? [{ kind: 'subscription' as const, subscriptionId: order.subscriptionId }]
      : []),
    ...(order.accountNumber
      ? [{ kind: 'account' as const, accountNumber: order.accountNumber }]
      : []),
    ...(order.giftCardId ? [giftCardSubject(order.giftCardId)] : []),
  ];
  return withMoneyLocks(
    caller.db,
    { subjects, requestName: idempotentRequestName(claim), now: caller.now },
    async () => {
      const held = await ownedOrder(caller, order.id);
      if (held.status !== 'quoted') throw closedOrderRefusal(held);
      const method = held.paymentMethodId
        ? await chargeablePaymentMethod(caller.db, held.paymentMethodId, caller.now)
        : undefined;
      if (!method) {
        throw new AppError('PAYMENT_INFO_REQUIRED', 'order without a usable payment method');
      }
      const answerOf = (row: OrderRow): StoredAnswer => ({ status: 200, body: orderView(row) });
      const card = {
        kind: 'onFile' as const,
        paymentMethodId: method.id,
        token: method.gatewayToken,
      };
      const result = await confirmPlanSwitch(
        deps,
        held,
        { card, buyer: 'accountHolder' },
        async (tx) => {
          const confirmed = await findOrder(tx, held.id);
          await claim.completeWithin(tx, answerOf(confirmed ?? held));
        },
      );
      return answerOf((await findOrder(caller.db, result.orderId)) ?? held);
    },
  );
};
