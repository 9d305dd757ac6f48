import { EVENT_PERSIST_DEBOUNCE_MS, PLAYBACK_TELEMETRY_LIMITS } from '@orbit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { eventConfig, fakeEventService, SERVER_ORIGIN } from './fake-event-service.testing.ts';
import {
  createPlaybackTelemetry,
  MAX_QUEUED_PLAYBACK_EVENTS,
  type PlaybackEventVersion,
} from './playback-telemetry.ts';

const ACTIONS_URL = `${SERVER_ORIGIN}/telemetry/v2/actions`;
const EVENTS_URL = `${SERVER_ORIGIN}/telemetry/v2/events`;

function setup(options: { config?: ReturnType<typeof eventConfig>; authenticated?: boolean } = {}) {
  const service = fakeEventService(options.config);
  const warn = vi.fn();
  const session = { authenticated: options.authenticated ?? true };
  const telemetry = createPlaybackTelemetry({
    caller: service.caller,
    config: service.configStore,
    runtime: service.runtime,
    isAuthenticated: () => session.authenticated,
    logger: { warn },
  });
  const record = (count: number, version: PlaybackEventVersion = 'v3') => {
    for (let index = 0; index < count; index++) telemetry.record({ name: 'played', version });
  };
  return { service, telemetry, warn, session, record };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('playback telemetry', () => {
  it('flushes at 10 events, at least every 10 s, in batches of at most 20 (spec 001 §9)', () => {
    expect(PLAYBACK_TELEMETRY_LIMITS).toEqual({
      flushAtCount: 10,
      minFlushIntervalMs: 10_000,
      maxBatchSize: 20,
    });
  });

  it('sends nothing below 10 events, then the 10 as one v3 batch to telemetry.events', async () => {
    const { service, telemetry, record } = setup();
    telemetry.start();
    record(9);
    await settle();
    expect(service.fetch).not.toHaveBeenCalled();
    record(1);
    await settle();
    expect(service.requests).toHaveLength(1);
    const [request] = service.requests;
    expect(request?.url).toBe(EVENTS_URL);
    expect(request?.method).toBe('POST');
    expect(Object.keys(request?.body ?? {})).toEqual(['events']);
    expect(request?.body.events).toHaveLength(10);
    expect(request?.body.events?.[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      name: 'played',
      occurredAt: '2026-01-01T00:00:00.000Z',
      attributes: {},
    });
  });

  it('sends v2 events to telemetry.actions as {actions}', async () => {
    const { service, telemetry, record } = setup();
    telemetry.start();
    record(10, 'v2');
    await settle();
    expect(service.requests[0]?.url).toBe(ACTIONS_URL);
    expect(Object.keys(service.requests[0]?.body ?? {})).toEqual(['actions']);
    expect(service.requests[0]?.body.actions).toHaveLength(10);
  });

  it('keeps the order across versions, one endpoint per batch', async () => {
    const { service, telemetry, record } = setup();
    telemetry.start();
    record(2, 'v2');
    record(3, 'v3');
    record(1, 'v2');
    await telemetry.flush('background');
    expect(
      service.requests.map((request) => [request.url, Object.values(request.body)[0]?.length]),
    ).toEqual([
      [ACTIONS_URL, 2],
      [EVENTS_URL, 3],
      [ACTIONS_URL, 1],
    ]);
  });

  it('flushes what is queued 10 s after the last flush', async () => {
    const { service, telemetry, record } = setup();
    telemetry.start();
    record(3);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(service.fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(service.batches()).toEqual([expect.any(Array)]);
    expect(service.received).toBe(3);
  });

  it.each([
    { extras: {}, queued: 45, sizes: [20, 20, 5] },
    { extras: { maxEventBatchCount: 8 }, queued: 20, sizes: [8, 8, 4] },
    { extras: { maxEventBatchCount: 100 }, queued: 45, sizes: [20, 20, 5] },
  ])(
    'with $extras sends $queued events in batches of $sizes',
    async ({ extras, queued, sizes }) => {
      const { service, telemetry, record } = setup({
        config: eventConfig({ extras: { telemetry: extras } }),
      });
      telemetry.start();
      // The first batch (taken at the 10th event) fails, so the count starts no more flushes.
      service.failNext(503);
      record(queued);
      await settle();
      expect(telemetry.pending).toHaveLength(queued);
      await telemetry.flush('background');
      expect(
        service
          .batches()
          .slice(1)
          .map((batch) => batch.length),
      ).toEqual(sizes);
    },
  );

  it('keeps events queued while the endpoint is disabled, without calling it again on each event', async () => {
    const { service, telemetry, record, warn } = setup({
      config: eventConfig({ disabled: ['telemetry.events'] }),
    });
    telemetry.start();
    record(30);
    await settle();
    expect(service.fetch).not.toHaveBeenCalled();
    expect(telemetry.pending).toHaveLength(30);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('was not sent'),
      expect.objectContaining({ message: 'telemetry.events is disabled' }),
    );
    const warnings = warn.mock.calls.length;
    record(30);
    await settle();
    expect(warn.mock.calls.length).toBe(warnings);
    service.configStore.supply(eventConfig(), 1);
    await vi.advanceTimersByTimeAsync(PLAYBACK_TELEMETRY_LIMITS.minFlushIntervalMs);
    expect(service.received).toBe(60);
    expect(telemetry.pending).toEqual([]);
  });

  it('re-sends a batch lost on the way back with the same ids; the server counts it once', async () => {
    const { service, telemetry, record } = setup();
    telemetry.start();
    service.failNext('network');
    record(10);
    await settle();
    expect(telemetry.pending).toHaveLength(10);
    await telemetry.flush('background');
    const [first, second] = service.batches();
    expect(second).toEqual(first);
    expect(service.received).toBe(10);
    expect(service.answers).toEqual([
      { accepted: 10, duplicates: 0 },
      { accepted: 0, duplicates: 10 },
    ]);
  });

  it('does not retry a 5xx itself: POST is not idempotent; the next trigger re-sends', async () => {
    const { service, telemetry, record } = setup();
    telemetry.start();
    service.failNext(500);
    record(10);
    await settle();
    expect(service.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PLAYBACK_TELEMETRY_LIMITS.minFlushIntervalMs);
    expect(service.fetch).toHaveBeenCalledTimes(2);
    expect(service.received).toBe(10);
  });

  it('stores unsent events under the playback key for an authenticated session only', async () => {
    const { service, telemetry, record, session } = setup();
    telemetry.start();
    record(2);
    await vi.advanceTimersByTimeAsync(EVENT_PERSIST_DEBOUNCE_MS);
    const stored = JSON.parse(service.storage.getItem(STORAGE_KEYS.playbackEvents) ?? '[]');
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ name: 'played', version: 'v3' });
    session.authenticated = false;
    telemetry.sessionChanged();
    expect(service.storage.getItem(STORAGE_KEYS.playbackEvents)).toBeNull();
  });

  it('restores the events of an authenticated session on start and sends them at launch', async () => {
    const first = setup();
    first.telemetry.start();
    first.record(3, 'v2');
    first.telemetry.dispose();
    const stored = first.service.storage.getItem(STORAGE_KEYS.playbackEvents);

    const second = setup();
    second.service.storage.setItem(STORAGE_KEYS.playbackEvents, stored ?? '');
    second.telemetry.start();
    await second.telemetry.flush('launch');
    expect(second.service.requests[0]?.url).toBe(ACTIONS_URL);
    expect(second.service.batches()[0]).toEqual(first.telemetry.pending.map((event) => event.id));
  });

  it('refuses an event that breaks the rules, and says so', () => {
    const { telemetry, warn } = setup();
    expect(telemetry.record({ name: '', version: 'v3' })).toBeUndefined();
    expect(telemetry.pending).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Playback event  breaks the event rules; it is not recorded');
  });

  it('stamps events with the clock it is given', () => {
    const service = fakeEventService();
    const telemetry = createPlaybackTelemetry({
      caller: service.caller,
      config: service.configStore,
      runtime: service.runtime,
      isAuthenticated: () => true,
      logger: { warn: vi.fn() },
      now: () => Date.UTC(2030, 5, 1),
    });
    expect(telemetry.record({ name: 'played', version: 'v3' })?.occurredAt).toBe(
      '2030-06-01T00:00:00.000Z',
    );
  });

  it('bounds the unsent events it keeps', () => {
    expect(MAX_QUEUED_PLAYBACK_EVENTS).toBe(500);
  });
});
