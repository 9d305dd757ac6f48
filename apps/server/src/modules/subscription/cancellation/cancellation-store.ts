import { randomInt } from 'node:crypto';
import {
  type CancellationType,
  type CareCancellationResult,
  type Currency,
  money,
} from '@orbit/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type SubscriptionCancellationRow,
  subscriptionCancellations,
  subscriptions,
} from '../../../db/schema/index.ts';

/** The number printed on the confirmation: random digits (unique by the table), never a sequence. */
export function newConfirmationNumber(): string {
  const part = () => String(randomInt(0, 100_000)).padStart(5, '0');
  return `CXL-${part()}-${part()}`;
}

/** The subscription's cancellation still standing (not revoked), the latest one. */
export async function standingCancellationOf(
  db: Db,
  subscriptionId: string,
): Promise<SubscriptionCancellationRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionCancellations)
    .where(
      and(
        eq(subscriptionCancellations.subscriptionId, subscriptionId),
        isNull(subscriptionCancellations.revokedAt),
      ),
    )
    .orderBy(desc(subscriptionCancellations.requestedAt))
    .limit(1);
  return row;
}

/** The latest cancellation of the subscription, revoked or not. */
export async function latestCancellationOf(
  db: Db,
  subscriptionId: string,
): Promise<SubscriptionCancellationRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionCancellations)
    .where(eq(subscriptionCancellations.subscriptionId, subscriptionId))
    .orderBy(desc(subscriptionCancellations.requestedAt))
    .limit(1);
  return row;
}

export async function insertCancellation(tx: Db, row: SubscriptionCancellationRow): Promise<void> {
  await tx.insert(subscriptionCancellations).values(row);
}

export async function markCancellationRevoked(tx: Db, id: string, now: Date): Promise<void> {
  await tx
    .update(subscriptionCancellations)
    .set({ revokedAt: now })
    .where(eq(subscriptionCancellations.id, id));
}

/**
 * Moves the subscription's commerce state; every change bumps `updated_at`, which a quoted
 * order compares before it acts (SUBSCRIPTION_CHANGED).
 */
export async function setSubscriptionState(
  tx: Db,
  subscriptionId: string,
  change:
    | { state: 'active' }
    | { state: 'pending_cancellation'; endsAt: Date; cancelledAt: Date }
    | { state: 'closed'; endedAt: Date; cancelledAt: Date },
  now: Date,
): Promise<void> {
  const values =
    change.state === 'active'
      ? { commerceState: 'active', endsAt: null, cancelledAt: null }
      : change.state === 'pending_cancellation'
        ? {
            commerceState: 'pending_cancellation',
            endsAt: change.endsAt,
            cancelledAt: change.cancelledAt,
          }
        : {
            commerceState: 'closed',
            status: 'Closed',
            endsAt: change.endedAt,
            cancelledAt: change.cancelledAt,
          };
  await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId));
}

/** A cancellation as `cancel/subscription` answers it, the first time and every time after. */
export function cancellationAnswerOf(row: SubscriptionCancellationRow): CareCancellationResult {
  return {
    confirmationNumber: row.confirmationNumber,
    subscriptionId: row.subscriptionId,
    cancellationType: row.cancellationType as CancellationType,
    serviceEndsOn: row.serviceEndsAt.toISOString().slice(0, 10),
    refund: money(row.refundMinor, row.currency as Currency),
    refundArrivesBy: row.refundArrivesBy,
    isTrial: row.isTrial,
  };
}
