import { careErrorBodySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { idempotencyRecords } from '../../db/schema/index.ts';
import { freshClock } from '../../testing/identities.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { requireCareSession } from '../auth/require-care-session.ts';
import { AppError } from '../errors/app-error.ts';
import { careCallerOf } from './caller-scope.ts';
import { canonicalJson } from './canonical-json.ts';
import { IDEMPOTENCY_LEASE_RENEW_MS, purgeIdempotencyRecords } from './idempotency-store.ts';
import { answerIdempotently } from './idempotent-request.ts';

const URL = '/services/test/idempotent';
const bodySchema = z.object({
  outcome: z.enum(['ok', 'refuse', 'conflict', 'explode', 'wait']),
  note: z.string().optional(),
  nested: z.record(z.string(), z.number()).optional(),
});

/** An app with one idempotent test route whose work does what the body asks, counting its runs. */
async function setUp() {
  const testApp = await createTestApp({
    clock: freshClock(),
    env: { SESSION_IDLE_TIMEOUT_SECONDS: '86400', SESSION_ABSOLUTE_TIMEOUT_SECONDS: '604800' },
  });
  const runs: string[] = [];
  let release: () => void = () => {};
  const waiting = new Promise<void>((resolve) => {
    release = resolve;
  });
  testApp.app.post(
    URL,
    {
      preHandler: requireCareSession,
      schema: {
        body: bodySchema,
        response: {
          201: z.object({ status: z.string(), run: z.number(), at: z.string() }),
          402: careErrorBodySchema,
        },
      },
    },
    async (request, reply) =>
      answerIdempotently(
        { db: testApp.db, clock: testApp.clock.now },
        request,
        reply,
        { operation: 'test.op', caller: careCallerOf(request) },
        async () => {
          const { outcome } = request.body;
          runs.push(outcome);
          if (outcome === 'wait') await waiting;
          if (outcome === 'refuse') throw new AppError('CARD_DECLINED', 'declined');
          if (outcome === 'conflict') throw new AppError('ORDER_ALREADY_CONFIRMED', 'raced');
          if (outcome === 'explode') throw new Error('database went away');
          return {
            status: 201,
            body: { status: 'SUCCESS', run: runs.length, at: testApp.clock.now().toISOString() },
          };
        },
      ),
  );
  const newCookie = async () =>
    cookieHeaderFrom(
      await testApp.app.inject({ method: 'GET', url: '/services/utility/env-info' }),
    );
  const cookie = await newCookie();
  const send = (payload: object, key: string | undefined, headers = cookie) =>
    testApp.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
  return { ...testApp, runs, release, send, newCookie };
}

const careCode = (response: { json(): unknown }) =>
  careErrorBodySchema.parse(response.json()).error.errorCode;

describe('canonical JSON', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":2,"z":1}]},"b":1}',
    );
  });
});

describe('an idempotent request', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('requires an Idempotency-Key and refuses a malformed one', async () => {
    const { send, runs } = await setUp();
    const missing = await send({ outcome: 'ok' }, undefined);
    expect(missing.statusCode).toBe(400);
    expect(careCode(missing)).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const malformed = await send({ outcome: 'ok' }, 'has spaces in it');
    expect(careCode(malformed)).toBe('INVALID_PAYLOAD');
    expect(runs).toEqual([]);
  });

  it('runs once and replays the identical status and body for the same key and body', async () => {
    const { send, runs, clock } = await setUp();
    const first = await send({ outcome: 'ok', nested: { b: 2, a: 1 } }, 'txn-replay-0001');
    clock.advanceSeconds(3600);
    const again = await send({ nested: { a: 1, b: 2 }, outcome: 'ok' }, 'txn-replay-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toEqual(['ok']);
  });

  it('refuses the same key with another body: 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const { send, runs } = await setUp();
    await send({ outcome: 'ok', note: 'first' }, 'txn-reuse-0001');
    const other = await send({ outcome: 'ok', note: 'second' }, 'txn-reuse-0001');
    expect(other.statusCode).toBe(422);
    expect(careCode(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(runs).toHaveLength(1);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE while the first is still running', async () => {
    const { send, runs, release } = await setUp();
    const first = send({ outcome: 'wait' }, 'txn-flight-0001');
    await new Promise((resolve) => setImmediate(resolve));
    while (runs.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const second = await send({ outcome: 'wait' }, 'txn-flight-0001');
    expect(second.statusCode).toBe(409);
    expect(careCode(second)).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(second.headers['retry-after']).toBe('3');
    release();
    expect((await first).statusCode).toBe(201);
    expect((await send({ outcome: 'wait' }, 'txn-flight-0001')).statusCode).toBe(201);
    expect(runs).toEqual(['wait']);
  });

  it('lets the same request take over a claim nobody renews (its server died) after the 3 s lease', async () => {
    // Heartbeats fire only when the test says: here never, as on a server that was killed.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { send, runs, release, clock } = await setUp();
    const stuck = send({ outcome: 'wait' }, 'txn-stale-0001');
    while (runs.length === 0) await new Promise((resolve) => setImmediate(resolve));
    clock.advanceSeconds(2);
    const early = await send({ outcome: 'wait' }, 'txn-stale-0001');
    expect(early.statusCode).toBe(409);
    expect(early.headers['retry-after']).toBe('1');
    clock.advanceSeconds(2);
    const takeover = send({ outcome: 'wait' }, 'txn-stale-0001');
    while (runs.length < 2) await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual(['wait', 'wait']);
    release();
    await stuck;
    expect((await takeover).statusCode).toBe(201);
  });

  it('keeps the claim of a request still running: its heartbeat renews the lease', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { send, runs, release, clock, db } = await setUp();
    const running = send({ outcome: 'wait' }, 'txn-alive-0001');
    while (runs.length === 0) await new Promise((resolve) => setImmediate(resolve));
    clock.advanceSeconds(2);
    vi.advanceTimersByTime(IDEMPOTENCY_LEASE_RENEW_MS);
    const renewedUntil = clock.now().getTime() + 3_000;
    await vi.waitFor(async () => {
      const [claim] = await db
        .select()
        .from(idempotencyRecords)
        .where(eq(idempotencyRecords.key, 'txn-alive-0001'));
      expect(claim?.lockedUntil.getTime()).toBe(renewedUntil);
    });
    clock.advanceSeconds(2);
    const retry = await send({ outcome: 'wait' }, 'txn-alive-0001');
    expect(retry.statusCode).toBe(409);
    expect(retry.headers['retry-after']).toBe('1');
    release();
    expect((await running).statusCode).toBe(201);
    expect(runs).toEqual(['wait']);
  });

  it('stores a business refusal, so a retry gets the same refusal without running again', async () => {
    const { send, runs } = await setUp();
    const first = await send({ outcome: 'refuse' }, 'txn-refuse-0001');
    const again = await send({ outcome: 'refuse' }, 'txn-refuse-0001');
    expect(first.statusCode).toBe(402);
    expect(careCode(first)).toBe('CARD_DECLINED');
    expect(again.statusCode).toBe(402);
    expect(again.body).toBe(first.body);
    expect(runs).toEqual(['refuse']);
  });

  it('frees the key after a conflict or a failure, so a retry runs again', async () => {
    const { send, runs } = await setUp();
    expect((await send({ outcome: 'conflict' }, 'txn-conflict-01')).statusCode).toBe(409);
    expect((await send({ outcome: 'conflict' }, 'txn-conflict-01')).statusCode).toBe(409);
    expect((await send({ outcome: 'explode' }, 'txn-explode-001')).statusCode).toBe(500);
    expect((await send({ outcome: 'explode' }, 'txn-explode-001')).statusCode).toBe(500);
    expect(runs).toEqual(['conflict', 'conflict', 'explode', 'explode']);
  });

  it('keeps the keys of two callers apart', async () => {
    const { send, runs, newCookie } = await setUp();
    const other = await newCookie();
    expect((await send({ outcome: 'ok', note: 'a' }, 'txn-shared-0001')).statusCode).toBe(201);
    expect((await send({ outcome: 'ok', note: 'b' }, 'txn-shared-0001', other)).statusCode).toBe(
      201,
    );
    expect(runs).toEqual(['ok', 'ok']);
  });

  it('keeps answers a day, then the purge removes them and the key runs anew', async () => {
    const { send, runs, clock, db } = await setUp();
    await send({ outcome: 'ok' }, 'txn-purge-00001');
    const stored = () =>
      db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, 'txn-purge-00001'));
    clock.advanceSeconds(23 * 3600);
    await purgeIdempotencyRecords(db, clock.now());
    expect(await stored()).toHaveLength(1);
    // A replay (which also keeps the care session alive) still runs nothing.
    expect((await send({ outcome: 'ok' }, 'txn-purge-00001')).statusCode).toBe(201);
    expect(runs).toEqual(['ok']);
    clock.advanceSeconds(3600);
    await purgeIdempotencyRecords(db, clock.now());
    expect(await stored()).toHaveLength(0);
    await send({ outcome: 'ok' }, 'txn-purge-00001');
    expect(runs).toEqual(['ok', 'ok']);
  });
});
