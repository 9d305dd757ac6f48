import { type Address, type Country, CURRENCY_BY_COUNTRY } from '@orbit/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type BillingProfileRow,
  billingProfiles,
  type PaymentMethodRow,
  paymentMethods,
  type SubscriberAccountRow,
} from '../../db/schema/index.ts';
import type { CardDetails } from '../../platform/payments/payment-gateway.ts';
import { attachCard } from './attach-card.ts';
import { profileOfAccount } from './billing-store.ts';
import { newCommerceId } from './commerce-ids.ts';

export type CardToKeep = {
  details: CardDetails;
  nameOnCard: string | null;
  billingAddress: Address | null;
};

/** The account's billing profile, opened from the account's name and service address if it has none. */
async function profileFor(
  tx: Db,
  account: SubscriberAccountRow,
  now: Date,
): Promise<BillingProfileRow> {
  const existing = await profileOfAccount(tx, account.accountNumber);
  if (existing) return existing;
  const profile: BillingProfileRow = {
    id: newCommerceId('billingProfile', now),
    accountNumber: account.accountNumber,
    firstName: account.firstName,
    lastName: account.lastName,
    serviceAddress: account.serviceAddress,
    currency: CURRENCY_BY_COUNTRY[account.country as Country],
    defaultPaymentMethodId: null,
    status: 'open',
    createdAt: now,
    updatedAt: now,
  };
  await tx.insert(billingProfiles).values(profile);
  return profile;
}

/**
 * Makes a new card the account's card on file (its billing profile's default), in the caller's
 * transaction. `replace` also removes the previous card on file (update-payment-info: the card
 * on file is replaced, the old one is no longer charged or shown); other kept cards stay.
 */
export async function keepCardOnFile(
  tx: Db,
  input: {
    account: SubscriberAccountRow;
    card: CardToKeep;
    gateway: string;
    replace: boolean;
    now: Date;
  },
): Promise<PaymentMethodRow> {
  const { now } = input;
  const profile = await profileFor(tx, input.account, now);
  const kept = await attachCard(tx, {
    gateway: input.gateway,
    card: input.card.details,
    billingProfileId: profile.id,
    nameOnCard: input.card.nameOnCard,
    billingAddress: input.card.billingAddress,
    makeDefault: true,
    now,
  });
  const previous = profile.defaultPaymentMethodId;
  if (input.replace && previous) {
    await tx
      .update(paymentMethods)
      .set({ status: 'removed', removedAt: now })
      .where(and(eq(paymentMethods.id, previous), ne(paymentMethods.status, 'removed')));
  }
  return kept;
}
