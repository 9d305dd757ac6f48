import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type SubscriptionMoveRow, subscriptionMoves } from '../../../db/schema/index.ts';
import { uuidV7Hex } from '../../../platform/ids.ts';

/** What a move is (ADR 068). */
export type MoveKind =
  | 'SERVICE_CONTINUITY'
  | 'SERVICE_PORTABILITY'
  | 'RADIO_SWAP'
  | 'ACCOUNT_CONSOLIDATION';

/** A quoted move is held this long; confirming it later answers ORDER_EXPIRED. */
export const MOVE_QUOTE_TTL_SECONDS = 30 * 60;

export type QuotedMove = Omit<
  SubscriptionMoveRow,
  'id' | 'status' | 'createdAt' | 'expiresAt' | 'confirmedAt'
>;

/** Records a move's quote; answers its id and expiry. */
export async function insertQuotedMove(
  db: Db,
  move: QuotedMove,
  now: Date,
): Promise<SubscriptionMoveRow> {
  const row: SubscriptionMoveRow = {
    ...move,
    id: `mov_${uuidV7Hex(now.getTime())}`,
    status: 'quoted',
    createdAt: now,
    expiresAt: new Date(now.getTime() + MOVE_QUOTE_TTL_SECONDS * 1000),
    confirmedAt: null,
  };
  await db.insert(subscriptionMoves).values(row);
  return row;
}

export async function findMove(db: Db, id: string): Promise<SubscriptionMoveRow | undefined> {
  const [row] = await db.select().from(subscriptionMoves).where(eq(subscriptionMoves.id, id));
  return row;
}

/**
 * quoted → confirmed, inside the move's transaction: false when another confirm got there
 * first (the move is then not this request's).
 */
export async function markMoveConfirmed(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(subscriptionMoves)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(subscriptionMoves.id, id), eq(subscriptionMoves.status, 'quoted')))
    .returning({ id: subscriptionMoves.id });
  return rows.length > 0;
}
