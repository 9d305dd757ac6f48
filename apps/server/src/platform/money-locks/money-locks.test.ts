import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { heldWrites } from '../../db/held-writes.ts';
import { moneyLocks } from '../../db/schema/index.ts';
import { freshClock } from '../../testing/identities.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { isAppError } from '../errors/app-error.ts';
import {
  MONEY_LOCK_LEASE_SECONDS,
  purgeMoneyLocks,
  releaseMoneyLocks,
  renewMoneyLocks,
  takeMoneyLocks,
} from './money-lock-store.ts';
import { moneySubjectKey } from './money-subjects.ts';
import { withMoneyLocks } from './with-money-locks.ts';

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  const subjects = (tag: string) => ({
    radio: moneySubjectKey({ kind: 'radio', radioId: `ORBL${tag}` }),
    balance: moneySubjectKey({ kind: 'account', accountNumber: `9${tag}` }),
  });
  /** Who holds these subjects (tests of one file share its database). */
  const held = async (...keys: string[]) =>
    (await testApp.db.select().from(moneyLocks).where(inArray(moneyLocks.subject, keys))).map(
      (row) => [row.subject, row.owner],
    );
  return { ...testApp, subjects, held };
}

describe('money locks', () => {
  it('gives every subject to the first owner, and none of them to a second', async () => {
    const { db, clock, subjects, held } = await setUp();
    const { radio, balance } = subjects('0001');
    const free = moneySubjectKey({ kind: 'giftCard', giftCardId: 'gc_free_0001' });
    expect(await takeMoneyLocks(db, [radio], 'first', clock.now())).toBe(true);
    // The second wants the radio and two free subjects: it keeps none of them.
    expect(await takeMoneyLocks(db, [free, radio, balance], 'second', clock.now())).toBe(false);
    expect(await held(free, radio, balance)).toEqual([[radio, 'first']]);
  });

  it('names no email or card: a kind and a hash', () => {
    const key = moneySubjectKey({ kind: 'customer', key: 'handle\nsomeone@orbitradio.test' });
    expect(key).toMatch(/^customer:[0-9a-f]{64}$/);
    expect(moneySubjectKey({ kind: 'radio', radioId: 'ORBN0001' })).not.toBe(
      moneySubjectKey({ kind: 'account', accountNumber: 'ORBN0001' }),
    );
  });

  it('lets its own owner take it again at once (a retry after a crash)', async () => {
    const { db, clock, subjects } = await setUp();
    const { radio } = subjects('0002');
    expect(await takeMoneyLocks(db, [radio], 'retried', clock.now())).toBe(true);
    expect(await takeMoneyLocks(db, [radio], 'retried', clock.now())).toBe(true);
  });

  it('is taken over once its lease passed, unless its owner renewed it', async () => {
    const { db, clock, subjects } = await setUp();
    const { radio, balance } = subjects('0003');
    expect(await takeMoneyLocks(db, [radio, balance], 'slow', clock.now())).toBe(true);
    clock.advanceSeconds(MONEY_LOCK_LEASE_SECONDS - 1);
    await renewMoneyLocks(db, [radio], 'slow', clock.now());
    clock.advanceSeconds(2);
    // The balance lapsed; the radio was renewed: all or nothing, so nothing.
    expect(await takeMoneyLocks(db, [balance, radio], 'next', clock.now())).toBe(false);
    expect(await takeMoneyLocks(db, [balance], 'next', clock.now())).toBe(true);
    clock.advanceSeconds(MONEY_LOCK_LEASE_SECONDS);
    expect(await takeMoneyLocks(db, [radio], 'next', clock.now())).toBe(true);
  });

  it('is free again once released, and purged once lapsed', async () => {
    const { db, clock, subjects, held } = await setUp();
    const { radio, balance } = subjects('0004');
    await takeMoneyLocks(db, [radio], 'done', clock.now());
    await takeMoneyLocks(db, [balance], 'died', clock.now());
    await releaseMoneyLocks(db, [radio], 'someone else');
    await releaseMoneyLocks(db, [radio, balance], 'done');
    expect(await held(radio, balance)).toEqual([[balance, 'died']]);
    await purgeMoneyLocks(db, clock.now());
    expect(await held(balance)).toEqual([[balance, 'died']]);
    clock.advanceSeconds(MONEY_LOCK_LEASE_SECONDS);
    expect((await purgeMoneyLocks(db, clock.now())).locks).toBeGreaterThan(0);
    expect(await held(balance)).toEqual([]);
  });
});

describe('withMoneyLocks', () => {
  it('refuses a second decision on a subject held, with 409 PAYMENT_IN_PROGRESS', async () => {
    const { db, clock, held } = await setUp();
    const radio = { kind: 'radio', radioId: 'ORBL0005' } as const;
    const radioKey = moneySubjectKey(radio);
    const inner = await withMoneyLocks(
      db,
      { subjects: [radio], requestName: 'first', now: clock.now() },
      () =>
        withMoneyLocks(
          db,
          { subjects: [radio], requestName: 'second', now: clock.now() },
          async () => 'ran',
        ).catch((error: unknown) => error),
    );
    expect(isAppError(inner)).toBe(true);
    expect(inner).toMatchObject({
      code: 'PAYMENT_IN_PROGRESS',
      statusCode: 409,
      retryAfterSeconds: 1,
    });
    // Released after the first decision, so the next one runs.
    expect(await held(radioKey)).toEqual([]);
    expect(
      await withMoneyLocks(db, { subjects: [radio], now: clock.now() }, async () => 'ran'),
    ).toBe('ran');
  });

  it('gives its subjects back when the decision fails', async () => {
    const { db, clock, held } = await setUp();
    const balance = { kind: 'account', accountNumber: '90000006' } as const;
    const refusal = new Error('card declined');
    let heldWhileDeciding: unknown[] = [];
    await expect(
      withMoneyLocks(db, { subjects: [balance], now: clock.now() }, async () => {
        heldWhileDeciding = await held(moneySubjectKey(balance));
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(heldWhileDeciding).toHaveLength(1);
    expect(await held(moneySubjectKey(balance))).toEqual([]);
  });

  it('gives its subjects back with the commit of the transaction that held their release', async () => {
    const { db, clock, held } = await setUp();
    const balance = { kind: 'account', accountNumber: '90000007' } as const;
    const key = moneySubjectKey(balance);
    let heldUntilCommit: unknown[] = [];
    await withMoneyLocks(db, { subjects: [balance], now: clock.now() }, async (locks) => {
      await db.transaction(async (tx) => {
        const writes = heldWrites();
        locks.releaseWith(tx, writes);
        heldUntilCommit = await tx
          .select()
          .from(moneyLocks)
          .where(inArray(moneyLocks.subject, [key]));
        await writes.send(tx);
      });
      locks.releasedByCommit();
      expect(await held(key)).toEqual([]);
    });
    expect(heldUntilCommit).toHaveLength(1);
    expect(await held(key)).toEqual([]);
  });

  it('still gives its subjects back when the transaction that held their release rolls back', async () => {
    const { db, clock, held } = await setUp();
    const balance = { kind: 'account', accountNumber: '90000008' } as const;
    const key = moneySubjectKey(balance);
    const refusal = new Error('offer redeemed meanwhile');
    let heldAfterRollback: unknown[] = [];
    await expect(
      withMoneyLocks(db, { subjects: [balance], now: clock.now() }, async (locks) => {
        await db
          .transaction(async (tx) => {
            const writes = heldWrites();
            locks.releaseWith(tx, writes);
            await writes.send(tx);
            throw refusal;
          })
          .catch(async (error: unknown) => {
            heldAfterRollback = await held(key);
            throw error;
          });
      }),
    ).rejects.toBe(refusal);
    expect(heldAfterRollback).toHaveLength(1);
    expect(await held(key)).toEqual([]);
  });
});
