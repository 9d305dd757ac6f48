import { and, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { singleRowOf } from '../../db/json-rows.ts';
import { idempotencyRecords } from '../../db/schema/index.ts';
import { writeInOneStatement } from '../../db/writes-in-one-statement.ts';

/**
 * A claim is a lease: the request that holds it renews it every `IDEMPOTENCY_LEASE_RENEW_MS`
 * while it runs, and a claim nobody renewed for this long (its server crashed or was killed) is
 * taken over by the same request sent again. Short, so that a retry after a restart is answered
 * within seconds instead of meeting 409 for a minute.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 3;
export const IDEMPOTENCY_LEASE_RENEW_MS = 1_000;
/** Answers are kept at least this long (a day: longer than any client retries). */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 60 * 60;

export type RecordRef = { scope: string; key: string };
export type StoredAnswer = { status: number; body: unknown };

export type ClaimOutcome =
  /**
   * `chargesGivenBack`: charges earlier runs of this key made and refunded (see below).
   * `readWithClaim`: what the caller's `alongside` read answered in the claim's own statement;
   * absent when the claim was not a fresh insert (a claim taken over), which reads nothing else.
   */
  | { kind: 'claimed'; chargesGivenBack: number; readWithClaim?: unknown }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'reused' }
  | { kind: 'in_flight'; retryAfterSeconds: number };

const seconds = (now: Date, count: number) => new Date(now.getTime() + count * 1000);

function matches(ref: RecordRef) {
  return and(eq(idempotencyRecords.scope, ref.scope), eq(idempotencyRecords.key, ref.key));
}

/**
 * Claims a key for one request. One atomic insert decides between racing callers (two server
 * instances included); a record past its retention, or a claim whose lease ran out (nobody
 * renewed it) for the same request, is taken over by one conditional update. Otherwise the record answers:
 * another request's hash → reused; completed → its stored answer; in flight → still running.
 * `alongside`, a scalar read the request will need at once, goes out with the insert, in the same
 * statement: a round trip the request saves (the purchase's captcha count, ADR 118).
 */
export async function claimKey(
  db: Db,
  ref: RecordRef,
  requestHash: string,
  now: Date,
  alongside?: SQL,
): Promise<ClaimOutcome> {
  const fresh = {
    requestHash,
    state: 'in_flight',
    responseStatus: null,
    responseBody: null,
    createdAt: now,
    lockedUntil: seconds(now, IDEMPOTENCY_LEASE_SECONDS),
    expiresAt: seconds(now, IDEMPOTENCY_RETENTION_SECONDS),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await insertedClaim(db, { ...ref, ...fresh }, alongside);
    if (inserted) return { kind: 'claimed', ...inserted };

    const takenOver = await db
      .update(idempotencyRecords)
      .set(fresh)
      .where(
        and(
          matches(ref),
          or(
            lte(idempotencyRecords.expiresAt, now),
            and(
              eq(idempotencyRecords.state, 'in_flight'),
              lte(idempotencyRecords.lockedUntil, now),
              eq(idempotencyRecords.requestHash, requestHash),
            ),
          ),
        ),
      )
      .returning({ chargesGivenBack: idempotencyRecords.chargesGivenBack });
    if (takenOver[0]) return { kind: 'claimed', chargesGivenBack: takenOver[0].chargesGivenBack };

    const [row] = await db.select().from(idempotencyRecords).where(matches(ref)).limit(1);
    // Purged between the two statements: try the insert again.
    if (!row) continue;
    if (row.requestHash !== requestHash) return { kind: 'reused' };
    if (row.state === 'completed' && row.responseStatus !== null) {
      return { kind: 'replay', answer: { status: row.responseStatus, body: row.responseBody } };
    }
    const waitMs = row.lockedUntil.getTime() - now.getTime();
    return { kind: 'in_flight', retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  throw new Error('idempotency record could not be claimed');
}

/** The fresh claim's insert (nothing when the key has a record), with the read asked alongside it. */
async function insertedClaim(
  db: Db,
  record: typeof idempotencyRecords.$inferInsert,
  alongside: SQL | undefined,
): Promise<{ chargesGivenBack: number; readWithClaim?: unknown } | undefined> {
  const insert = db
    .insert(idempotencyRecords)
    .values(record)
    .onConflictDoNothing()
    .returning({ chargesGivenBack: idempotencyRecords.chargesGivenBack });
  if (!alongside) return (await insert)[0];
  // One row whatever the insert did: the count is null when the key already had a record.
  const row = await singleRowOf<{ charges_given_back: number | null; read_with_claim: unknown }>(
    db,
    sql`with claimed as (${insert.getSQL()}) select (select charges_given_back from claimed) as charges_given_back,
      (${alongside}) as read_with_claim`,
  );
  return row.charges_given_back === null
    ? undefined
    : { chargesGivenBack: row.charges_given_back, readWithClaim: row.read_with_claim };
}

/** Extends the lease of a claim still in flight (the heartbeat of the request that holds it). */
export async function renewLease(db: Db, ref: RecordRef, now: Date): Promise<void> {
  await db
    .update(idempotencyRecords)
    .set({ lockedUntil: seconds(now, IDEMPOTENCY_LEASE_SECONDS) })
    .where(and(matches(ref), eq(idempotencyRecords.state, 'in_flight')));
}

/**
 * Stores the answer of a claimed key. Pass the business transaction to make the answer commit
 * with the change it describes (then no crash can leave a committed change without its answer).
 * Only an in-flight claim is completed: a second call changes nothing.
 */
export async function completeKey(db: Db, ref: RecordRef, answer: StoredAnswer): Promise<void> {
  await completion(db, ref, answer);
}

/** completeKey's statement, not yet sent (to go out with the transaction's other writes). */
export function completion(db: Db, ref: RecordRef, answer: StoredAnswer) {
  return db
    .update(idempotencyRecords)
    .set({ state: 'completed', responseStatus: answer.status, responseBody: answer.body })
    .where(and(matches(ref), eq(idempotencyRecords.state, 'in_flight')));
}

/**
 * Gives a claim up (the request failed in a way a retry may fix): the key is free again. A key
 * under which a charge was given back keeps its record, its lease ended (the same request takes
 * it over at once), so that its count of charges given back survives the release.
 */
export async function releaseKey(db: Db, ref: RecordRef): Promise<void> {
  const inFlight = and(matches(ref), eq(idempotencyRecords.state, 'in_flight'));
  await writeInOneStatement(db, [
    db
      .update(idempotencyRecords)
      .set({ lockedUntil: sql`${idempotencyRecords.createdAt}` })
      .where(and(inFlight, gt(idempotencyRecords.chargesGivenBack, 0))),
    db.delete(idempotencyRecords).where(and(inFlight, eq(idempotencyRecords.chargesGivenBack, 0))),
  ]);
}

/**
 * Counts a charge this run made and gave back: the key's next run charges under a gateway key of
 * its own (a gateway answers a key it has seen with the charge it made, refunded or not).
 */
export async function countChargeGivenBack(db: Db, ref: RecordRef): Promise<void> {
  await db
    .update(idempotencyRecords)
    .set({ chargesGivenBack: sql`${idempotencyRecords.chargesGivenBack} + 1` })
    .where(and(matches(ref), eq(idempotencyRecords.state, 'in_flight')));
}

/** Deletes answers past their retention and claims abandoned past their lock. */
export async function purgeIdempotencyRecords(db: Db, now: Date): Promise<{ records: number }> {
  const rows = await db
    .delete(idempotencyRecords)
    .where(
      or(
        and(eq(idempotencyRecords.state, 'completed'), lte(idempotencyRecords.expiresAt, now)),
        and(
          eq(idempotencyRecords.state, 'in_flight'),
          lte(idempotencyRecords.expiresAt, now),
          lte(idempotencyRecords.lockedUntil, now),
        ),
      ),
    )
    .returning({ key: idempotencyRecords.key });
  return { records: rows.length };
}
