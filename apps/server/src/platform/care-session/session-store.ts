import { eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CareSessionRow, careSessions } from '../../db/schema/index.ts';

async function endWithin(tx: Db, previous: CareSessionRow, now: Date): Promise<void> {
  await tx.delete(careSessions).where(eq(careSessions.id, previous.id));
  await tx.insert(careSessions).values({
    ...previous,
    identityId: null,
    signedInAt: null,
    serviceFamilyId: null,
    endedAt: now,
  });
}

/** The queries of care sessions; nothing here knows about time rules or cookies. */
export function createCareSessionStore(db: Db) {
  // Every care call looks its session up: the statement is built once (Drizzle spent ~30 µs of CPU
  // building it per call) and, on PostgreSQL, parsed once per connection.
  const bySecretHash = db
    .select()
    .from(careSessions)
    .where(eq(careSessions.secretHash, sql.placeholder('secretHash')))
    .limit(1)
    .prepare('care_session_by_secret_hash');
  return {
    async insert(row: CareSessionRow): Promise<void> {
      await db.insert(careSessions).values(row);
    },
    /**
     * Writes a deferred session's row unless it is already there (two first calls racing) and
     * answers the stored row, whichever call wrote it.
     */
    async materialize(row: CareSessionRow): Promise<CareSessionRow | undefined> {
      await db.insert(careSessions).values(row).onConflictDoNothing();
      const rows = await db.select().from(careSessions).where(eq(careSessions.id, row.id)).limit(1);
      return rows[0];
    },
    async findBySecretHash(secretHash: string): Promise<CareSessionRow | undefined> {
      const rows = await bySecretHash.execute({ secretHash });
      return rows[0];
    },
    async touch(id: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
      await db
        .update(careSessions)
        .set({ lastSeenAt, idleExpiresAt })
        .where(eq(careSessions.id, id));
    },
    /** Swaps one session for another atomically (sign-in rotation); the old one is ended. */
    async replace(previous: CareSessionRow, row: CareSessionRow, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await endWithin(tx, previous, now);
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
    /**
     * Ends a session on purpose: what hangs off it goes (the row is deleted, cascading), and a
     * bare row marked ended takes its place until its expiry, so its secret stays dead.
     */
    async end(previous: CareSessionRow, now: Date): Promise<void> {
      await db.transaction((tx) => endWithin(tx, previous, now));
    },
    /** Forgets a session that ran out (nothing of it needs to outlive it). */
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
