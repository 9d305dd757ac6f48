import { CURRENCY_BY_COUNTRY, type Money, type OrderQuote } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { HeldWrites } from '../../../db/held-writes.ts';
import {
  billingProfiles,
  identities,
  orders,
  type PaymentMethodRow,
  paymentMethods,
  promoCodeRedemptions,
} from '../../../db/schema/index.ts';
import { writeInOneStatement } from '../../../db/writes-in-one-statement.ts';
import {
  accountOpening,
  attachCard,
  creditAccount,
  debitGiftCard,
  newCommerceId,
  paymentMethodOf,
} from '../../billing/index.ts';
import { emailNotice, maskHandle, passwordWrite, savePassword } from '../../identity/index.ts';
import { ORDER_CONFIRMATION } from './confirmation-email.ts';
import type { Fulfilment } from './fulfilment.ts';
import { confirmOrderReadingProfile, markOrderConfirmed, type OrderRow } from './order-store.ts';
import { PLAN_CHANGE_CONFIRMATION } from './plan-change-email.ts';
import { writeInvoice } from './write-invoice.ts';
import { writeSubscription } from './write-subscription.ts';

export type FulfilmentResult = {
  orderId: string;
  accountNumber: string;
  subscriptionId: string;
  /** Null when nothing was charged for a plan following a trial: no invoice is written. */
  invoiceNumber: string | null;
  paymentMethodId: string;
  /** Who owns the account now (the buyer's sign-in, or the streaming identity created). */
  ownerIdentityId: string | null;
  /** The streaming sign-in created with the purchase. */
  createdIdentity: { id: string; handle: string; maskedHandle: string } | null;
  radioId: string | null;
  amountCharged: Money;
  giftCardApplied: Money;
};

export type ChargeTaken = {
  gateway: string;
  chargeId: string;
  cardAmount: Money;
  giftCardAmount: Money;
};

/**
 * Writes a confirmed order in the caller's transaction: the order confirmed (first, so a
 * confirm that lost a race stops here and returns undefined), the streaming sign-in, account,
 * billing profile and card, the subscription and its phases, today's invoice and its payments
 * (none for a plan following a trial when nothing is charged today), the promo redemption, the
 * gift card debit and the confirmation email in the outbox. A radio holder (see Buyer) changes
 * nothing of the account but the subscription's plan and a card added to it. Given `held`, a new
 * subscription, the invoice and its payments and the email's outbox row are held there, to be sent
 * with the transaction's last writes (ADR 116): what the caller writes after this in the
 * transaction must not read them or name them by a foreign key before it sends them.
 */
export async function fulfilOrder(
  tx: Db,
  order: OrderRow,
  quote: OrderQuote,
  plan: Fulfilment,
  charge: ChargeTaken,
  now: Date,
  held?: HeldWrites,
): Promise<FulfilmentResult | undefined> {
  const notify = async (notice: ReturnType<typeof emailNotice>) => {
    if (held) held.hold(notice);
    else await notice;
  };
  const accountNumber = plan.account.accountNumber;
  const subscriptionId = plan.subscription.subscriptionId;
  const identity = plan.newIdentity;
  const ownerIdentityId = plan.account.ownerIdentityId ?? identity?.row.id ?? null;
  const holdsAccount = plan.buyer !== 'radioHolder';
  // The order and its email belong to whoever bought: the account's owner, or the radio holder.
  const buyerIdentityId = holdsAccount ? ownerIdentityId : order.identityId;
  const newAccount = plan.account.kind === 'new' ? plan.account : undefined;
  // A new account's billing profile and card are new rows: their ids are made now, so the
  // confirm names the card on the order and the rows go out together below (ADR 109).
  const newProfileId = newAccount ? newCommerceId('billingProfile', now) : undefined;
  const newAccountCard = !newProfileId
    ? undefined
    : plan.card.kind === 'onFile'
      ? { id: plan.card.paymentMethodId, row: undefined }
      : cardRowOf(
          paymentMethodOf({
            gateway: charge.gateway,
            card: plan.card.details,
            billingProfileId: newProfileId,
            nameOnCard: plan.card.nameOnCard,
            billingAddress: plan.card.billingAddress,
            now,
          }),
        );
  const confirmation = {
    subscriptionId,
    accountNumber,
    identityId: buyerIdentityId,
    paymentMethodId: newAccountCard?.id ?? order.paymentMethodId,
  };
  // An existing account's billing profile is read with the confirm (one statement); a new
  // account, opened below with a number nobody had, has none yet.
  const confirmed = newAccount
    ? {
        won: await markOrderConfirmed(tx, order.id, confirmation, now),
        profile: undefined,
      }
    : await confirmOrderReadingProfile(tx, order.id, confirmation, now, accountNumber);
  if (!confirmed.won) return undefined;

  let profile = confirmed.profile;
  let paymentMethodId: string;
  if (newAccount && newProfileId && newAccountCard) {
    // The sign-in, its password, the account, its billing profile and its card read nothing of
    // each other: one statement, its foreign keys checked when every row is in.
    const opening = accountOpening(tx, {
      ...newAccount,
      ownerIdentityId,
      // The sign-in written with it carries the new account's number: not written twice.
      ownerWrittenWithAccount: identity !== null && ownerIdentityId === identity.row.id,
      country: plan.country,
      language: plan.locale,
      now,
    });
    profile = {
      id: newProfileId,
      accountNumber,
      firstName: plan.profile.firstName,
      lastName: plan.profile.lastName,
      serviceAddress: plan.profile.serviceAddress,
      currency: CURRENCY_BY_COUNTRY[plan.country],
      // A radio holder's card must not start paying the owner's other subscriptions.
      defaultPaymentMethodId: holdsAccount && newAccountCard.row ? newAccountCard.id : null,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    };
    await writeInOneStatement(tx, [
      identity ? tx.insert(identities).values({ ...identity.row, accountNumber }) : undefined,
      identity ? passwordWrite(tx, identity.row.id, identity.passwordHash, now) : undefined,
      ...opening.writes,
      tx.insert(billingProfiles).values(profile),
      newAccountCard.row ? tx.insert(paymentMethods).values(newAccountCard.row) : undefined,
    ]);
    paymentMethodId = newAccountCard.id;
  } else {
    if (identity) {
      await tx.insert(identities).values(identity.row);
      await savePassword(tx, identity.row.id, identity.passwordHash, now);
    }
    if (!profile) {
      profile = {
        id: newCommerceId('billingProfile', now),
        accountNumber,
        firstName: plan.profile.firstName,
        lastName: plan.profile.lastName,
        serviceAddress: plan.profile.serviceAddress,
        currency: CURRENCY_BY_COUNTRY[plan.country],
        defaultPaymentMethodId: null,
        status: 'open',
        createdAt: now,
        updatedAt: now,
      };
      await tx.insert(billingProfiles).values(profile);
    }
    paymentMethodId =
      plan.card.kind === 'onFile'
        ? plan.card.paymentMethodId
        : (
            await attachCard(tx, {
              gateway: charge.gateway,
              card: plan.card.details,
              billingProfileId: profile.id,
              nameOnCard: plan.card.nameOnCard,
              billingAddress: plan.card.billingAddress,
              // A radio holder's card must not start paying the owner's other subscriptions.
              makeDefault: holdsAccount,
              now,
            })
          ).id;
  }
  // The card on file was the order's own already, and a new account's card was named by the
  // confirm (markOrderConfirmed wrote both): only a card attached now changes the order.
  if (paymentMethodId !== confirmation.paymentMethodId) {
    await tx.update(orders).set({ paymentMethodId }).where(eq(orders.id, order.id));
  }

  // Held with the email (given `held`): nothing below reads the subscription or the invoice.
  await writeSubscription(
    tx,
    plan.subscription,
    {
      accountNumber,
      billingProfileId: profile.id,
      streamingIdentityId: identity?.row.id ?? null,
      now,
    },
    held,
  );
  const chargedToday = charge.cardAmount.amountMinor + charge.giftCardAmount.amountMinor > 0;
  const { subscription } = plan;
  // A plan switched today bills its proration (credit and charge) even when it nets to nothing.
  const billsToday =
    subscription.kind === 'new' ||
    chargedToday ||
    (subscription.kind === 'planSwitch' && subscription.timing === 'NOW');
  const invoiceNumber = !billsToday
    ? null
    : await writeInvoice(
        tx,
        {
          accountNumber,
          subscriptionId,
          orderId: order.id,
          quote,
          cardAmount: charge.cardAmount,
          giftCardAmount: charge.giftCardAmount,
          paymentMethodId,
          gatewayChargeId: charge.chargeId,
          giftCardId: plan.giftCardId,
          serviceAddress: profile.serviceAddress,
          now,
        },
        held,
      );
  if (plan.promo) {
    await tx
      .insert(promoCodeRedemptions)
      .values({ ...plan.promo, orderId: order.id, redeemedAt: now });
  }
  if (plan.giftCardId) {
    await debitGiftCard(tx, plan.giftCardId, charge.giftCardAmount.amountMinor, now);
  }

  const createdIdentity = identity
    ? {
        id: identity.row.id,
        handle: identity.row.handle,
        maskedHandle: maskHandle(identity.row.handle),
      }
    : null;
  if (subscription.kind === 'planSwitch') {
    await creditAccount(tx, accountNumber, subscription.accountCredit.amountMinor, now);
  }
  if (plan.notice.emailAddress && subscription.kind === 'planSwitch') {
    await notify(
      emailNotice(
        tx,
        PLAN_CHANGE_CONFIRMATION,
        {
          emailAddress: plan.notice.emailAddress,
          identityId: buyerIdentityId,
          locale: plan.locale,
        },
        {
          firstName: plan.notice.firstName,
          fromPlanName: subscription.fromPlanName,
          toPlanName: plan.notice.planName,
          effectiveOn: subscription.from,
          startsToday: subscription.timing === 'NOW',
          amountCharged: charge.cardAmount,
          accountCredit: subscription.accountCredit,
          nextBill: subscription.nextBill,
          invoiceNumber,
        },
        now,
      ),
    );
  } else if (plan.notice.emailAddress) {
    await notify(
      emailNotice(
        tx,
        ORDER_CONFIRMATION,
        {
          emailAddress: plan.notice.emailAddress,
          identityId: buyerIdentityId,
          locale: plan.locale,
        },
        {
          firstName: plan.notice.firstName,
          planName: plan.notice.planName,
          accountNumber: holdsAccount ? accountNumber : null,
          startsOn: subscription.kind === 'followOn' ? subscription.from : null,
          amountCharged: charge.cardAmount,
          giftCardApplied: charge.giftCardAmount,
          invoiceNumber,
          maskedUsername: createdIdentity?.maskedHandle ?? null,
          radioIdLastFour: plan.subscription.radioId?.slice(-4) ?? null,
        },
        now,
      ),
    );
  }
  return {
    orderId: order.id,
    accountNumber,
    subscriptionId,
    invoiceNumber,
    paymentMethodId,
    ownerIdentityId,
    createdIdentity,
    radioId: plan.subscription.radioId,
    amountCharged: charge.cardAmount,
    giftCardApplied: charge.giftCardAmount,
  };
}

/** A card new to the account: its payment method's id, and the row that writes it. */
function cardRowOf(row: PaymentMethodRow): { id: string; row: PaymentMethodRow | undefined } {
  return { id: row.id, row };
}
