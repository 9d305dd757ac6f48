import {
  type Currency,
  type CurrentTerm,
  money,
  type PlanPhase,
  termOfPhaseAt,
} from '@orbit/domain';
import { and, desc, eq, gte, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, orders, payments } from '../../db/schema/index.ts';
import { currentPhaseOf, type SubscriptionWithPhases } from '../identification/index.ts';

/** The term running now, and the card charge that paid it (what a refund gives back part of). */
export type TermCharge = CurrentTerm & {
  /** The gateway's charge of the card payment for this term; null when nothing was charged. */
  chargeId: string | null;
  paymentMethodId: string | null;
};

/**
 * The subscription's term at `now` (undefined when no phase runs: closed, not started) and what
 * the card paid for it: the latest card payment of an invoice of this subscription issued since
 * the term began (its first order, a renewal). A plan change's charge is not the term's: it paid
 * for the days left on the new plan, so a cancellation soon after it still ends with the term the
 * customer paid for (ADR 029). A trial costs nothing; a paid term with no card payment on record
 * (paid by invoice or gift card) has nothing to refund.
 */
export async function currentTermOf(
  db: Db,
  subscription: SubscriptionWithPhases,
  now: Date,
): Promise<TermCharge | undefined> {
  const phase = currentPhaseOf(subscription, now);
  if (!phase) return undefined;
  const { start, end } = termOfPhaseAt(phase, now);
  const currency = phase.currency as Currency;
  const nothingCharged: TermCharge = {
    phase: phase.phase as PlanPhase,
    start,
    end,
    charged: money(0, currency),
    chargedAt: start,
    chargeId: null,
    paymentMethodId: null,
  };
  if (phase.phase === 'trial') return nothingCharged;
  const [paid] = await db
    .select({
      amountMinor: payments.amountMinor,
      paidAt: payments.paidAt,
      chargeId: payments.gatewayChargeId,
      paymentMethodId: payments.paymentMethodId,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(invoices.subscriptionId, subscription.id),
        or(isNull(orders.kind), ne(orders.kind, 'planSwitch')),
        gte(invoices.issuedAt, start),
        eq(payments.entryType, 'payment'),
        isNotNull(payments.gatewayChargeId),
      ),
    )
    .orderBy(desc(payments.paidAt))
    .limit(1);
  if (!paid || paid.paidAt.getTime() > now.getTime()) return nothingCharged;
  return {
    ...nothingCharged,
    charged: money(paid.amountMinor, currency),
    chargedAt: paid.paidAt,
    chargeId: paid.chargeId,
    paymentMethodId: paid.paymentMethodId,
  };
}
