import { isoDate, type Locale, type PlanChangePreview, type PlanSwitchFlow } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { type CheckoutGiftCardBalance, newCommerceId } from '../../billing/index.ts';
import {
  insertOrder,
  ORDER_TTL_SECONDS,
  type OrderRow,
  type PlanSwitchRecord,
  planNameOf,
  storedPhasesOf,
} from '../../checkout/index.ts';
import type { ChangeableSubscription } from './changeable-subscription.ts';
import type { PricedPlanChange } from './price-plan-change.ts';

export type PlanSwitchOrderInput = {
  /** A purchase's order id is derived from its idempotency key; others get a new one. */
  orderId?: string | undefined;
  changeable: ChangeableSubscription;
  priced: PricedPlanChange;
  flow: PlanSwitchFlow;
  locale: Locale;
  /** Who may confirm it: the signed-in caller, else the care session that priced it. */
  identityId: string | null;
  careSessionId: string | null;
  paymentMethodId: string | null;
  giftCard: CheckoutGiftCardBalance | null;
};

/**
 * The quoted planSwitch order a preview binds (ADR 030): its quote is what the confirm charges,
 * its record what the confirm writes, and the subscription's `updated_at` when priced, so that a
 * change of the subscription meanwhile (a cancellation, another switch) fails the confirm. Kept
 * `quoted` for 30 minutes.
 */
export async function createPlanSwitchOrder(
  db: Db,
  input: PlanSwitchOrderInput,
): Promise<OrderRow> {
  const { changeable, priced, locale } = input;
  const { subscription, account, now } = changeable;
  const record: PlanSwitchRecord = {
    flow: input.flow,
    fromOfferId: subscription.planCode,
    timing: priced.timing,
    effectiveOn: isoDate(priced.effectiveOn),
    pricedAgainst: subscription.updatedAt.toISOString(),
    // Named in the account's language, as the confirmation email is written.
    fromPlanName: planNameOf(changeable.offer, account.language as Locale),
    nextBill: { date: isoDate(priced.nextBill.date), amount: priced.nextBill.amount },
    accountCredit: priced.accountCredit,
    phases: storedPhasesOf(priced.phases),
  };
  const order: OrderRow = {
    id: input.orderId ?? newCommerceId('order', now),
    kind: 'planSwitch',
    status: 'quoted',
    identityId: input.identityId,
    careSessionId: input.careSessionId,
    accountNumber: account.accountNumber,
    planCode: priced.target.planCode,
    promoCode: null,
    radioId: subscription.radioId,
    subscriptionId: subscription.id,
    paymentMethodId: input.paymentMethodId,
    giftCardId: input.giftCard?.id ?? null,
    currency: priced.quote.currentQuote.currency,
    totalMinor: priced.quote.currentQuote.totalAmount.amountMinor,
    quote: priced.quote as unknown as Record<string, unknown>,
    customer: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      language: locale,
      planSwitch: record,
      ...(input.giftCard ? { giftCardBalance: input.giftCard.balance } : {}),
    },
    failureCode: null,
    studentVerificationId: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ORDER_TTL_SECONDS * 1000),
    confirmedAt: null,
  };
  await insertOrder(db, order);
  return order;
}

/** The preview `quotes/quote` answers beside the quote. */
export function previewOf(order: OrderRow, record: PlanSwitchRecord): PlanChangePreview {
  return {
    quoteId: order.id,
    subscriptionId: order.subscriptionId ?? '',
    fromPlanCode: record.fromOfferId,
    toPlanCode: order.planCode,
    timing: record.timing,
    effectiveOn: record.effectiveOn,
    nextBill: record.nextBill,
    expires: order.expiresAt.toISOString(),
  };
}
