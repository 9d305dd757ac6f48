import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriberAccounts } from '../../db/schema/index.ts';

const CANDIDATES = 5;

/**
 * A new account number: 8 random digits (no leading 0), never a sequence, so one number says
 * nothing about the next. Candidates already taken are skipped; with 90 million numbers a clash
 * is rare, and the insert's primary key still refuses one that slipped through a race.
 */
export async function newAccountNumber(db: Db): Promise<string> {
  const candidates = Array.from({ length: CANDIDATES }, () =>
    String(randomInt(10_000_000, 100_000_000)),
  );
  const taken = await db
    .select({ accountNumber: subscriberAccounts.accountNumber })
    .from(subscriberAccounts)
    .where(inArray(subscriberAccounts.accountNumber, candidates));
  const used = new Set(taken.map((row) => row.accountNumber));
  const free = candidates.find((candidate) => !used.has(candidate));
  if (!free) throw new Error('no free account number among the candidates');
  return free;
}
