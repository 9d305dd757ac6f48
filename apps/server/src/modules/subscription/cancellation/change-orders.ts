import {
  applyCancellationEvent,
  type CancelSubscriptionOrder,
  type Currency,
  calendarDateOf,
  FIELD_ERROR_CODES,
  isCancelReasonFor,
  money,
  type Order,
  type OrderQuote,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { idempotentRequestName } from '../../../platform/money-locks/index.ts';
import { type BillingDeps, newCommerceId, type PaymentCaller } from '../../billing/index.ts';
import {
  changeRecordOf,
  closedOrderRefusal,
  findOrder,
  insertOrder,
  markOrderConfirmed,
  markOrderFailed,
  type NamedSubscription,
  namedSubscriptionOf,
  ORDER_TTL_SECONDS,
  type OrderChangeRecord,
  type OrderRow,
  orderView,
  type SubscriptionChangeOrders,
} from '../../checkout/index.ts';
import { cancelSubscription, termsAsked } from './cancel-subscription.ts';
import { cancellationOutlookOf } from './cancellation-outlook.ts';
import { asConflict, cancellationStateOf } from './cancellation-state-of.ts';
import { cancellationAnswerOf, standingCancellationOf } from './cancellation-store.ts';
import { revokeCancellation } from './revoke-cancellation.ts';

type Cancellation = NonNullable<OrderChangeRecord['cancellation']>;

/** Only the signed-in owner names a subscription on the service API: anyone else 404. */
const ownersSubscription = (caller: PaymentCaller, subscriptionId: string) =>
  namedSubscriptionOf(caller.db, subscriptionId, {
    careSessionId: '',
    identityId: caller.identityId,
    now: caller.now,
  });

/** A quote of nothing charged today but `refund` given back (negative): the order's money. */
function refundQuote(refundMinor: number, currency: Currency): OrderQuote {
  const total = money(-refundMinor, currency);
  return {
    currentQuote: {
      currency,
      details: [],
      fees: [],
      taxes: [],
      subtotal: total,
      totalAmount: total,
      currentBalance: total,
    },
    revenueStatus: 'Deferred',
  };
}

/** What cancelling now would do, as the order previews it (an existing cancellation: itself). */
async function cancellationPreviewOf(
  db: Db,
  named: NamedSubscription,
  request: CancelSubscriptionOrder,
  now: Date,
): Promise<Cancellation> {
  const standing =
    cancellationStateOf(named.subscription).state !== 'active'
      ? await standingCancellationOf(db, named.subscription.id)
      : undefined;
  if (standing) {
    const done = cancellationAnswerOf(standing);
    return { ...done, reasonCode: standing.reasonCode as Cancellation['reasonCode'] };
  }
  if (cancellationStateOf(named.subscription).state === 'closed') {
    throw new AppError('SUBSCRIPTION_CLOSED', 'nothing left to cancel');
  }
  const outlook = await cancellationOutlookOf(db, named, now);
  if (!isCancelReasonFor(outlook.facts.kind, request.reasonCode)) {
    throw new AppError('INVALID_PAYLOAD', 'reason not offered for this subscription', {
      fieldErrors: [
        { errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'cancelSubscription.reasonCode' },
      ],
    });
  }
  const { terms } = termsAsked(outlook, request.cancellationType);
  return {
    cancellationType: terms.cancellationType,
    reasonCode: request.reasonCode,
    serviceEndsOn: calendarDateOf(terms.effectiveAt),
    refund: terms.refund,
  };
}

async function insertChangeOrder(
  caller: PaymentCaller,
  named: NamedSubscription,
  order: {
    kind: 'cancelSubscription' | 'revokeSubscriptionCancellation';
    cancellation?: Cancellation;
    customer: Record<string, unknown>;
  },
): Promise<Order> {
  const { subscription, account } = named;
  const { now } = caller;
  const currency = (subscription.phases[0]?.currency ?? 'USD') as Currency;
  const refundMinor = order.cancellation?.refund.amountMinor ?? 0;
  const change: OrderChangeRecord = {
    subscriptionUpdatedAt: subscription.updatedAt.toISOString(),
    ...(order.cancellation ? { cancellation: order.cancellation } : {}),
  };
  const row: OrderRow = {
    id: newCommerceId('order', now),
    kind: order.kind,
    status: 'quoted',
    identityId: caller.identityId,
    careSessionId: null,
    accountNumber: account.accountNumber,
    planCode: subscription.planCode,
    promoCode: null,
    radioId: subscription.radioId,
    subscriptionId: subscription.id,
    paymentMethodId: null,
    giftCardId: null,
    currency,
    totalMinor: -refundMinor,
    quote: { ...refundQuote(refundMinor, currency), change },
    customer: order.customer,
    failureCode: null,
    studentVerificationId: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ORDER_TTL_SECONDS * 1000),
    confirmedAt: null,
  };
  await insertOrder(caller.db, row);
  return orderView(row);
}

/**
 * Refuses a change order whose subscription moved since it was quoted (its `updated_at`):
 * the order fails with SUBSCRIPTION_CHANGED and nothing is done.
 */
async function refuseIfChanged(
  db: Db,
  order: OrderRow,
  record: OrderChangeRecord,
  subscription: NamedSubscription['subscription'],
): Promise<void> {
  if (subscription.updatedAt.toISOString() === record.subscriptionUpdatedAt) return;
  await markOrderFailed(db, order.id, 'SUBSCRIPTION_CHANGED');
  throw new AppError('SUBSCRIPTION_CHANGED', `subscription changed since order ${order.id}`);
}

/** The order confirmed with the transaction of its change; its answer stored under the key. */
async function confirmWithin(
  tx: Db,
  order: OrderRow,
  caller: PaymentCaller,
  claim: IdempotencyClaim,
): Promise<void> {
  const changes = {
    subscriptionId: order.subscriptionId,
    accountNumber: order.accountNumber,
    identityId: caller.identityId,
    paymentMethodId: null,
  };
  if (!(await markOrderConfirmed(tx, order.id, changes, caller.now))) {
    throw closedOrderRefusal((await findOrder(tx, order.id)) ?? order);
  }
  const confirmed = { ...order, ...changes, status: 'confirmed', confirmedAt: caller.now };
  await claim.completeWithin(tx, { status: 200, body: orderView(confirmed) });
}

/**
 * `order/v1/orders` with `cancelSubscription` or `revokeSubscriptionCancellation`, as new
 * subscriptions are: create = a quote kept 30 minutes (the cancellation's preview, its refund as
 * the money: a negative total), confirm = done once under the Idempotency-Key, holding the
 * subscription, after checking it has not changed since the quote (SUBSCRIPTION_CHANGED) and
 * that cancelling now still means what was previewed.
 */
export function subscriptionChangeOrders(deps: BillingDeps): SubscriptionChangeOrders {
  return {
    async create(caller, request) {
      if ('cancelSubscription' in request) {
        const ask = request.cancelSubscription;
        const named = await ownersSubscription(caller, ask.subscriptionId);
        const cancellation = await cancellationPreviewOf(caller.db, named, ask, caller.now);
        return insertChangeOrder(caller, named, {
          kind: 'cancelSubscription',
          cancellation,
          customer: {
            reasonCode: ask.reasonCode,
            otherReasonText: ask.reasonCode === 'OTHER' ? ask.otherReasonText : null,
          },
        });
      }
      const named = await ownersSubscription(
        caller,
        request.revokeSubscriptionCancellation.subscriptionId,
      );
      try {
        applyCancellationEvent(cancellationStateOf(named.subscription), {
          type: 'revoke',
          at: caller.now,
        });
      } catch (error) {
        throw asConflict(error);
      }
      return insertChangeOrder(caller, named, {
        kind: 'revokeSubscriptionCancellation',
        customer: {},
      });
    },

    async confirm(caller, order, claim): Promise<StoredAnswer> {
      const { now } = caller;
      const record = changeRecordOf(order);
      if (order.status !== 'quoted') throw closedOrderRefusal(order);
      if (order.expiresAt.getTime() <= now.getTime()) {
        throw new AppError('ORDER_EXPIRED', `order ${order.id} expired before its confirm`);
      }
      if (!record || !order.subscriptionId) throw new Error(`order ${order.id} without its change`);
      const named = await ownersSubscription(caller, order.subscriptionId);
      const requestName = idempotentRequestName(claim);
      const heldAlso = [{ kind: 'order' as const, orderId: order.id }];
      if (order.kind === 'revokeSubscriptionCancellation') {
        await revokeCancellation(
          caller.db,
          named,
          { requestName, now, heldAlso },
          {
            recheck: (subscription) => refuseIfChanged(caller.db, order, record, subscription),
            complete: (tx) => confirmWithin(tx, order, caller, claim),
          },
        );
      } else {
        const quoted = record.cancellation;
        const reason = order.customer as { reasonCode: string; otherReasonText: string | null };
        if (!quoted) throw new Error(`cancellation order ${order.id} without its preview`);
        await cancelSubscription(
          deps,
          named,
          {
            ...(reason.reasonCode === 'OTHER'
              ? { reasonCode: 'OTHER', otherReasonText: reason.otherReasonText ?? '' }
              : { reasonCode: quoted.reasonCode as Exclude<typeof quoted.reasonCode, 'OTHER'> }),
            cancellationType: quoted.cancellationType,
            previewed: quoted,
          },
          {
            careSessionId: null,
            identityId: caller.identityId,
            orderId: order.id,
            requestName,
            now,
            heldAlso,
          },
          {
            recheck: (subscription) => refuseIfChanged(caller.db, order, record, subscription),
            onPreviewChanged: async () => {
              await markOrderFailed(caller.db, order.id, 'SUBSCRIPTION_CHANGED');
            },
            complete: (tx) => confirmWithin(tx, order, caller, claim),
          },
        );
      }
      const confirmed = await findOrder(caller.db, order.id);
      return { status: 200, body: orderView(confirmed ?? order) };
    },
  };
}
