import {
  type ClientEvent,
  clientEventSchema,
  eventBatchReceiptSchema,
  PLAYBACK_EVENT_VERSIONS,
  PLAYBACK_TELEMETRY_LIMITS,
} from '@orbit/domain';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { maxBatchSizeFrom } from './batch-size.ts';
import { type ClientEventInput, newClientEvent } from './client-event.ts';
import { EventBuffer } from './event-buffer.ts';
import type { EventQueue, EventQueueDeps } from './event-queue.ts';
import { storageEventStore } from './event-store.ts';

export type PlaybackEventVersion = (typeof PLAYBACK_EVENT_VERSIONS)[number];

/** A playback event and the version that decides where it goes: v2 actions, v3 events. */
export const queuedPlaybackEventSchema = z.extend(clientEventSchema, {
  version: z.enum(PLAYBACK_EVENT_VERSIONS),
});
export type QueuedPlaybackEvent = z.infer<typeof queuedPlaybackEventSchema>;

export interface PlaybackEventInput extends ClientEventInput {
  version: PlaybackEventVersion;
}

/**
 * Unsent events are kept while the service is away; beyond 25 full batches the oldest go. Not a
 * spec number: it bounds storage at a few hundred kilobytes.
 */
export const MAX_QUEUED_PLAYBACK_EVENTS = 25 * PLAYBACK_TELEMETRY_LIMITS.maxBatchSize;

export type PlaybackTelemetryDeps = EventQueueDeps;

export type PlaybackTelemetry = EventQueue<PlaybackEventInput, ClientEvent, QueuedPlaybackEvent>;

/**
 * Playback telemetry (spec 001 §7, §9): flushed at 10 events or 10 s after the last flush, in
 * batches of at most 20; v2 events go to `telemetry.actions` as `{actions}`, v3 events to
 * `telemetry.events` as `{events}`.
 */
export function createPlaybackTelemetry(deps: PlaybackTelemetryDeps): PlaybackTelemetry {
  const { caller, config, runtime, logger } = deps;
  const buffer = new EventBuffer<QueuedPlaybackEvent>({
    name: 'Playback telemetry',
    flushAtCount: PLAYBACK_TELEMETRY_LIMITS.flushAtCount,
    minFlushIntervalMs: PLAYBACK_TELEMETRY_LIMITS.minFlushIntervalMs,
    maxBatchSize: () =>
      maxBatchSizeFrom(config.config?.domains.telemetry?.extras, {
        fallback: PLAYBACK_TELEMETRY_LIMITS.maxBatchSize,
        hardMax: PLAYBACK_TELEMETRY_LIMITS.maxBatchSize,
      }),
    maxQueuedEvents: MAX_QUEUED_PLAYBACK_EVENTS,
    store: storageEventStore(
      runtime.storage,
      STORAGE_KEYS.playbackEvents,
      queuedPlaybackEventSchema,
      logger,
    ),
    timers: runtime.timers,
    isAuthenticated: deps.isAuthenticated,
    batchKey: (event) => event.version,
    send: async (batch) => {
      const version = batch[0]?.version;
      const events = batch.map(({ version: _, ...event }) => event);
      if (version === 'v2') {
        await caller.call(
          'telemetry',
          'actions',
          { body: { actions: events } },
          eventBatchReceiptSchema,
        );
      } else {
        await caller.call('telemetry', 'events', { body: { events } }, eventBatchReceiptSchema);
      }
    },
    logger,
  });

  return {
    start: () => buffer.start(),
    record(input) {
      const event = newClientEvent(input, {
        now: deps.now ?? (() => runtime.now()),
        randomBytes: runtime.randomBytes,
      });
      if (!event) {
        logger.warn(`Playback event ${input.name} breaks the event rules; it is not recorded`);
        return undefined;
      }
      buffer.add({ ...event, version: input.version });
      return event;
    },
    flush: (trigger) => buffer.flush(trigger),
    sessionChanged: () => buffer.sessionChanged(),
    get pending() {
      return buffer.pending;
    },
    dispose: () => buffer.dispose(),
  };
}
