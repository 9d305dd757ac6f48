import type { Db } from '../../db/client.ts';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import { profileNotFound } from './billing-profiles.ts';
import { accountsOwnedBy, profileOfAccount } from './billing-store.ts';

/**
 * The account a service-API billing call is about: the caller's first account with a billing
 * profile (the one `billing-profile/default` answers), else its first account. A sign-in that
 * owns none: 404 BILLING_PROFILE_NOT_FOUND, as `billing-profile/default` says.
 */
export async function callerAccount(db: Db, identityId: string): Promise<SubscriberAccountRow> {
  const owned = await accountsOwnedBy(db, identityId);
  for (const account of owned) {
    if (await profileOfAccount(db, account.accountNumber)) return account;
  }
  const [first] = owned;
  if (!first) throw profileNotFound();
  return first;
}

/** The account numbers a sign-in owns: what its history and invoice reads may show. */
export async function ownedAccountNumbers(db: Db, identityId: string): Promise<string[]> {
  return (await accountsOwnedBy(db, identityId)).map((account) => account.accountNumber);
}
