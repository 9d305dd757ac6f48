import { EVENT_PERSIST_DEBOUNCE_MS, USER_EVENT_LIMITS, userEventsBodySchema } from '@orbit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { eventConfig, fakeEventService, SERVER_ORIGIN } from './fake-event-service.testing.ts';
import { createUserEvents, MAX_QUEUED_USER_EVENTS } from './user-events.ts';

const SUBMIT_URL = `${SERVER_ORIGIN}/user-event/v1/events/submit`;
const THIRTY_MINUTES_MS = 30 * 60_000;

function setup(options: { config?: ReturnType<typeof eventConfig>; tokenId?: string } = {}) {
  const service = fakeEventService(options.config);
  const warn = vi.fn();
  const session = {
    authenticated: true,
    tokenId: 'tokenId' in options ? options.tokenId : 'token-A',
  };
  const userEvents = createUserEvents({
    caller: service.caller,
    config: service.configStore,
    runtime: service.runtime,
    isAuthenticated: () => session.authenticated,
    accessTokenId: () => session.tokenId,
    logger: { warn },
  });
  const record = (count: number) => {
    for (let index = 0; index < count; index++) userEvents.record({ name: 'page-viewed' });
  };
  return { service, userEvents, warn, session, record };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('user events', () => {
  it('flushes at 300 events, at least every 30 min, in batches of at most 1024 (spec 001 §9)', () => {
    expect(USER_EVENT_LIMITS).toEqual({
      flushAtCount: 300,
      minFlushIntervalMs: THIRTY_MINUTES_MS,
      maxBatchSize: 1024,
    });
  });

  it('sends nothing below 300 events, then the 300 as {events} to userEvent.submit', async () => {
    const { service, userEvents, record } = setup();
    userEvents.start();
    record(299);
    await settle();
    expect(service.fetch).not.toHaveBeenCalled();
    record(1);
    await settle();
    expect(service.requests).toHaveLength(1);
    const [request] = service.requests;
    expect(request?.url).toBe(SUBMIT_URL);
    expect(request?.method).toBe('POST');
    expect(z.strictObject(userEventsBodySchema.shape).safeParse(request?.body).success).toBe(true);
    expect(request?.body.events).toHaveLength(300);
  });

  it('flushes what is queued 30 min after the last flush', async () => {
    const { service, userEvents, record } = setup();
    userEvents.start();
    record(5);
    await vi.advanceTimersByTimeAsync(THIRTY_MINUTES_MS - 1);
    expect(service.fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(service.received).toBe(5);
  });

  it.each([
    { extras: {}, queued: 2_100, sizes: [1024, 1024, 52] },
    { extras: { maxEventBatchCount: 500 }, queued: 1_200, sizes: [500, 500, 200] },
    { extras: { maxEventBatchCount: 4_096 }, queued: 1_100, sizes: [1024, 76] },
  ])(
    'with $extras sends $queued events in batches of $sizes',
    async ({ extras, queued, sizes }) => {
      const { service, userEvents, record } = setup({
        config: eventConfig({ extras: { userEvent: extras } }),
      });
      userEvents.start();
      service.failNext(503);
      record(queued);
      await settle();
      expect(userEvents.pending).toHaveLength(queued);
      await userEvents.flush('background');
      expect(
        service
          .batches()
          .slice(1)
          .map((batch) => batch.length),
      ).toEqual(sizes);
    },
  );

  it('gives each event the id of the access token it was recorded under', async () => {
    const { service, userEvents, session } = setup();
    userEvents.start();
    userEvents.record({ name: 'first' });
    session.tokenId = 'token-B';
    userEvents.record({ name: 'second' });
    await userEvents.flush('background');
    expect(service.requests[0]?.body.events).toEqual([
      expect.objectContaining({ name: 'first', eventTokenId: 'token-A' }),
      expect.objectContaining({ name: 'second', eventTokenId: 'token-B' }),
    ]);
  });

  it('keeps events queued while there is no access token, then sends them with the new one', async () => {
    const { service, userEvents, session, record } = setup({ tokenId: undefined });
    userEvents.start();
    record(300);
    await settle();
    await userEvents.flush('background');
    await vi.advanceTimersByTimeAsync(THIRTY_MINUTES_MS);
    expect(service.fetch).not.toHaveBeenCalled();
    expect(userEvents.pending).toHaveLength(300);
    expect(userEvents.pending[0]?.eventTokenId).toBeUndefined();
    session.tokenId = 'token-C';
    await userEvents.flush('launch');
    expect(service.received).toBe(300);
    expect(
      service.requests[0]?.body.events?.every(
        (event) => (event as { eventTokenId?: string }).eventTokenId === 'token-C',
      ),
    ).toBe(true);
  });

  it('re-sends a failed batch with the same ids and token ids', async () => {
    const { service, userEvents, session } = setup();
    userEvents.start();
    service.failNext('network');
    userEvents.record({ name: 'a' });
    await userEvents.flush('background');
    session.tokenId = 'token-rotated';
    await userEvents.flush('background');
    expect(service.requests[1]?.body).toEqual(service.requests[0]?.body);
    expect(service.answers[1]).toEqual({ accepted: 0, duplicates: 1 });
  });

  it('keeps events queued while the endpoint is disabled', async () => {
    const { service, userEvents, record, warn } = setup({
      config: eventConfig({ disabled: ['userEvent.submit'] }),
    });
    userEvents.start();
    record(600);
    await settle();
    expect(service.fetch).not.toHaveBeenCalled();
    expect(userEvents.pending).toHaveLength(600);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: 'userEvent.submit is disabled' }),
    );
  });

  it('stores unsent events under the user events key for an authenticated session only', async () => {
    const { service, userEvents, session } = setup();
    userEvents.start();
    userEvents.record({ name: 'a' });
    await vi.advanceTimersByTimeAsync(EVENT_PERSIST_DEBOUNCE_MS);
    expect(JSON.parse(service.storage.getItem(STORAGE_KEYS.userEvents) ?? '[]')).toEqual([
      expect.objectContaining({ name: 'a', eventTokenId: 'token-A' }),
    ]);
    session.authenticated = false;
    userEvents.sessionChanged();
    expect(service.storage.getItem(STORAGE_KEYS.userEvents)).toBeNull();
  });

  it('restores stored events on start, with or without their token id', async () => {
    const { service, userEvents } = setup();
    service.storage.setItem(
      STORAGE_KEYS.userEvents,
      JSON.stringify([
        {
          id: 'stored-1',
          name: 'a',
          occurredAt: '2026-01-01T00:00:00.000Z',
          attributes: {},
          eventTokenId: 'old',
        },
        { id: 'stored-2', name: 'b', occurredAt: '2026-01-01T00:00:00.000Z', attributes: {} },
        { id: 'stored-3', name: 'c', occurredAt: '2026-01-01T00:00:00.000Z', eventTokenId: '' },
      ]),
    );
    userEvents.start();
    await userEvents.flush('launch');
    expect(service.requests[0]?.body.events).toEqual([
      expect.objectContaining({ id: 'stored-1', eventTokenId: 'old' }),
      expect.objectContaining({ id: 'stored-2', eventTokenId: 'token-A' }),
    ]);
  });

  it('refuses an event that breaks the rules', () => {
    const { userEvents, warn } = setup();
    expect(userEvents.record({ name: 'x'.repeat(200) })).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('breaks the event rules'));
  });

  it('bounds the unsent events it keeps', () => {
    expect(MAX_QUEUED_USER_EVENTS).toBe(5_120);
  });
});
