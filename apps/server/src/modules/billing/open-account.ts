import type { Address, Country, Locale } from '@orbit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  identities,
  type SubscriberAccountRow,
  subscriberAccounts,
} from '../../db/schema/index.ts';

export type OpenAccountInput = {
  accountNumber: string;
  country: Country;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  serviceAddress: Address;
  billingAddress: Address | null;
  language: Locale;
  ownerIdentityId: string | null;
  /** The owner's sign-in was written with this account number already (the same purchase made it). */
  ownerWrittenWithAccount?: boolean;
  now: Date;
};

/**
 * A new subscriber account, owned by a sign-in when one is given; that sign-in's account number
 * is set when it had none (its login info shows it). Pass the transaction of the purchase.
 */
export async function openAccount(tx: Db, input: OpenAccountInput): Promise<SubscriberAccountRow> {
  const row: SubscriberAccountRow = {
    accountNumber: input.accountNumber,
    country: input.country,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    emailKey: input.email?.trim().toLowerCase() ?? null,
    phone: input.phone,
    serviceAddress: input.serviceAddress,
    billingAddress: input.billingAddress,
    language: input.language,
    ownerIdentityId: input.ownerIdentityId,
    creditMinor: 0,
    ebillEnrolled: false,
    ebillEmail: null,
    contactPreferences: null,
    customerType: 'consumer',
    inCollectionSince: null,
    createdAt: input.now,
    updatedAt: input.now,
  };
  await tx.insert(subscriberAccounts).values(row);
  if (input.ownerIdentityId && !input.ownerWrittenWithAccount) {
    await tx
      .update(identities)
      .set({ accountNumber: input.accountNumber, updatedAt: input.now })
      .where(and(eq(identities.id, input.ownerIdentityId), isNull(identities.accountNumber)));
  }
  return row;
}
