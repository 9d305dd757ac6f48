import { and, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  oneTimeCodes,
  oneTimeLinks,
  outboxMessages,
  pendingSignUps,
  rateLimitCounters,
  signInLockouts,
  verificationGrants,
} from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

export type IdentityPurgeReport = Record<string, number>;

/**
 * Deletes what no longer does anything: codes, grants and links a day past expiry (kept that
 * long so a late try still answers EXPIRED rather than NOT_FOUND), sign-ups whose email was
 * never proven once they expire, counters whose window ended,
 * lockouts with no lock running and no failure for a day, and outbox messages a week old once
 * delivered, failed or held. Idempotent; instances may run it together.
 */
export async function purgeIdentityRows(db: Db, now: Date): Promise<IdentityPurgeReport> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    oneTimeCodes: await count(
      db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, dayAgo)).returning(),
    ),
    verificationGrants: await count(
      db.delete(verificationGrants).where(lt(verificationGrants.expiresAt, dayAgo)).returning(),
    ),
    oneTimeLinks: await count(
      db.delete(oneTimeLinks).where(lt(oneTimeLinks.expiresAt, dayAgo)).returning(),
    ),
    pendingSignUps: await count(
      db.delete(pendingSignUps).where(lt(pendingSignUps.expiresAt, now)).returning(),
    ),
    rateLimitCounters: await count(
      db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now)).returning(),
    ),
    signInLockouts: await count(
      db
        .delete(signInLockouts)
        .where(
          and(
            lt(signInLockouts.updatedAt, dayAgo),
            or(isNull(signInLockouts.lockedUntil), lt(signInLockouts.lockedUntil, now)),
          ),
        )
        .returning(),
    ),
    outboxMessages: await count(
      db
        .delete(outboxMessages)
        .where(
          and(
            inArray(outboxMessages.status, ['sent', 'failed', 'held']),
            lt(outboxMessages.createdAt, weekAgo),
          ),
        )
        .returning(),
    ),
  };
}
