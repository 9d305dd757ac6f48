import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOfJson } from '../../db/json-rows.ts';
import {
  type BillingProfileRow,
  billingProfiles,
  type PaymentMethodRow,
  paymentMethods,
  type SubscriberAccountRow,
  subscriberAccounts,
  subscriptions,
} from '../../db/schema/index.ts';

/** The accounts a sign-in owns (every account-scoped call checks this, never the request). */
export async function accountsOwnedBy(db: Db, identityId: string): Promise<SubscriberAccountRow[]> {
  return db
    .select()
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.ownerIdentityId, identityId))
    .orderBy(subscriberAccounts.createdAt);
}

/**
 * `accountsOwnedBy` as a scalar sub-select another read can put beside its own (ADR 116), in the
 * same order; `accountsOfJson` reads it back.
 */
export function accountsOwnedSql(identityId: string): SQL {
  return sql`(select jsonb_agg(to_jsonb(a) order by a.created_at) from subscriber_accounts a
    where a.owner_identity_id = ${identityId}::text)`;
}

/** The accounts `accountsOwnedSql` found (none when it found nothing). */
export function accountsOfJson(json: unknown): SubscriberAccountRow[] {
  return rowsOfJson(subscriberAccounts, json);
}

export async function findProfile(db: Db, id: string): Promise<BillingProfileRow | undefined> {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.id, id)).limit(1);
  return row;
}

export async function profileOfAccount(
  db: Db,
  accountNumber: string,
): Promise<BillingProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(billingProfiles)
    .where(eq(billingProfiles.accountNumber, accountNumber))
    .limit(1);
  return row;
}

/** The profile, when the account it bills is owned by `identityId`; otherwise nothing. */
export async function findOwnedProfile(
  db: Db,
  id: string,
  identityId: string,
): Promise<BillingProfileRow | undefined> {
  const [row] = await db
    .select({ profile: billingProfiles })
    .from(billingProfiles)
    .innerJoin(
      subscriberAccounts,
      eq(subscriberAccounts.accountNumber, billingProfiles.accountNumber),
    )
    .where(and(eq(billingProfiles.id, id), eq(subscriberAccounts.ownerIdentityId, identityId)))
    .limit(1);
  return row?.profile;
}

export async function subscriptionIdsOfProfile(db: Db, profileId: string): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.billingProfileId, profileId))
    .orderBy(subscriptions.createdAt);
  return rows.map((row) => row.id);
}

export async function activePaymentMethodsOf(
  db: Db,
  profileIds: readonly string[],
): Promise<PaymentMethodRow[]> {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(paymentMethods)
    .where(
      and(
        inArray(paymentMethods.billingProfileId, [...profileIds]),
        eq(paymentMethods.status, 'active'),
      ),
    )
    .orderBy(paymentMethods.createdAt);
}

export async function findPaymentMethod(db: Db, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1);
  return row;
}
