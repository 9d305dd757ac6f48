import { type Currency, type Money, money } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { giftCardRegistrations, type SubscriberAccountRow } from '../../db/schema/index.ts';
import { AppError, isAppError } from '../../platform/errors/app-error.ts';
import { retryableConflictRefusal } from '../../platform/errors/retryable-conflict.ts';
import type { StoredAnswer } from '../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../platform/idempotency/idempotent-request.ts';
import type { ChargeRequest, PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { uniqueViolationOf } from '../identity/index.ts';
import { cardRefusal } from './card-failure.ts';
import { debitGiftCard } from './gift-card-debit.ts';
import { type CardToKeep, keepCardOnFile } from './keep-card.ts';
import { refundOrAlert } from './refund-charge.ts';
import { settleBalance } from './settle-balance.ts';

/** A card paying: a kept one (by its payment method) or a new one by its gateway token. */
export type CardSource = {
  token: string;
  paymentMethodId: string | null;
  last4: string;
  /** A new card to keep as the account's card on file once the payment is written. */
  keep?: CardToKeep | undefined;
};

/** A gift card paying, found by its number or by a registration (consumed with the payment). */
export type GiftCardSource = { giftCardId: string; last4: string; registrationId?: string };

export type BalancePaymentPlan = {
  account: SubscriberAccountRow;
  currency: Currency;
  /** The gift card pays its part first; the card the rest. */
  giftCard?: { source: GiftCardSource; amountMinor: number } | undefined;
  card?: { source: CardSource; amountMinor: number } | undefined;
};

export type PaidBalance = {
  paymentId: string;
  amountPaid: Money;
  paidAt: Date;
  method: { kind: 'card' | 'giftCard'; last4: string };
  reactivatedSubscriptionIds: string[];
  account: SubscriberAccountRow;
};

export type PayBalanceDeps = { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger };

export type PayBalanceContext = {
  now: Date;
  /** The request's idempotency claim: its key names the gateway charge too (balanceChargeKey). */
  claim: IdempotencyClaim;
  /** The answer of a written payment (read in its transaction, stored with it). */
  answerOf: (tx: Db, paid: PaidBalance) => Promise<StoredAnswer>;
  /** The stored answer of a refusal met after the card was charged (and refunded). */
  refusalAnswer: (refusal: AppError) => StoredAnswer;
};

/** A database refusal met after the charge, as the product error it means. */
function refusalOf(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (uniqueViolationOf(error)?.constraint?.includes('gateway_token')) {
    return new AppError('CARD_TOKEN_INVALID', 'card token kept by a concurrent request', {
      cause: error,
    });
  }
  return new AppError('SYSTEM', 'balance payment failed after the charge', { cause: error });
}

const BALANCE_KEY_PREFIX = 'balance|';

/** The gateway key is a balance payment's (the sweep of unrecorded charges asks, ADR 111). */
export const isBalanceChargeKey = (key: string) => key.startsWith(BALANCE_KEY_PREFIX);

/**
 * The gateway key of a balance payment's charge: the request's key, and after a run that gave its
 * charge back (its transaction kept losing a race), the count of charges given back, so the next
 * run's charge is a new one and not the refunded charge the gateway keeps under the old key.
 */
export function balanceChargeKey(
  claim: IdempotencyClaim,
  givenBack: number = claim.chargesGivenBack,
): string {
  const requestKey = `${BALANCE_KEY_PREFIX}${claim.scope}|${claim.key}`;
  return givenBack === 0 ? requestKey : `${requestKey}|${givenBack}`;
}

/**
 * Charges the card's part under the claim's next gateway key. A key whose charge the gateway
 * reports given back belongs to an earlier run that refunded it and stopped before counting it
 * (a crash between the two): it is counted now and the card charged under the next key, so a
 * refunded charge is never recorded as paid.
 */
async function chargeCard(
  deps: PayBalanceDeps,
  claim: IdempotencyClaim,
  charge: Omit<ChargeRequest, 'idempotencyKey'>,
): Promise<string> {
  for (let givenBack = claim.chargesGivenBack; ; givenBack += 1) {
    const charged = await deps.gateway.charge({
      ...charge,
      idempotencyKey: balanceChargeKey(claim, givenBack),
    });
    if (charged.status === 'failed') throw cardRefusal(charged.outcome);
    if (!charged.refunded) return charged.chargeId;
    await claim.countChargeGivenBack(deps.db);
  }
}

/**
 * Pays an account's balance (flows §7.2; spec 001 §7 balance due pay): charges the card's part
 * through the gateway (keyed by the request's idempotency key, so a retried request never
 * charges twice), then writes everything in ONE transaction with the request's answer: the new
 * card kept if asked, the gift card debited (its registration consumed), the money settled
 * against the bills oldest first, suspended subscriptions reactivated once nothing is owed. A
 * declined card writes nothing. A refusal after the charge (the balance paid meanwhile by
 * another request, a gift card spent by another checkout) refunds the charge and is stored as
 * the key's answer, so the refunded charge is never taken as paid by a retry. A transaction that
 * lost a race every run (ADR 101) refunds the charge too, but is answered 503 with the key
 * released, counting the charge given back with it: the same key pays afterwards, charging under
 * a new gateway key (ADR 103).
 */
export async function payBalance(
  deps: PayBalanceDeps,
  payment: BalancePaymentPlan,
  context: PayBalanceContext,
): Promise<StoredAnswer> {
  const { now, claim } = context;
  const { account, card } = payment;
  let chargeId: string | null = null;
  if (card && card.amountMinor > 0) {
    chargeId = await chargeCard(deps, claim, {
      token: card.source.token,
      amount: money(card.amountMinor, payment.currency),
      description: `Orbit Radio balance ${account.accountNumber}`,
    });
  }

  try {
    return await deps.db.transaction(async (tx) => {
      const paid = await writePayment(tx, deps.gateway.name, payment, chargeId, now);
      const answer = await context.answerOf(tx, paid);
      await claim.completeWithin(tx, answer);
      return answer;
    });
  } catch (error) {
    if (chargeId === null) throw error;
    const lostRace = retryableConflictRefusal(error);
    if (lostRace) {
      await refundOrAlert(deps, chargeId, {
        accountNumber: account.accountNumber,
        refusal: lostRace.code,
      });
      await claim.countChargeGivenBack(deps.db);
      throw lostRace;
    }
    const refusal = refusalOf(error);
    await refundOrAlert(deps, chargeId, {
      accountNumber: account.accountNumber,
      refusal: refusal.code,
    });
    await claim.completeWithin(deps.db, context.refusalAnswer(refusal));
    throw refusal;
  }
}

async function writePayment(
  tx: Db,
  gateway: string,
  payment: BalancePaymentPlan,
  chargeId: string | null,
  now: Date,
): Promise<PaidBalance> {
  const { account, card, giftCard } = payment;
  const accountNumber = account.accountNumber;
  const paymentIds: string[] = [];
  let reactivated: string[] = [];
  let settled = account;
  if (giftCard && giftCard.amountMinor > 0) {
    await debitGiftCard(tx, giftCard.source.giftCardId, giftCard.amountMinor, now);
    if (giftCard.source.registrationId) {
      await tx
        .update(giftCardRegistrations)
        .set({ redeemedAt: now })
        .where(eq(giftCardRegistrations.id, giftCard.source.registrationId));
    }
    const settlement = await settleBalance(
      tx,
      accountNumber,
      {
        amountMinor: giftCard.amountMinor,
        entryType: 'payment',
        paymentMethodId: null,
        giftCardId: giftCard.source.giftCardId,
        gatewayChargeId: null,
        keepRestAsCredit: false,
      },
      now,
    );
    paymentIds.push(...settlement.paymentIds);
    reactivated = settlement.reactivatedSubscriptionIds;
    settled = settlement.account;
  }
  if (card && card.amountMinor > 0) {
    const kept = card.source.keep
      ? await keepCardOnFile(tx, { account, card: card.source.keep, gateway, replace: false, now })
      : null;
    const settlement = await settleBalance(
      tx,
      accountNumber,
      {
        amountMinor: card.amountMinor,
        entryType: 'payment',
        paymentMethodId: kept?.id ?? card.source.paymentMethodId,
        giftCardId: null,
        gatewayChargeId: chargeId,
        keepRestAsCredit: false,
      },
      now,
    );
    // The card's rows first: the receipt names the card payment.
    paymentIds.unshift(...settlement.paymentIds);
    reactivated = [...reactivated, ...settlement.reactivatedSubscriptionIds];
    settled = settlement.account;
  }
  const [paymentId] = paymentIds;
  if (!paymentId) throw new Error('payBalance: nothing to pay');
  const byCard = card !== undefined && card.amountMinor > 0;
  return {
    paymentId,
    amountPaid: money((card?.amountMinor ?? 0) + (giftCard?.amountMinor ?? 0), payment.currency),
    paidAt: now,
    method: byCard
      ? { kind: 'card', last4: card.source.last4 }
      : { kind: 'giftCard', last4: giftCard?.source.last4 ?? '' },
    reactivatedSubscriptionIds: [...new Set(reactivated)].sort(),
    account: settled,
  };
}
