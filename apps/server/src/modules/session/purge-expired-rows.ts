import { and, isNotNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  deviceChallenges,
  devices,
  sessionFamilies,
  sessions,
  signInGrants,
} from '../../db/schema/index.ts';

export type PurgeReport = {
  signInGrants: number;
  deviceChallenges: number;
  sessions: number;
  sessionFamilies: number;
  devices: number;
};

/**
 * Deletes credentials that can never work again. A rotated session row is kept until its refresh
 * token would have expired, because until then presenting it must still count as reuse. A family
 * goes with its last row; a device once its refresh grant has expired and no family uses it.
 * Idempotent, so several instances may run it at once.
 */
export async function purgeExpiredRows(db: Db, now: Date): Promise<PurgeReport> {
  const count = (rows: unknown[]) => rows.length;
  const report: PurgeReport = {
    signInGrants: count(
      await db
        .delete(signInGrants)
        .where(or(lte(signInGrants.expiresAt, now), isNotNull(signInGrants.usedAt)))
        .returning({ id: signInGrants.id }),
    ),
    deviceChallenges: count(
      await db
        .delete(deviceChallenges)
        .where(or(lte(deviceChallenges.expiresAt, now), isNotNull(deviceChallenges.usedAt)))
        .returning({ id: deviceChallenges.id }),
    ),
    sessions: count(
      await db
        .delete(sessions)
        .where(lte(sessions.refreshTokenExpiresAt, now))
        .returning({ id: sessions.id }),
    ),
    sessionFamilies: 0,
    devices: 0,
  };
  report.sessionFamilies = count(
    await db
      .delete(sessionFamilies)
      .where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(sql`${sessions.familyId} = ${sessionFamilies.id}`),
        ),
      )
      .returning({ id: sessionFamilies.id }),
  );
  report.devices = count(
    await db
      .delete(devices)
      .where(
        and(
          lte(devices.refreshGrantExpiresAt, now),
          notExists(
            db
              .select({ one: sql`1` })
              .from(sessionFamilies)
              .where(sql`${sessionFamilies.deviceId} = ${devices.id}`),
          ),
        ),
      )
      .returning({ id: devices.id }),
  );
  return report;
}
