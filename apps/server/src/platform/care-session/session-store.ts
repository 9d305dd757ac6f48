import { and, asc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordsVersionOf } from '../../db/records-version.ts';
import { type CareSessionRow, careSessions, subscriberAccounts } from '../../db/schema/index.ts';

/**
 * The signed-in identity's first account number and its records' version, read with the session
 * (ADR 095, 098): what the ownership gate needs to answer a call on "my account" from the row it
 * kept at that version, and the account read from its kept records.
 */
export type OwnersFirstAccount = { accountNumber: string; recordsVersion: string };

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

/**
 * The owner's first account number and its records' version, looked up only for a signed-in
 * session: behind the `identity_id is not null` test (a one-time filter of the plan) a visitor's
 * session reads no account and no version. ADR 095's plain left join to the whole account row
 * made PostgreSQL hash every account for every session, visitors' too, and node map some twenty
 * more columns (ADR 098).
 */
function ownersFirstAccountOf(db: Db) {
  return db
    .select({
      accountNumber: subscriberAccounts.accountNumber,
      recordsVersion: recordsVersionOf(subscriberAccounts.accountNumber).as('records_version'),
    })
    .from(subscriberAccounts)
    .where(
      and(
        isNotNull(careSessions.identityId),
        eq(subscriberAccounts.ownerIdentityId, careSessions.identityId),
      ),
    )
    .orderBy(asc(subscriberAccounts.accountNumber))
    .limit(1)
    .as('owners_first');
}

/** The queries of care sessions; nothing here knows about time rules or cookies. */
export function createCareSessionStore(db: Db) {
  const ownersFirst = ownersFirstAccountOf(db);
  // Every care call looks its session up: the statement is built once (Drizzle spent ~30 µs of CPU
  // building it per call) and, on PostgreSQL, parsed once per connection.
  // A signed-in session's statement also reads its owner's first account number and that
  // account's records version (ADR 095, 098): a call on that account then needs no other
  // statement while nothing on it changed. A visitor's session reads nothing more.
  const bySecretHash = db
    .select({
      session: careSessions,
      ownersFirstAccountNumber: ownersFirst.accountNumber,
      recordsVersion: ownersFirst.recordsVersion,
    })
    .from(careSessions)
    .leftJoinLateral(ownersFirst, sql`true`)
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
    /** The session of a secret, and its owner's first account when signed in (else null). */
    async findBySecretHash(
      secretHash: string,
    ): Promise<{ row: CareSessionRow; ownersFirstAccount: OwnersFirstAccount | null } | undefined> {
      const [found] = await bySecretHash.execute({ secretHash });
      if (!found) return undefined;
      const { session, ownersFirstAccountNumber: accountNumber, recordsVersion } = found;
      return {
        row: session,
        ownersFirstAccount:
          accountNumber && session.identityId ? { accountNumber, recordsVersion } : null,
      };
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
