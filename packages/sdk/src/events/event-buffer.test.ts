import {
  type ClientEvent,
  clientEventSchema,
  DEFAULT_MAX_EVENT_BATCH_COUNT,
  EVENT_PERSIST_DEBOUNCE_MS,
} from '@orbit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { genericError, networkError, serviceErrorFromBody } from '../http/sdk-errors.ts';
import { globalTimers } from '../runtime/runtime.ts';
import { memoryStorage } from '../storage/key-value-storage.ts';
import { EventBuffer, type EventBufferOptions } from './event-buffer.ts';
import { storageEventStore } from './event-store.ts';

const KEY = 'test.events';
const INTERVAL_MS = 10_000;
const FLUSH_AT = 10;

function event(index: number, name = 'played'): ClientEvent {
  return { id: `event-${index}`, name, occurredAt: '2026-01-01T00:00:00.000Z', attributes: {} };
}

function events(from: number, to: number): ClientEvent[] {
  return Array.from({ length: to - from + 1 }, (_, offset) => event(from + offset));
}

function ids(batch: readonly { id: string }[]): string[] {
  return batch.map((item) => item.id);
}

interface Deferred {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * A server behind `send`: every batch is recorded; it answers at once unless told to fail
 * (`failNext`) or to hold the answer until the test releases it (`holdNext`).
 */
function fakeServer() {
  const batches: string[][] = [];
  const planned: (unknown | 'hold')[] = [];
  const held: Deferred[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const send = vi.fn(async (batch: readonly ClientEvent[]) => {
    batches.push(ids(batch));
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const plan = planned.shift();
      if (plan === 'hold') {
        await new Promise<void>((resolve, reject) => held.push({ resolve, reject }));
      } else if (plan !== undefined) {
        throw plan;
      }
    } finally {
      inFlight -= 1;
    }
  });
  return {
    send,
    batches,
    held,
    get maxInFlight() {
      return maxInFlight;
    },
    failNext: (...errors: unknown[]) => planned.push(...errors),
    holdNext: () => planned.push('hold'),
  };
}

function setup(
  overrides: Partial<EventBufferOptions<ClientEvent>> & { authenticated?: boolean } = {},
) {
  const storage = memoryStorage();
  const setItem = vi.spyOn(storage, 'setItem');
  const removeItem = vi.spyOn(storage, 'removeItem');
  const server = fakeServer();
  const warn = vi.fn();
  const session = { authenticated: overrides.authenticated ?? true };
  const store = storageEventStore(storage, KEY, clientEventSchema, { warn });
  const buffer = new EventBuffer<ClientEvent>({
    name: 'Test events',
    flushAtCount: FLUSH_AT,
    minFlushIntervalMs: INTERVAL_MS,
    maxQueuedEvents: 1_000,
    store,
    timers: globalTimers,
    isAuthenticated: () => session.authenticated,
    send: server.send,
    logger: { warn },
    ...overrides,
  });
  const stored = () => JSON.parse(storage.getItem(KEY) ?? '[]') as ClientEvent[];
  return { buffer, server, storage, setItem, removeItem, warn, session, stored, store };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('event buffer: flush triggers', () => {
  it('flushes when the queue reaches the count', async () => {
    const { buffer, server } = setup();
    buffer.start();
    for (const item of events(1, FLUSH_AT - 1)) buffer.add(item);
    await settle();
    expect(server.send).not.toHaveBeenCalled();
    buffer.add(event(FLUSH_AT));
    await settle();
    expect(server.batches).toEqual([ids(events(1, FLUSH_AT))]);
  });

  it('flushes what is queued once the minimum interval since the last flush has passed', async () => {
    const { buffer, server } = setup();
    buffer.start();
    buffer.add(event(1));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1);
    expect(server.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.batches).toEqual([['event-1']]);
    buffer.add(event(2));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(server.batches).toEqual([['event-1'], ['event-2']]);
  });

  it('counts the interval from the last flush, whatever started it', async () => {
    const { buffer, server } = setup();
    buffer.start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1_000);
    for (const item of events(1, FLUSH_AT)) buffer.add(item);
    await settle();
    buffer.add(event(11));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1);
    expect(server.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.batches[1]).toEqual(['event-11']);
  });

  it.each(['background', 'launch'] as const)('flushes at once on the app %s', async (trigger) => {
    const { buffer, server } = setup();
    buffer.start();
    buffer.add(event(1));
    await buffer.flush(trigger);
    expect(server.batches).toEqual([['event-1']]);
  });

  it('does nothing before start or with an empty queue', async () => {
    const { buffer, server } = setup();
    buffer.add(event(1));
    await buffer.flush('launch');
    expect(server.send).not.toHaveBeenCalled();
    buffer.start();
    await buffer.flush('launch');
    await buffer.flush('launch');
    expect(server.send).toHaveBeenCalledTimes(1);
  });
});

describe('event buffer: batches', () => {
  it.each([
    { queued: 45, maxBatchSize: 20, sizes: [20, 20, 5] },
    { queued: 20, maxBatchSize: 20, sizes: [20] },
    { queued: 21, maxBatchSize: 20, sizes: [20, 1] },
    { queued: 7, maxBatchSize: 3, sizes: [3, 3, 1] },
    { queued: 3, maxBatchSize: 0, sizes: [1, 1, 1] },
  ])(
    'sends $queued events in batches of at most $maxBatchSize: $sizes',
    async ({ queued, maxBatchSize, sizes }) => {
      const { buffer, server } = setup({ maxBatchSize: () => maxBatchSize, flushAtCount: 10_000 });
      buffer.start();
      for (const item of events(1, queued)) buffer.add(item);
      await buffer.flush('background');
      expect(server.batches.map((batch) => batch.length)).toEqual(sizes);
      expect(server.batches.flat()).toEqual(ids(events(1, queued)));
    },
  );

  it('defaults to batches of 20', async () => {
    expect(DEFAULT_MAX_EVENT_BATCH_COUNT).toBe(20);
    const { buffer, server } = setup({ flushAtCount: 10_000 });
    buffer.start();
    for (const item of events(1, 41)) buffer.add(item);
    await buffer.flush('background');
    expect(server.batches.map((batch) => batch.length)).toEqual([20, 20, 1]);
  });

  it('reads the batch size again for each batch', async () => {
    let size = 2;
    const { buffer, server } = setup({ maxBatchSize: () => size++, flushAtCount: 10_000 });
    buffer.start();
    for (const item of events(1, 9)) buffer.add(item);
    await buffer.flush('background');
    expect(server.batches.map((batch) => batch.length)).toEqual([2, 3, 4]);
  });

  it('keeps events with different batch keys in separate batches, in order', async () => {
    const { buffer, server } = setup({ batchKey: (item) => item.name, flushAtCount: 10_000 });
    buffer.start();
    buffer.add(event(1, 'a'));
    buffer.add(event(2, 'a'));
    buffer.add(event(3, 'b'));
    buffer.add(event(4, 'a'));
    await buffer.flush('background');
    expect(server.batches).toEqual([['event-1', 'event-2'], ['event-3'], ['event-4']]);
  });
});

describe('event buffer: one flush at a time', () => {
  it('never has two batches in flight; events added meanwhile follow in the same flush', async () => {
    const { buffer, server } = setup({ maxBatchSize: () => 10 });
    buffer.start();
    server.holdNext();
    for (const item of events(1, 10)) buffer.add(item);
    await settle();
    for (const item of events(11, 25)) buffer.add(item);
    const background = buffer.flush('background');
    await settle();
    expect(server.send).toHaveBeenCalledTimes(1);
    server.held[0]?.resolve();
    await background;
    expect(server.maxInFlight).toBe(1);
    expect(server.batches).toEqual([ids(events(1, 10)), ids(events(11, 20)), ids(events(21, 25))]);
  });

  it('gives a second flush request the promise of the one in flight', async () => {
    const { buffer, server } = setup();
    buffer.start();
    server.holdNext();
    buffer.add(event(1));
    const first = buffer.flush('launch');
    const second = buffer.flush('background');
    let secondDone = false;
    void second.then(() => {
      secondDone = true;
    });
    await settle();
    expect(secondDone).toBe(false);
    server.held[0]?.resolve();
    await Promise.all([first, second]);
    expect(server.send).toHaveBeenCalledTimes(1);
  });
});

describe('event buffer: failures', () => {
  it('re-queues a failed batch at the front, in order, before events added meanwhile', async () => {
    const { buffer, server } = setup({ maxBatchSize: () => 3 });
    buffer.start();
    server.holdNext();
    for (const item of events(1, 5)) buffer.add(item);
    const flushing = buffer.flush('background');
    await settle();
    buffer.add(event(6));
    server.held[0]?.reject(networkError('telemetry.events', new Error('reset')));
    await flushing;
    expect(ids(buffer.pending)).toEqual(ids(events(1, 6)));
  });

  it('re-sends a batch whose outcome is unknown with the same event ids, once per trigger', async () => {
    const { buffer, server } = setup();
    buffer.start();
    server.failNext(networkError('telemetry.events', new Error('dropped'), true));
    buffer.add(event(1));
    buffer.add(event(2));
    await buffer.flush('background');
    await buffer.flush('launch');
    expect(server.batches).toEqual([
      ['event-1', 'event-2'],
      ['event-1', 'event-2'],
    ]);
    expect(buffer.pending).toEqual([]);
  });

  it('never sends an accepted batch again', async () => {
    const { buffer, server } = setup({ maxBatchSize: () => 2 });
    buffer.start();
    server.failNext(undefined, serviceErrorFromBody(500, {}, 'telemetry.events'));
    for (const item of events(1, 4)) buffer.add(item);
    await buffer.flush('background');
    expect(server.batches).toEqual([
      ['event-1', 'event-2'],
      ['event-3', 'event-4'],
    ]);
    await buffer.flush('background');
    expect(server.batches[2]).toEqual(['event-3', 'event-4']);
    expect(server.batches.flat().filter((id) => id === 'event-1')).toHaveLength(1);
  });

  it.each([
    ['a network error', networkError('x.y', new Error('offline'))],
    ['a timeout', networkError('x.y', new Error('slow'), true)],
    ['a 500', serviceErrorFromBody(500, {}, 'x.y')],
    ['a 503', serviceErrorFromBody(503, {}, 'x.y')],
    ['a 429', serviceErrorFromBody(429, {}, 'x.y')],
    ['a 401', serviceErrorFromBody(401, {}, 'x.y')],
    ['a 403', serviceErrorFromBody(403, {}, 'x.y')],
    ['a disabled endpoint', genericError('telemetry.events is disabled', 'ENDPOINT_DISABLED')],
    ['a missing domain config', genericError('could not find the supplied domain config')],
    ['a plain error', new Error('?')],
  ])('keeps the batch after %s', async (_, error) => {
    const { buffer, server, warn } = setup();
    buffer.start();
    server.failNext(error);
    buffer.add(event(1));
    await buffer.flush('background');
    expect(ids(buffer.pending)).toEqual(['event-1']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('was not sent'), error);
  });

  it.each([400, 413, 422])(
    'drops a batch the server refused with %d and goes on',
    async (status) => {
      const { buffer, server, warn } = setup({ maxBatchSize: () => 1 });
      buffer.start();
      server.failNext(serviceErrorFromBody(status, { code: 'INVALID_PAYLOAD' }, 'x.y'));
      buffer.add(event(1));
      buffer.add(event(2));
      await buffer.flush('background');
      expect(server.batches).toEqual([['event-1'], ['event-2']]);
      expect(buffer.pending).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused'), expect.anything());
    },
  );

  it('counts a 2xx answer of an unexpected shape as delivered', async () => {
    const { buffer, server } = setup();
    buffer.start();
    server.failNext(
      genericError('telemetry.events answered in an unexpected shape', 'INVALID_RESPONSE'),
    );
    buffer.add(event(1));
    await buffer.flush('background');
    await buffer.flush('background');
    expect(server.batches).toEqual([['event-1']]);
  });

  it('does not hammer a disabled endpoint: new events do not retry until the next trigger', async () => {
    const { buffer, server } = setup();
    buffer.start();
    const disabled = genericError('telemetry.events is disabled', 'ENDPOINT_DISABLED');
    server.failNext(disabled, disabled, disabled);
    for (const item of events(1, 40)) buffer.add(item);
    await settle();
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(buffer.pending).toHaveLength(40);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(server.send).toHaveBeenCalledTimes(2);
    await buffer.flush('background');
    expect(server.send).toHaveBeenCalledTimes(3);
  });

  it('lets the count start flushes again after a successful one', async () => {
    const { buffer, server } = setup();
    buffer.start();
    server.failNext(new Error('offline'));
    for (const item of events(1, FLUSH_AT)) buffer.add(item);
    await settle();
    buffer.add(event(11));
    await settle();
    expect(server.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(server.send).toHaveBeenCalledTimes(2);
    for (const item of events(12, 11 + FLUSH_AT)) buffer.add(item);
    await settle();
    expect(server.send).toHaveBeenCalledTimes(3);
  });

  it('keeps a batch that is not ready queued without sending it', async () => {
    let ready = false;
    const { buffer, server } = setup({ prepare: (batch) => (ready ? batch : undefined) });
    buffer.start();
    buffer.add(event(1));
    await buffer.flush('background');
    expect(server.send).not.toHaveBeenCalled();
    expect(ids(buffer.pending)).toEqual(['event-1']);
    ready = true;
    await buffer.flush('background');
    expect(server.batches).toEqual([['event-1']]);
  });

  it('re-queues the prepared form of a batch, so a retry sends exactly the same events', async () => {
    let stamp = 'first';
    const { buffer, server } = setup({
      prepare: (batch) =>
        batch.map((item) => ({ ...item, attributes: { stamp: item.attributes.stamp ?? stamp } })),
    });
    buffer.start();
    server.failNext(new Error('offline'));
    buffer.add(event(1));
    await buffer.flush('background');
    stamp = 'second';
    await buffer.flush('background');
    expect(server.send.mock.calls.map(([batch]) => batch[0]?.attributes)).toEqual([
      { stamp: 'first' },
      { stamp: 'first' },
    ]);
  });

  it('never rejects, even when preparing a batch throws', async () => {
    const { buffer, warn } = setup({
      prepare: () => {
        throw new Error('bug');
      },
    });
    buffer.start();
    buffer.add(event(1));
    await expect(buffer.flush('background')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      'Test events: the flush stopped on an error',
      expect.any(Error),
    );
  });

  it('drops the oldest events beyond the queue limit', async () => {
    const { buffer, warn } = setup({ maxQueuedEvents: 3, flushAtCount: 100 });
    buffer.start();
    for (const item of events(1, 5)) buffer.add(item);
    expect(ids(buffer.pending)).toEqual(['event-3', 'event-4', 'event-5']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('oldest are dropped'));
  });
});

describe('event buffer: persistence', () => {
  it('writes to storage 500 ms after a change, once for a burst of events', async () => {
    expect(EVENT_PERSIST_DEBOUNCE_MS).toBe(500);
    const { buffer, setItem, stored } = setup();
    buffer.start();
    buffer.add(event(1));
    await vi.advanceTimersByTimeAsync(200);
    buffer.add(event(2));
    await vi.advanceTimersByTimeAsync(299);
    expect(setItem).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(ids(stored())).toEqual(['event-1', 'event-2']);
  });

  it('keeps nothing in storage for a session that is not authenticated', async () => {
    const { buffer, storage, setItem, session } = setup({ authenticated: false });
    storage.setItem(KEY, JSON.stringify([event(99)]));
    setItem.mockClear();
    buffer.start();
    expect(storage.getItem(KEY)).toBeNull();
    expect(buffer.pending).toEqual([]);
    buffer.add(event(1));
    await vi.advanceTimersByTimeAsync(EVENT_PERSIST_DEBOUNCE_MS);
    expect(setItem).not.toHaveBeenCalled();
    session.authenticated = true;
    buffer.add(event(2));
    await vi.advanceTimersByTimeAsync(EVENT_PERSIST_DEBOUNCE_MS);
    expect(JSON.parse(storage.getItem(KEY) ?? '')).toHaveLength(2);
  });

  it('forgets stored events at once when the session stops being authenticated', async () => {
    const { buffer, storage, session } = setup();
    buffer.start();
    buffer.add(event(1));
    await vi.advanceTimersByTimeAsync(EVENT_PERSIST_DEBOUNCE_MS);
    expect(storage.getItem(KEY)).not.toBeNull();
    session.authenticated = false;
    buffer.sessionChanged();
    expect(storage.getItem(KEY)).toBeNull();
    expect(ids(buffer.pending)).toEqual(['event-1']);
  });

  it('stores the batch in flight too, so a reload re-sends it with the same ids', async () => {
    const { buffer, server, stored } = setup();
    buffer.start();
    server.holdNext();
    buffer.add(event(1));
    void buffer.flush('background');
    buffer.add(event(2));
    await vi.advanceTimersByTimeAsync(EVENT_PERSIST_DEBOUNCE_MS);
    expect(ids(stored())).toEqual(['event-1', 'event-2']);
  });

  it('removes sent events from storage', async () => {
    const { buffer, storage } = setup();
    buffer.start();
    buffer.add(event(1));
    await vi.advanceTimersByTimeAsync(EVENT_PERSIST_DEBOUNCE_MS);
    await buffer.flush('background');
    await vi.advanceTimersByTimeAsync(EVENT_PERSIST_DEBOUNCE_MS);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('restores stored events on start, before events added since, without duplicates or unreadable ones', async () => {
    const { buffer, storage, server } = setup();
    storage.setItem(
      KEY,
      JSON.stringify([event(1), { id: 'broken' }, event(2), event(2), event(3)]),
    );
    buffer.add(event(3));
    buffer.add(event(4));
    buffer.start();
    expect(ids(buffer.pending)).toEqual(['event-1', 'event-2', 'event-3', 'event-4']);
    await buffer.flush('launch');
    expect(server.batches).toEqual([['event-1', 'event-2', 'event-3', 'event-4']]);
  });

  it.each(['not json', '{"events":[]}', 'null'])(
    'starts empty from an unreadable store: %s',
    (raw) => {
      const { buffer, storage } = setup();
      storage.setItem(KEY, raw);
      buffer.start();
      expect(buffer.pending).toEqual([]);
    },
  );

  it('does not overwrite stored events before start', async () => {
    const { buffer, storage, stored } = setup();
    storage.setItem(KEY, JSON.stringify([event(1)]));
    buffer.add(event(2));
    buffer.sessionChanged();
    await vi.advanceTimersByTimeAsync(EVENT_PERSIST_DEBOUNCE_MS);
    expect(ids(stored())).toEqual(['event-1']);
    buffer.start();
    await vi.advanceTimersByTimeAsync(EVENT_PERSIST_DEBOUNCE_MS);
    expect(ids(stored())).toEqual(['event-1', 'event-2']);
  });

  it('logs a storage that refuses the write and keeps the events in memory', async () => {
    const { buffer, setItem, warn } = setup();
    setItem.mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    buffer.start();
    buffer.add(event(1));
    await vi.advanceTimersByTimeAsync(EVENT_PERSIST_DEBOUNCE_MS);
    expect(warn).toHaveBeenCalledWith(
      `Unsent events could not be stored under ${KEY}`,
      expect.any(Error),
    );
    expect(ids(buffer.pending)).toEqual(['event-1']);
  });
});

describe('event buffer: dispose', () => {
  it('stops every timer and stores what is unsent', async () => {
    const { buffer, server, stored } = setup();
    buffer.start();
    buffer.add(event(1));
    expect(vi.getTimerCount()).toBe(2);
    buffer.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(ids(stored())).toEqual(['event-1']);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 10);
    expect(server.send).not.toHaveBeenCalled();
    buffer.add(event(2));
    await buffer.flush('background');
    expect(server.send).not.toHaveBeenCalled();
  });

  it('settles a batch in flight without arming timers or sending more', async () => {
    const { buffer, server, stored } = setup({ maxBatchSize: () => 1 });
    buffer.start();
    server.holdNext();
    buffer.add(event(1));
    buffer.add(event(2));
    const flushing = buffer.flush('background');
    await settle();
    buffer.dispose();
    server.held[0]?.reject(new Error('offline'));
    await flushing;
    expect(vi.getTimerCount()).toBe(0);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(ids(stored())).toEqual(['event-1', 'event-2']);
  });
});
