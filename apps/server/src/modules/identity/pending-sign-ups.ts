import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PendingSignUpRow, pendingSignUps } from '../../db/schema/index.ts';

/** How long a sign-up waits for its email to be proven before it is forgotten. */
export const PENDING_SIGN_UP_TTL_SECONDS = 3600;

/**
 * Keeps (or, when the same browser signs up again with the email, replaces) a sign-up waiting
 * for its code. One row per email and session family: another browser's sign-up with the same
 * email never overwrites this one.
 */
export async function savePendingSignUp(db: Db, row: PendingSignUpRow): Promise<void> {
  const { id: _id, pendingIdentityId: _pending, sessionFamilyId: _family, ...replaced } = row;
  await db
    .insert(pendingSignUps)
    .values(row)
    .onConflictDoUpdate({
      target: [pendingSignUps.pendingIdentityId, pendingSignUps.sessionFamilyId],
      set: replaced,
    });
}

function liveFor(pendingIdentityId: string, sessionFamilyId: string, now: Date) {
  return and(
    eq(pendingSignUps.pendingIdentityId, pendingIdentityId),
    eq(pendingSignUps.sessionFamilyId, sessionFamilyId),
    gt(pendingSignUps.expiresAt, now),
  );
}

/** The unexpired sign-up this session family made under `pendingIdentityId`, if any. */
export async function findPendingSignUp(
  db: Db,
  pendingIdentityId: string,
  sessionFamilyId: string,
  now: Date,
): Promise<PendingSignUpRow | undefined> {
  const [row] = await db
    .select()
    .from(pendingSignUps)
    .where(liveFor(pendingIdentityId, sessionFamilyId, now))
    .limit(1);
  return row;
}

/**
 * Takes the sign-up out of waiting, in one delete: of two redemptions racing for it, only one
 * gets the row. The other sign-ups of the same email (other browsers) go with it, since the
 * email now has its identity.
 */
export async function claimPendingSignUp(
  db: Db,
  pendingIdentityId: string,
  sessionFamilyId: string,
  now: Date,
): Promise<PendingSignUpRow | undefined> {
  const [claimed] = await db
    .delete(pendingSignUps)
    .where(liveFor(pendingIdentityId, sessionFamilyId, now))
    .returning();
  if (claimed) {
    await db.delete(pendingSignUps).where(eq(pendingSignUps.pendingIdentityId, pendingIdentityId));
  }
  return claimed;
}
