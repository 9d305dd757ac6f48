import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type SubscriberAccountRow,
  type SubscriptionRow,
  subscriberAccounts,
  subscriptions,
} from '../../db/schema/index.ts';

/** Accounts whose email is this one (compared lower-cased). */
export async function accountsWithEmail(db: Db, email: string): Promise<SubscriberAccountRow[]> {
  return db
    .select()
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.emailKey, email.trim().toLowerCase()));
}

/** Accounts whose phone is these ten digits. */
export async function accountsWithPhone(db: Db, phone: string): Promise<SubscriberAccountRow[]> {
  return db.select().from(subscriberAccounts).where(eq(subscriberAccounts.phone, phone));
}

/** Accounts a sign-in owns. */
export async function accountsOwnedBy(db: Db, identityId: string): Promise<SubscriberAccountRow[]> {
  return db
    .select()
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.ownerIdentityId, identityId));
}

export async function findSubscription(
  db: Db,
  subscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return row;
}
