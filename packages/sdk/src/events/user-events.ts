import {
  clientEventSchema,
  eventBatchReceiptSchema,
  USER_EVENT_LIMITS,
  type UserEvent,
  userEventSchema,
} from '@orbit/domain';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { maxBatchSizeFrom } from './batch-size.ts';
import { type ClientEventInput, newClientEvent } from './client-event.ts';
import { EventBuffer } from './event-buffer.ts';
import type { EventQueue, EventQueueDeps } from './event-queue.ts';
import { storageEventStore } from './event-store.ts';

/** A user event before it is sent: recorded without an access token, it has no token id yet. */
export const queuedUserEventSchema = z.extend(clientEventSchema, {
  eventTokenId: z.optional(userEventSchema.shape.eventTokenId),
});
export type QueuedUserEvent = z.infer<typeof queuedUserEventSchema>;

/** Beyond 5 full batches the oldest unsent user events go. Not a spec number: it bounds storage. */
export const MAX_QUEUED_USER_EVENTS = 5 * USER_EVENT_LIMITS.maxBatchSize;

export interface UserEventsDeps extends EventQueueDeps {
  /** The id of the session's current access token, if there is one. */
  accessTokenId(): string | undefined;
}

export type UserEvents = EventQueue<ClientEventInput, QueuedUserEvent, QueuedUserEvent>;

/**
 * User events (spec 001 §7, §9): flushed at 300 events or 30 min after the last flush, in batches
 * of at most 1024, to `userEvent.submit` as `{events}`. Each event carries the id of the access
 * token it was recorded under; one recorded without a token takes the token of its sending, and
 * with no token at all the events wait.
 */
export function createUserEvents(deps: UserEventsDeps): UserEvents {
  const { caller, config, runtime, logger, accessTokenId } = deps;
  const buffer = new EventBuffer<QueuedUserEvent, UserEvent>({
    name: 'User events',
    flushAtCount: USER_EVENT_LIMITS.flushAtCount,
    minFlushIntervalMs: USER_EVENT_LIMITS.minFlushIntervalMs,
    maxBatchSize: () =>
      maxBatchSizeFrom(config.config?.domains.userEvent?.extras, {
        fallback: USER_EVENT_LIMITS.maxBatchSize,
        hardMax: USER_EVENT_LIMITS.maxBatchSize,
      }),
    maxQueuedEvents: MAX_QUEUED_USER_EVENTS,
    store: storageEventStore(
      runtime.storage,
      STORAGE_KEYS.userEvents,
      queuedUserEventSchema,
      logger,
    ),
    timers: runtime.timers,
    isAuthenticated: deps.isAuthenticated,
    prepare: (batch) => {
      const tokenId = accessTokenId();
      if (!tokenId) return undefined;
      return batch.map((event) => ({ ...event, eventTokenId: event.eventTokenId ?? tokenId }));
    },
    send: async (events) => {
      await caller.call('userEvent', 'submit', { body: { events } }, eventBatchReceiptSchema);
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
        logger.warn(`User event ${input.name} breaks the event rules; it is not recorded`);
        return undefined;
      }
      const tokenId = accessTokenId();
      const queued: QueuedUserEvent = tokenId ? { ...event, eventTokenId: tokenId } : event;
      buffer.add(queued);
      return queued;
    },
    flush: (trigger) => buffer.flush(trigger),
    sessionChanged: () => buffer.sessionChanged(),
    get pending() {
      return buffer.pending;
    },
    dispose: () => buffer.dispose(),
  };
}
