import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type SubscriptionBundleRow, subscriptionBundles } from '../../../db/schema/index.ts';
import { newCommerceId } from '../../billing/index.ts';

/** The Platinum VIP bundles of an account (spec 001 §3 `pvip`). */
export async function vipBundlesOf(
  db: Db,
  accountNumber: string,
): Promise<SubscriptionBundleRow[]> {
  return db
    .select()
    .from(subscriptionBundles)
    .where(eq(subscriptionBundles.accountNumber, accountNumber));
}

/** Whether a subscription is either device of one of these bundles. */
export function isInBundle(
  bundles: readonly SubscriptionBundleRow[],
  subscriptionId: string | null | undefined,
): boolean {
  if (!subscriptionId) return false;
  return bundles.some(
    (bundle) =>
      bundle.primarySubscriptionId === subscriptionId ||
      bundle.secondarySubscriptionId === subscriptionId,
  );
}

/** Records the two devices as one pvip bundle (in the secondary device's transaction). */
export async function recordVipBundle(
  tx: Db,
  input: {
    accountNumber: string;
    primarySubscriptionId: string;
    secondarySubscriptionId: string;
    now: Date;
  },
): Promise<void> {
  await tx.insert(subscriptionBundles).values({
    id: newCommerceId('subscriptionBundle', input.now),
    kind: 'pvip',
    accountNumber: input.accountNumber,
    primarySubscriptionId: input.primarySubscriptionId,
    secondarySubscriptionId: input.secondarySubscriptionId,
    createdAt: input.now,
  });
}
