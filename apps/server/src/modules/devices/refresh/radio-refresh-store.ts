import { and, asc, count, eq, gt, lte, ne, sql } from 'drizzle-orm';
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

/**
 * The refreshes of a radio recorded after `since`, up to `now` (a seeded future row is not one)
 * that count toward its daily limit: sent, or still on their way (`pending`, so a request racing
 * one in flight counts it); one the uplink did not carry (`failed`) never reached the radio.
 */
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
        ne(radioRefreshes.uplinkStatus, 'failed'),
        gt(radioRefreshes.requestedAt, since),
        lte(radioRefreshes.requestedAt, now),
      ),
    );
  return row?.refreshes ?? 0;
}

/** Records a refresh command, `pending` until the uplink answers; its id is the command's. */
export async function recordRadioRefresh(
  db: Db,
  refresh: { radioId: string; accountNumber: string; requestedBy: string; requestedAt: Date },
): Promise<string> {
  const id = `rrf_${uuidV7Hex(refresh.requestedAt.getTime())}`;
  await db.insert(radioRefreshes).values({ id, ...refresh, uplinkStatus: 'pending' });
  return id;
}

/** What the uplink did with a pending command: `sent`, or `failed` (refused, or no answer). */
export async function settleRadioRefresh(
  db: Db,
  id: string,
  uplinkStatus: 'sent' | 'failed',
): Promise<void> {
  await db
    .update(radioRefreshes)
    .set({ uplinkStatus })
    .where(and(eq(radioRefreshes.id, id), eq(radioRefreshes.uplinkStatus, 'pending')));
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
