import { isProductErrorCode, orderQuoteSchema } from '@orbit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { type HeldWrites, heldWrites } from '../../../db/held-writes.ts';
import type { PackageUpgradeLinkRow } from '../../../db/schema/index.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, isAppError } from '../../../platform/errors/app-error.ts';
import { retryableConflictRefusal } from '../../../platform/errors/retryable-conflict.ts';
import type { HeldMoneyLocks } from '../../../platform/money-locks/index.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { cardRefusal, refundOrAlert, tokenOf } from '../../billing/index.ts';
import { uniqueViolationOf } from '../../identity/index.ts';
import { usedVerificationRefusal, useVerificationFor } from '../../student/index.ts';
import { type FulfilmentResult, fulfilOrder } from './fulfil-order.ts';
import type { Fulfilment } from './fulfilment.ts';
import { refusalSincePriced } from './order-rechecks.ts';
import { findOrder, markOrderFailed, type OrderRow } from './order-store.ts';
import { cardAmountOf, giftCardAmountOf } from './order-view.ts';
import {
  redeemedUpgradeLinkRefusal,
  redeemUpgradeLinkOf,
  upgradeLinkOfOrder,
} from './upgrade-link-redemption.ts';

export type ConfirmDeps = { db: Db; clock: Clock; gateway: PaymentGateway; log: FastifyBaseLogger };

/**
 * What the caller already knows to be true now. `radioPurchasable`: the order was priced in this
 * very request, under the money locks its decision still holds, right after its radio was found
 * purchasable (purchasableRadio): nothing can have given the radio a plan since, so it is not
 * read again. An order quoted in an earlier request never says so. `moneyLocks`: the locks the
 * purchase holds, given back with the confirm's commit (ADR 113). `upgradeLink`: the upgrade link
 * the order's care session opened for its radio (null: none), read under those locks with the
 * purchase's other reads (ADR 118), so the confirm does not read it again.
 */
export type ConfirmChecked = {
  radioPurchasable?: boolean;
  upgradeLink?: PackageUpgradeLinkRow | null;
  /** The money locks the purchase holds: given back by the transaction's last statement. */
  moneyLocks?: HeldMoneyLocks | undefined;
};

/** Thrown inside the transaction when another confirm moved the order first; nothing is refunded. */
class LostRace extends Error {}

/** What a closed order answers when confirmed again: its state, or the refusal it failed with. */
export function closedOrderRefusal(order: OrderRow): AppError {
  if (order.status === 'confirmed') {
    return new AppError('ORDER_ALREADY_CONFIRMED', `order ${order.id} already confirmed`);
  }
  const code = order.failureCode ?? 'SYSTEM';
  return isProductErrorCode(code)
    ? new AppError(code, `order ${order.id} failed before: ${code}`)
    : new AppError('SYSTEM', `order ${order.id} failed before: ${code}`);
}

/**
 * Marks the order failed with the refusal (its payment method cleared) and throws the refusal;
 * an order another confirm closed first answers as closed.
 */
async function failOrder(db: Db, order: OrderRow, refusal: AppError): Promise<never> {
  if (!(await markOrderFailed(db, order.id, refusal.code))) {
    throw closedOrderRefusal((await findOrder(db, order.id)) ?? order);
  }
  throw refusal;
}

/** A database refusal met in the fulfilment, as the product error it means. */
export function refusalOf(error: unknown): AppError {
  if (isAppError(error)) return error;
  const violation = uniqueViolationOf(error);
  const constraint = violation?.constraint ?? '';
  if (constraint.includes('identities')) {
    return new AppError('USERNAME_IN_USE', 'streaming login taken by a concurrent sign-up', {
      cause: error,
    });
  }
  if (constraint.includes('gateway_token')) {
    return new AppError('CARD_TOKEN_INVALID', 'card token attached by a concurrent request', {
      cause: error,
    });
  }
  if (constraint.includes('subscription_renewals')) {
    return new AppError('ALREADY_RENEWED', 'renewed by a concurrent order', { cause: error });
  }
  if (constraint.includes('promo_code_redemptions')) {
    return new AppError('OFFER_REDEEMED', 'promo code redeemed by a concurrent order', {
      cause: error,
    });
  }
  // Lost a race each time the transaction ran (ADR 101): the order fails, its charge is given
  // back, and the purchase sent again with the same key makes a new order (priorPurchaseOrder).
  return (
    retryableConflictRefusal(error) ??
    new AppError('SYSTEM', 'order fulfilment failed after the charge', { cause: error })
  );
}

/**
 * Confirms a quoted order (spec 001 §4): checks again what may have changed since it was priced
 * (refusalSincePriced: a refusal marks the order failed and charges nothing), charges the
 * card (the order id is the gateway's idempotency key, so a retried confirm never charges twice;
 * a zero total is a zero-amount verification of the card), then writes everything in ONE
 * transaction (fulfilOrder), in which the package upgrade link the order's care session opened
 * for its radio is redeemed (ADR 041), the order's student verification is used (ADR 066) and
 * `onConfirmed` may store the answer (the idempotency record; held with the confirmation email,
 * both sent as the transaction's last statement). A failed charge writes nothing
 * but the order marked failed, its payment method cleared. A transaction failing after a
 * successful charge marks the order failed and gives the money back; the refusal is typed
 * (USERNAME_IN_USE, OFFER_REDEEMED…) or SYSTEM. Whoever moves the order out of `quoted` owns
 * the charge: a confirm that loses that race refunds nothing.
 */
export async function confirmOrder(
  deps: ConfirmDeps,
  order: OrderRow,
  plan: Fulfilment,
  onConfirmed?: (tx: Db, result: FulfilmentResult, held: HeldWrites) => Promise<void>,
  checked: ConfirmChecked = {},
): Promise<FulfilmentResult> {
  const now = deps.clock();
  if (order.status !== 'quoted') throw closedOrderRefusal(order);
  if (order.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('ORDER_EXPIRED', `order ${order.id} expired before its confirm`);
  }
  const quote = orderQuoteSchema.parse(order.quote);
  const sincePriced = await refusalSincePriced(deps.db, quote, plan, now, checked);
  // Read once: the transaction redeems this link by its id (see redeemUpgradeLinkOf).
  const upgradeLink = sincePriced
    ? null
    : checked.upgradeLink !== undefined
      ? checked.upgradeLink
      : await upgradeLinkOfOrder(deps.db, order);
  const stale =
    sincePriced ??
    redeemedUpgradeLinkRefusal(order, upgradeLink) ??
    (await usedVerificationRefusal(deps.db, order.studentVerificationId));
  if (stale) await failOrder(deps.db, order, stale);
  const cardAmount = cardAmountOf(quote);
  const giftCardAmount = giftCardAmountOf(quote);
  const charged = await deps.gateway.charge({
    token: tokenOf(plan.card),
    amount: cardAmount,
    idempotencyKey: order.id,
    description: `Orbit Radio ${order.planCode}`,
  });
  if (charged.status === 'failed') await failOrder(deps.db, order, cardRefusal(charged.outcome));

  const charge = {
    gateway: deps.gateway.name,
    chargeId: charged.chargeId,
    cardAmount,
    giftCardAmount,
  };
  try {
    const committed = await deps.db.transaction(async (tx) => {
      // The confirmation email and what onConfirmed holds go out last, in one statement.
      const held = heldWrites();
      const result = await fulfilOrder(tx, order, quote, plan, charge, now, held);
      if (!result) throw new LostRace();
      await redeemUpgradeLinkOf(tx, order, upgradeLink, now);
      // One verification, one student subscription (ADR 066): the racing order's insert fails.
      await useVerificationFor(tx, order, now);
      await onConfirmed?.(tx, result, held);
      checked.moneyLocks?.releaseWith(tx, held);
      await held.send(tx);
      return result;
    });
    checked.moneyLocks?.releasedByCommit();
    return committed;
  } catch (error) {
    if (error instanceof LostRace) {
      throw closedOrderRefusal((await findOrder(deps.db, order.id)) ?? order);
    }
    const refusal = refusalOf(error);
    // A zero total's charge only verified the card: nothing to give back.
    if ((await markOrderFailed(deps.db, order.id, refusal.code)) && cardAmount.amountMinor > 0) {
      await refundOrAlert(deps, charged.chargeId, { orderId: order.id });
    }
    throw refusal;
  }
}
