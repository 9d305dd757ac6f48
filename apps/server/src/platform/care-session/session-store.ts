import { eq, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CareSessionRow, careSessions } from '../../db/schema/index.ts';

/** The queries of care sessions; nothing here knows about time rules or cookies. */
export function createCareSessionStore(db: Db) {
  return {
    async insert(row: CareSessionRow): Promise<void> {
      await db.insert(careSessions).values(row);
    },
    async findBySecretHash(secretHash: string): Promise<CareSessionRow | undefined> {
      const rows = await db
        .select()
        .from(careSessions)
        .where(eq(careSessions.secretHash, secretHash))
        .limit(1);
      return rows[0];
    },
    async touch(id: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
      await db
        .update(careSessions)
        .set({ lastSeenAt, idleExpiresAt })
        .where(eq(careSessions.id, id));
    },
    /** Swaps one session for another atomically (sign-in rotation). */
    async replace(previousId: string, row: CareSessionRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(careSessions).where(eq(careSessions.id, previousId));
        await tx.insert(careSessions).values(row);
      });
    },
    /** Forgets who signed in: the session goes on as a visitor's. */
    async signOut(id: string): Promise<void> {
      await db
        .update(careSessions)
        .set({ identityId: null, signedInAt: null, serviceFamilyId: null })
        .where(eq(careSessions.id, id));
    },
    async remove(id: string): Promise<void> {
      await db.delete(careSessions).where(eq(careSessions.id, id));
    },
    /** Deletes every session past its idle or absolute expiry. */
    async purgeExpired(now: Date): Promise<{ sessions: number }> {
      const removed = await db
        .delete(careSessions)
        .where(or(lte(careSessions.idleExpiresAt, now), lte(careSessions.absoluteExpiresAt, now)))
        .returning({ id: careSessions.id });
      return { sessions: removed.length };
    },
  };
}

export type CareSessionStore = ReturnType<typeof createCareSessionStore>;
