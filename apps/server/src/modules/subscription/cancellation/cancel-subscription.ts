import {
  applyCancellationEvent,
  businessDaysAfter,
  type CancellationEvent,
  type CancellationType,
  type CancelReasonChoice,
  type CareCancellationResult,
  calendarDateOf,
  dateOfCalendarDate,
  FIELD_ERROR_CODES,
  isCancelReasonFor,
  type Locale,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { payments, type SubscriptionCancellationRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { withMoneyLocks } from '../../../platform/money-locks/index.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { findPaymentMethod, newCommerceId } from '../../billing/index.ts';
import type { NamedSubscription } from '../../checkout/index.ts';
import { packageNamesOf } from '../../identification/index.ts';
import { notifyByEmail } from '../../identity/index.ts';
import { CANCELLATION_CONFIRMATION } from './cancellation-email.ts';
import { type CancellationOutlook, cancellationOutlookOf } from './cancellation-outlook.ts';
import { asConflict, cancellationStateOf } from './cancellation-state-of.ts';
import {
  cancellationAnswerOf,
  insertCancellation,
  newConfirmationNumber,
  setSubscriptionState,
  standingCancellationOf,
} from './cancellation-store.ts';
import { freshSubscription, subscriptionSubject } from './fresh-subscription.ts';

/** A refund reaches the card within 3 to 5 business days of the cancellation. */
export const REFUND_BUSINESS_DAYS = 5;

export type CancellationDeps = { db: Db; gateway: PaymentGateway };

/** What is asked: the subscription, the reason, and (an order's) when it should take effect. */
export type CancellationAsk = CancelReasonChoice & {
  /** The order's ask; absent (the care call), the rules decide. */
  cancellationType?: CancellationType | undefined;
};

/** Who asks, under which request name (its idempotency key), and at what moment. */
export type Canceller = {
  careSessionId: string | null;
  identityId: string | null;
  orderId: string | null;
  requestName: string;
  now: Date;
};

export type CancellationHooks = {
  /** Checked once the subscription is held, before anything is decided (an order's quote). */
  recheck?: (subscription: NamedSubscription['subscription']) => Promise<void>;
  /** Written in the cancellation's transaction (the idempotency key's answer, the order). */
  complete: (tx: Db, answer: CareCancellationResult) => Promise<void>;
};

/** Where the outlook allows it, the terms asked for: END_OF_TERM may always be chosen. */
export function termsAsked(outlook: CancellationOutlook, asked: CancellationType | undefined) {
  const { terms, term } = outlook;
  const online = outlook.options.cancelSubscriptionOptionInfo.showCancelOnline;
  if (!terms || !term || !online) {
    throw new AppError(
      'SUBSCRIPTION_NOT_CHANGEABLE',
      'this subscription cannot be cancelled online',
    );
  }
  if (asked === undefined || asked === terms.cancellationType) return { terms, term };
  if (asked === 'IMMEDIATE') {
    throw new AppError('SUBSCRIPTION_NOT_CHANGEABLE', 'an immediate cancellation is not offered', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'cancellationType' }],
    });
  }
  // Within the cooling-off days a customer may still keep what they paid for to its end.
  return {
    term,
    terms: {
      ...terms,
      cancellationType: 'END_OF_TERM' as const,
      effectiveAt: term.end,
      refund: { ...terms.refund, amountMinor: 0 },
      refundedDays: 0,
    },
  };
}

/**
 * Cancels a subscription (flows §5.2), decided holding the subscription (ADR 021): a cancellation,
 * a revoke or a plan switch of the same subscription meanwhile is refused with 409
 * PAYMENT_IN_PROGRESS before anything moves. Once held, it reads the subscription again: already
 * cancelled (pending, or closed by a cancellation), it answers that cancellation again, changing
 * nothing. Otherwise the options must let the customer cancel online and the terms decide:
 * END_OF_TERM → pending_cancellation until the term (or trial) ends, nothing more charged;
 * IMMEDIATE → closed now, the unused days refunded on the term's card charge (the gateway's refund,
 * keyed by that charge so it is given once), a refund line in billing history. The cancellation
 * record (confirmation number, reason), the state change and the email are one transaction.
 */
export async function cancelSubscription(
  deps: CancellationDeps,
  named: NamedSubscription,
  ask: CancellationAsk,
  who: Canceller,
  hooks: CancellationHooks,
): Promise<CareCancellationResult> {
  const { db } = deps;
  const { now } = who;
  return withMoneyLocks(
    db,
    { subjects: [subscriptionSubject(named)], requestName: who.requestName, now },
    async () => {
      const subscription = await freshSubscription(db, named);
      await hooks.recheck?.(subscription);
      const state = cancellationStateOf(subscription);
      if (state.state !== 'active') {
        const standing = await standingCancellationOf(db, subscription.id);
        if (!standing) {
          throw new AppError(
            state.state === 'closed' ? 'SUBSCRIPTION_CLOSED' : 'CANCELLATION_ALREADY_PENDING',
            'nothing left to cancel',
          );
        }
        const again = cancellationAnswerOf(standing);
        await db.transaction((tx) => hooks.complete(tx, again));
        return again;
      }
      const { account } = named;
      const outlook = await cancellationOutlookOf(db, { subscription, account }, now);
      if (!isCancelReasonFor(outlook.facts.kind, ask.reasonCode)) {
        throw new AppError('INVALID_PAYLOAD', 'reason not offered for this subscription', {
          fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'reasonCode' }],
        });
      }
      const { terms, term } = termsAsked(outlook, ask.cancellationType);
      const event: CancellationEvent =
        terms.cancellationType === 'IMMEDIATE'
          ? { type: 'cancelNow', at: now }
          : { type: 'cancelAtEnd', at: now, endsAt: terms.effectiveAt };
      const next = (() => {
        try {
          return applyCancellationEvent(state, event);
        } catch (error) {
          throw asConflict(error);
        }
      })();
      const refunds = terms.refund.amountMinor > 0 && term.chargeId !== null;
      const refund = refunds
        ? await deps.gateway.refundPart({
            chargeId: term.chargeId as string,
            amount: terms.refund,
            idempotencyKey: `cancellation-refund\n${term.chargeId}`,
          })
        : null;
      const country = account.country === 'ca' ? 'ca' : 'us';
      const refundArrivesBy = refund
        ? businessDaysAfter(calendarDateOf(now), REFUND_BUSINESS_DAYS, country)
        : null;
      const row: SubscriptionCancellationRow = {
        id: newCommerceId('cancellation', now),
        confirmationNumber: newConfirmationNumber(),
        subscriptionId: subscription.id,
        accountNumber: account.accountNumber,
        cancellationType: terms.cancellationType,
        reasonCode: ask.reasonCode,
        otherReasonText: ask.reasonCode === 'OTHER' ? ask.otherReasonText : null,
        serviceEndsAt: terms.effectiveAt,
        isTrial: term.phase === 'trial',
        refundMinor: refund ? terms.refund.amountMinor : 0,
        currency: terms.refund.currency,
        refundArrivesBy,
        gatewayRefundId: refund?.refundId ?? null,
        careSessionId: who.careSessionId,
        identityId: who.identityId,
        orderId: who.orderId,
        requestedAt: now,
        revokedAt: null,
      };
      const answer = cancellationAnswerOf(row);
      const card = term.paymentMethodId ? await findPaymentMethod(db, term.paymentMethodId) : null;
      const locale = account.language as Locale;
      const nameOf = await packageNamesOf(db, [subscription.packageId], locale);
      await db.transaction(async (tx) => {
        await setSubscriptionState(
          tx,
          subscription.id,
          next.state === 'closed'
            ? { state: 'closed', endedAt: next.endedAt, cancelledAt: now }
            : { state: 'pending_cancellation', endsAt: terms.effectiveAt, cancelledAt: now },
          now,
        );
        await insertCancellation(tx, row);
        if (refund) {
          await tx.insert(payments).values({
            id: newCommerceId('payment', now),
            accountNumber: account.accountNumber,
            invoiceId: null,
            entryType: 'refund',
            paymentMethodId: term.paymentMethodId,
            giftCardId: null,
            gatewayChargeId: term.chargeId,
            amountMinor: row.refundMinor,
            currency: row.currency,
            paidAt: now,
          });
        }
        if (account.email) {
          await notifyByEmail(
            tx,
            CANCELLATION_CONFIRMATION,
            {
              emailAddress: account.email,
              identityId: account.ownerIdentityId,
              locale,
            },
            {
              firstName: account.firstName,
              planName: nameOf(subscription.packageId),
              confirmationNumber: row.confirmationNumber,
              serviceEndsOn: row.serviceEndsAt,
              immediate: row.cancellationType === 'IMMEDIATE',
              isTrial: row.isTrial,
              refund: answer.refund,
              refundArrivesBy: refundArrivesBy ? dateOfCalendarDate(refundArrivesBy) : null,
              cardLastFour: refund ? (card?.last4 ?? null) : null,
            },
            now,
          );
        }
        await hooks.complete(tx, answer);
      });
      return answer;
    },
  );
}
