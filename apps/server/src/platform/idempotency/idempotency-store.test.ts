import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statementsOf } from '../../testing/statement-count.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { claimKey, IDEMPOTENCY_LEASE_SECONDS, releaseKey } from './idempotency-store.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('a claim with a read beside it (ADR 118)', () => {
  it("answers the read in the claim's one statement, and nothing for a key already claimed", async () => {
    const { db, database } = await createTestApp({});
    const ref = { scope: 'test.read-with-claim|caller', key: 'key-1' };
    let first: Awaited<ReturnType<typeof claimKey>> | undefined;
    const statements = await statementsOf(database, async () => {
      first = await claimKey(db, ref, 'hash-1', NOW, sql`select 40 + 2`);
    });
    expect(statements).toHaveLength(1);
    expect(first).toEqual({ kind: 'claimed', chargesGivenBack: 0, readWithClaim: 42 });
    // The same key while the first run holds it: refused as before, the read not needed.
    expect(await claimKey(db, ref, 'hash-1', NOW, sql`select 40 + 2`)).toEqual({
      kind: 'in_flight',
      retryAfterSeconds: IDEMPOTENCY_LEASE_SECONDS,
    });
    expect(await claimKey(db, ref, 'hash-other', NOW, sql`select 1`)).toEqual({
      kind: 'reused',
    });
  });

  it('reads nothing when the claim is taken over: the work reads it itself', async () => {
    const { db } = await createTestApp({});
    const ref = { scope: 'test.read-with-claim|caller', key: 'key-2' };
    await claimKey(db, ref, 'hash-2', NOW);
    // The first run died: its lease ran out, and the same request takes the key over.
    const takenOver = await claimKey(
      db,
      ref,
      'hash-2',
      later(IDEMPOTENCY_LEASE_SECONDS + 1),
      sql`select 7`,
    );
    expect(takenOver).toEqual({ kind: 'claimed', chargesGivenBack: 0 });
    // Released, the key is claimed afresh, and the read comes with it again.
    await releaseKey(db, ref);
    expect(await claimKey(db, ref, 'hash-2', later(10), sql`select 'again'`)).toEqual({
      kind: 'claimed',
      chargesGivenBack: 0,
      readWithClaim: 'again',
    });
  });
});
