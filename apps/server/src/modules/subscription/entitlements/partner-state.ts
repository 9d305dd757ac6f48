import type { PartnerEntitlementStatus } from '@orbit/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { partnerEntitlements, subscriptions } from '../../../db/schema/index.ts';

/** What a partner says of one purchase, from a notice or its state URL. */
export type PartnerPurchase = {
  entitlementId: string;
  partnerSubscriptionRef: string;
  productId: string;
  status: PartnerEntitlementStatus;
  customerEmail?: string | undefined;
  occurredAt: Date;
};

/**
 * Applies what a partner says (ADR 077), in the caller's transaction: an unknown purchase becomes
 * a pending entitlement; a known one takes the partner's `cancelled` or `expired` (its running
 * subscription ends now), while `pending` or `active` from the partner leave ours as they are —
 * only the customer's activation makes ours active. Anything older than what the partner said
 * last is ignored, so notices may arrive out of order.
 */
export async function applyPartnerPurchase(
  tx: Db,
  resellerCode: string,
  purchase: PartnerPurchase,
  now: Date,
): Promise<void> {
  const [known] = await tx
    .select()
    .from(partnerEntitlements)
    .where(eq(partnerEntitlements.id, purchase.entitlementId))
    .for('update');
  if (!known) {
    await tx
      .insert(partnerEntitlements)
      .values({
        id: purchase.entitlementId,
        resellerCode,
        productId: purchase.productId,
        status: purchase.status === 'active' ? 'pending' : purchase.status,
        partnerSubscriptionRef: purchase.partnerSubscriptionRef,
        customerEmailKey: purchase.customerEmail?.trim().toLowerCase() || null,
        subscriptionId: null,
        accountNumber: null,
        activatedAt: null,
        partnerUpdatedAt: purchase.occurredAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    return;
  }
  if (known.resellerCode !== resellerCode) return;
  if (purchase.occurredAt.getTime() <= known.partnerUpdatedAt.getTime()) return;
  const ended = purchase.status === 'cancelled' || purchase.status === 'expired';
  await tx
    .update(partnerEntitlements)
    .set({
      status: ended ? purchase.status : known.status,
      partnerUpdatedAt: purchase.occurredAt,
      updatedAt: now,
    })
    .where(eq(partnerEntitlements.id, known.id));
  if (ended && known.subscriptionId) {
    await tx
      .update(subscriptions)
      .set({ status: 'Closed', endsAt: now, cancelledAt: now, updatedAt: now })
      .where(and(eq(subscriptions.id, known.subscriptionId), ne(subscriptions.status, 'Closed')));
  }
}
