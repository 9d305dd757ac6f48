import type { Locale } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { CardOnFile, NewCard } from '../../billing/index.ts';
import { findOfferByPlanCode } from '../../catalog/index.ts';
import {
  type Buyer,
  confirmOrder,
  type Fulfilment,
  type FulfilmentResult,
  giftCardBalanceOf,
  type OrderRow,
  type PlanChangeDeps,
  planNameOf,
  plannedPhasesOf,
  planSwitchRecordOf,
} from '../../checkout/index.ts';
import { findAccount } from '../../identification/index.ts';

export const orderNotFound = () =>
  new AppError('ORDER_NOT_FOUND', 'no plan-change quote of the caller with this id', {
    notFoundResourceType: 'order',
  });

/** Who pays a plan switch, and with which card. */
export type SwitchPayment = { card: NewCard | CardOnFile; buyer: Buyer };

/**
 * Confirms a quoted planSwitch order exactly as it was priced (ADR 030), through checkout's
 * confirm: expired → ORDER_EXPIRED (410), closed → its first answer, the subscription changed
 * since, or the balance of the gift card it was priced with → SUBSCRIPTION_CHANGED (409, the
 * order failed, nothing charged); then the card is charged the quote's balance, the gift card
 * debited exactly the quote's gift card part in the write (the order id is the gateway's idempotency key), and one
 * transaction writes the new phases, the invoice with the proration lines, any account credit,
 * and the confirmation email. `onConfirmed` stores the answer in that transaction.
 */
export async function confirmPlanSwitch(
  deps: PlanChangeDeps,
  order: OrderRow,
  payment: SwitchPayment,
  onConfirmed: (tx: Db, result: FulfilmentResult) => Promise<void>,
): Promise<FulfilmentResult> {
  const record = planSwitchRecordOf(order);
  const account = order.accountNumber ? await findAccount(deps.db, order.accountNumber) : undefined;
  const target = await findOfferByPlanCode(deps.db, order.planCode);
  if (!record || !account || !target || !order.subscriptionId) throw orderNotFound();
  const phases = plannedPhasesOf(record);
  const [first] = phases;
  if (!first) throw orderNotFound();
  // The email and the plan names in it are in the account's language, whatever the page's.
  const locale = account.language as Locale;
  const plan: Fulfilment = {
    buyer: payment.buyer,
    country: account.country === 'ca' ? 'ca' : 'us',
    locale,
    account: {
      kind: 'existing',
      accountNumber: account.accountNumber,
      ownerIdentityId: account.ownerIdentityId,
    },
    newIdentity: null,
    profile: {
      firstName: account.firstName,
      lastName: account.lastName,
      serviceAddress: account.serviceAddress,
    },
    card: payment.card,
    subscription: {
      kind: 'planSwitch',
      subscriptionId: order.subscriptionId,
      planCode: target.planCode,
      packageId: target.packageId,
      radioId: order.radioId,
      timing: record.timing,
      // The exact instant the new phases start (the order's effective day names its date).
      from: first.startsAt,
      phases,
      pricedAgainst: new Date(record.pricedAgainst),
      accountCredit: record.accountCredit,
      giftCardPricedWith: order.giftCardId ? giftCardBalanceOf(order) : null,
      fromPlanName: record.fromPlanName,
      nextBill: {
        date: new Date(`${record.nextBill.date}T00:00:00Z`),
        amount: record.nextBill.amount,
      },
    },
    promo: null,
    giftCardId: order.giftCardId,
    notice: {
      emailAddress: account.email,
      firstName: account.firstName,
      planName: planNameOf(target, locale),
    },
    streamingAvailable: target.package.streamingAvailable,
    campaignId: target.campaignId,
  };
  return confirmOrder(deps, order, plan, onConfirmed);
}
