import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/**
 * Which of `accessTokenIds` were issued to the session family `familyId` (now or before a
 * refresh). Events are recorded under the token of the moment and sent later, often after a
 * rotation, so "ours" means "of this family", never "of another session".
 */
export async function accessTokenIdsOfFamily(
  db: Db,
  familyId: string,
  accessTokenIds: readonly string[],
): Promise<Set<string>> {
  if (accessTokenIds.length === 0) return new Set();
  const rows = await db
    .select({ accessTokenId: sessions.accessTokenId })
    .from(sessions)
    .where(
      and(eq(sessions.familyId, familyId), inArray(sessions.accessTokenId, [...accessTokenIds])),
    );
  return new Set(rows.map((row) => row.accessTokenId));
}
