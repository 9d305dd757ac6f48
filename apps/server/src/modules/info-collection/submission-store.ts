import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { infoCollectionSubmissions } from '../../db/schema/index.ts';
import { uuidV7Hex } from '../../platform/ids.ts';
import type { CollectionLinkClaims } from './collection-link.ts';

export async function isLinkAnswered(db: Db, linkId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: infoCollectionSubmissions.id })
    .from(infoCollectionSubmissions)
    .where(eq(infoCollectionSubmissions.linkId, linkId));
  return row !== undefined;
}

/**
 * Keeps the answers to a link. `link_id` is unique, so of two submits racing on one link only
 * one lands: false for the other.
 */
export async function storeSubmission(
  db: Db,
  claims: CollectionLinkClaims,
  fields: Record<string, string>,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(infoCollectionSubmissions)
    .values({
      id: `ics_${uuidV7Hex(now.getTime())}`,
      linkId: claims.linkId,
      accountNumber: claims.accountNumber ?? null,
      botId: claims.botId,
      conversationId: claims.conversationId,
      userId: claims.userId,
      fields,
      submittedAt: now,
    })
    .onConflictDoNothing({ target: infoCollectionSubmissions.linkId })
    .returning({ id: infoCollectionSubmissions.id });
  return inserted.length > 0;
}
