import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionFamilies } from '../../db/schema/index.ts';
import { newCredential } from './credentials.ts';

/**
 * Tells every live session of an identity that what it is entitled to changed (a purchase, a
 * cancellation): from now on each of their bearer calls answers X-Convergence-Token, and the next
 * refresh presenting it gets a new entitlementHash. A family already waiting keeps its token, so
 * a client holding it is not sent round once more. Returns how many families were told.
 */
export async function markEntitlementsChanged(db: Db, identityId: string): Promise<number> {
  const marked = await db
    .update(sessionFamilies)
    .set({
      convergenceToken: sql`coalesce(${sessionFamilies.convergenceToken}, ${newCredential('convergenceToken')})`,
    })
    .where(and(eq(sessionFamilies.identityId, identityId), isNull(sessionFamilies.revokedAt)))
    .returning({ id: sessionFamilies.id });
  return marked.length;
}
