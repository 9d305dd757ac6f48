import { eventBatchReceiptSchema } from '@orbit/domain';
import {
  createOrbitSdk,
  globalTimers,
  memoryCookieJar,
  memoryStorage,
  type OrbitSdk,
  type Timers,
} from '@orbit/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { clientEvents } from '../../db/schema/index.ts';
import { type FaultProxy, seededRandom, startFaultProxy } from '../../testing/fault-proxy.ts';
import { listenOnLoopback } from '../../testing/sdk-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

/** The SDK's waits (retry back-off) shrunk a hundredfold, so the run stays short without changing its order. */
const quickTimers: Timers = {
  ...globalTimers,
  setTimeout: (callback, ms) => globalTimers.setTimeout(callback, Math.ceil(ms / 100)),
};

const OPERATIONS = 60;
const SEED = 20261121;

let proxy: FaultProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

async function untilItWorks<T>(work: () => Promise<T>, attempts = 50): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await work();
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

describe('the SDK behind a faulty network', () => {
  it('ends in a valid session, retries only what it may, and never delivers an event twice', async () => {
    const testApp = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const upstream = await listenOnLoopback(testApp);
    proxy = await startFaultProxy({
      upstream,
      faultRate: 0.3,
      random: seededRandom(SEED),
      gatewayTimeoutMs: 20,
    });
    const sdk: OrbitSdk = createOrbitSdk({
      serviceOrigin: proxy.origin,
      runtime: { storage: memoryStorage(), cookies: memoryCookieJar(), timers: quickTimers },
    });

    await untilItWorks(() => sdk.loadConfig());
    await untilItWorks(() => sdk.session.bootstrap());
    const sentIds: string[] = [];
    for (let i = 0; i < OPERATIONS; i++) {
      const id = `evt_fault_${i}`;
      sentIds.push(id);
      const action = { id, name: 'tune', occurredAt: new Date().toISOString(), attributes: {} };
      await sdk.caller
        .call('telemetry', 'actions', { body: { actions: [action] } }, eventBatchReceiptSchema)
        .catch(() => sentIds.pop());
      if (i % 10 === 9) await sdk.session.refresh().catch(() => {});
    }

    // The network heals: the SDK must be in a session the server accepts.
    proxy.faultsOn = false;
    await expect(
      sdk.caller.call(
        'telemetry',
        'actions',
        {
          body: {
            actions: [
              {
                id: 'evt_after',
                name: 'tune',
                occurredAt: new Date().toISOString(),
                attributes: {},
              },
            ],
          },
        },
        eventBatchReceiptSchema,
      ),
    ).resolves.toEqual({ accepted: 1, duplicates: 0 });
    expect(sdk.session.session).toBeDefined();
    sdk.dispose();

    const faulted = proxy.log.filter((entry) => typeof entry.outcome === 'string');
    expect(faulted.length).toBeGreaterThan(10);
    for (const fault of [
      'unauthorized',
      'rate-limited',
      'server-error',
      'unavailable',
      'gateway-timeout',
      'dropped',
    ]) {
      expect(faulted.some((entry) => entry.outcome === fault)).toBe(true);
    }

    // A mutating request is repeated (same idempotency key) only after a 401 that a refresh answered.
    const byKey = new Map<string, typeof proxy.log>();
    for (const entry of proxy.log) {
      if (!entry.idempotencyKey) continue;
      byKey.set(entry.idempotencyKey, [...(byKey.get(entry.idempotencyKey) ?? []), entry]);
    }
    for (const attempts of byKey.values()) {
      for (const earlier of attempts.slice(0, -1)) {
        expect([401, 'unauthorized']).toContain(earlier.outcome);
      }
      expect(attempts.length).toBeLessThanOrEqual(2);
    }

    // Every event the SDK saw accepted is stored once, and the server never saw one twice.
    const stored = await testApp.db.select({ id: clientEvents.eventId }).from(clientEvents);
    const storedIds = stored.map((row) => row.id);
    expect(new Set(storedIds).size).toBe(storedIds.length);
    for (const id of sentIds) expect(storedIds).toContain(id);
    const duplicates = proxy.log
      .filter((entry) => entry.path.startsWith('/telemetry') && entry.outcome === 200)
      .map((entry) => JSON.parse(entry.upstreamBody ?? '{}').duplicates);
    expect(duplicates.every((count) => count === 0)).toBe(true);
  });
});
