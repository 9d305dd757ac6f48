import type { Address, Country, Locale } from '@orbit/domain';
import { and, eq, isNull, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  identities,
  type SubscriberAccountRow,
  subscriberAccounts,
} from '../../db/schema/index.ts';
import { writeInOneStatement } from '../../db/writes-in-one-statement.ts';

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
  const opening = accountOpening(tx, input);
  await writeInOneStatement(tx, opening.writes);
  return opening.row;
}

/**
 * openAccount's row and writes, unsent: a purchase opening an account sends them in one statement
 * with the other rows a new account needs (ADR 109). The writes read nothing of each other.
 */
export function accountOpening(
  tx: Db,
  input: OpenAccountInput,
): { row: SubscriberAccountRow; writes: SQLWrapper[] } {
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
  const writes: SQLWrapper[] = [tx.insert(subscriberAccounts).values(row)];
  if (input.ownerIdentityId && !input.ownerWrittenWithAccount) {
    writes.push(
      tx
        .update(identities)
        .set({ accountNumber: input.accountNumber, updatedAt: input.now })
        .where(and(eq(identities.id, input.ownerIdentityId), isNull(identities.accountNumber))),
    );
  }
  return { row, writes };
}
