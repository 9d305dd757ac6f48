import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prospectLinkChecks } from '../../db/schema/index.ts';

/** Remembers which prospect link this care session checked (its id, never its secret). */
export async function rememberCheckedLink(
  db: Db,
  careSessionId: string,
  linkId: string,
  now: Date,
): Promise<void> {
  const row = { careSessionId, linkId, checkedAt: now };
  await db
    .insert(prospectLinkChecks)
    .values(row)
    .onConflictDoUpdate({ target: prospectLinkChecks.careSessionId, set: row });
}

/** The id of the prospect link this care session checked last, if any. */
export async function checkedLinkOf(db: Db, careSessionId: string): Promise<string | undefined> {
  const [row] = await db
    .select()
    .from(prospectLinkChecks)
    .where(eq(prospectLinkChecks.careSessionId, careSessionId));
  return row?.linkId;
}
