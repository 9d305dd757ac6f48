import { and, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { alexaLinkAttempts, oauthProviderRecords } from '../../../db/schema/index.ts';

/**
 * Deletes the provider's rows past their expiry (codes after a minute, interactions after ten,
 * tokens and grants after theirs): `find` already skips them; this keeps the table small. An
 * expired grant is not a revocation, so nothing is audited.
 */
export async function purgeExpiredProviderRecords(db: Db, now: Date): Promise<{ records: number }> {
  const deleted = await db
    .delete(oauthProviderRecords)
    .where(lte(oauthProviderRecords.expiresAt, now))
    .returning({ model: oauthProviderRecords.model });
  return { records: deleted.length };
}

/**
 * Deletes the Amazon popup states past their ten minutes that made no link; a made link's row
 * stays, naming the Amazon user of its grant.
 */
export async function purgeUnusedAlexaLinkStates(
  db: Db,
  now: Date,
): Promise<{ alexaLinkStates: number }> {
  const deleted = await db
    .delete(alexaLinkAttempts)
    .where(and(lte(alexaLinkAttempts.expiresAt, now), isNull(alexaLinkAttempts.linkedAt)))
    .returning({ stateHash: alexaLinkAttempts.stateHash });
  return { alexaLinkStates: deleted.length };
}
