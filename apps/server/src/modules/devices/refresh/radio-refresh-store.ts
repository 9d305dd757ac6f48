import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type RadioRow,
  radioRefreshes,
  radios,
  subscriberAccounts,
} from '../../../db/schema/index.ts';
import { uuidV7Hex } from '../../../platform/ids.ts';

/**
 * Holds, until the transaction ends, the right to refresh one radio: two requests racing on a
 * radio count its refreshes one after the other, so the daily limit cannot be passed by clicking
 * twice or from two instances. Callers lock several radios in radio-id order (no deadlock).
 */
export async function lockRadioRefreshes(db: Db, radioId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`radio-refresh:${radioId}`}))`);
}

/** The refreshes of a radio recorded after `since`, up to `now` (a seeded future row is not one). */
export async function refreshesOfRadioSince(
  db: Db,
  radioId: string,
  since: Date,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ refreshes: count() })
    .from(radioRefreshes)
    .where(
      and(
        eq(radioRefreshes.radioId, radioId),
        gt(radioRefreshes.requestedAt, since),
        lte(radioRefreshes.requestedAt, now),
      ),
    );
  return row?.refreshes ?? 0;
}

export async function recordRadioRefresh(
  db: Db,
  refresh: { radioId: string; accountNumber: string; requestedBy: string; requestedAt: Date },
): Promise<void> {
  await db.insert(radioRefreshes).values({
    id: `rrf_${uuidV7Hex(refresh.requestedAt.getTime())}`,
    ...refresh,
    uplinkStatus: 'pending',
  });
}

/** The radios on the accounts whose phone is these ten digits, by radio id. */
export async function radiosOnPhone(db: Db, phone: string): Promise<RadioRow[]> {
  const rows = await db
    .select({ radio: radios })
    .from(radios)
    .innerJoin(subscriberAccounts, eq(subscriberAccounts.accountNumber, radios.accountNumber))
    .where(eq(subscriberAccounts.phone, phone))
    .orderBy(asc(radios.radioId));
  return rows.map((row) => row.radio);
}
