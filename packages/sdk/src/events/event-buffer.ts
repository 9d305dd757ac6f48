import { DEFAULT_MAX_EVENT_BATCH_COUNT, EVENT_PERSIST_DEBOUNCE_MS } from '@orbit/domain';
import type { TimerHandle, Timers } from '../runtime/runtime.ts';
import { failedDelivery } from './delivery-outcome.ts';
import type { EventLogger } from './event-logger.ts';
import type { EventStore } from './event-store.ts';

/** What can start a flush (spec 001 §9): the count, the interval, the app going to the background, the app launching. */
export type FlushTrigger = 'count' | 'interval' | 'background' | 'launch';

export interface QueuedEvent {
  /** Kept through every retry and reload: the server deduplicates by it. */
  id: string;
}

export interface EventBufferOptions<E extends QueuedEvent, S extends E = E> {
  /** Names the buffer in logs. */
  name: string;
  /** Queued events that start a flush at once. */
  flushAtCount: number;
  /** A flush starts at the latest this long after the previous one. */
  minFlushIntervalMs: number;
  /** Events per request; read at each batch because the config may change. 20 by default. */
  maxBatchSize?: () => number;
  /** Beyond this, the oldest events are dropped: storage and memory are not unlimited. */
  maxQueuedEvents: number;
  store: EventStore<E>;
  timers: Timers;
  /** Unsent events are kept in storage only for authenticated sessions (spec 001 §6). */
  isAuthenticated(): boolean;
  /**
   * Readies a batch for sending; undefined keeps it queued until the next trigger (a user event
   * without an access token). What it returns replaces the batch if the batch has to be re-queued.
   */
  prepare?: (batch: readonly E[]) => readonly S[] | undefined;
  /** Events of one batch share this key (the playback event version picks the endpoint). */
  batchKey?: (event: E) => string;
  /** Sends one batch; resolves once the server has it. */
  send(batch: readonly S[]): Promise<void>;
  logger: EventLogger;
}

/**
 * Queues events and sends them in batches (spec 001 §4, §9). One flush runs at a time and drains
 * the queue batch after batch. A batch that fails goes back to the front of the queue in order,
 * with the same event ids; a batch the server took is never sent again. After a failure, the
 * count no longer starts flushes — only the interval, the background and the launch do — so a
 * broken or disabled endpoint is not hammered by every new event.
 */
export class EventBuffer<E extends QueuedEvent, S extends E = E> {
  private queue: E[] = [];
  private inFlight: readonly S[] = [];
  private flight: Promise<void> | undefined;
  private started = false;
  private disposed = false;
  private lastFlushFailed = false;
  private intervalTimer: TimerHandle | undefined;
  private persistTimer: TimerHandle | undefined;

  constructor(private readonly options: EventBufferOptions<E, S>) {}

  /** Restores the events stored by an authenticated session and starts the interval. */
  start(): void {
    if (this.started || this.disposed) return;
    this.started = true;
    this.restore();
    if (this.queue.length > 0) this.schedulePersist();
    this.armInterval();
  }

  /** Queues an event; after dispose it is ignored, as nothing would ever send it. */
  add(event: E): void {
    if (this.disposed) return;
    this.queue.push(event);
    this.dropOverflow();
    this.schedulePersist();
    if (this.queue.length >= this.options.flushAtCount && !this.lastFlushFailed) {
      void this.requestFlush('count');
    }
  }

  /** Flushes now; resolves when the queue is drained or a batch failed. Never rejects. */
  flush(trigger: 'background' | 'launch'): Promise<void> {
    return this.requestFlush(trigger);
  }

  /** The session changed: store or forget the unsent events at once, as it now allows. */
  sessionChanged(): void {
    this.persistNow();
  }

  /** Events not yet accepted by the server, in sending order. */
  get pending(): readonly E[] {
    return [...this.inFlight, ...this.queue];
  }

  /** Stops the timers, storing what is unsent. A send in flight still settles its batch. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.clearTimer('intervalTimer');
    this.clearTimer('persistTimer');
    this.persistNow();
  }

  private requestFlush(trigger: FlushTrigger): Promise<void> {
    if (!this.started || this.disposed) return Promise.resolve();
    // A flush in flight drains the queue, events added meanwhile included.
    if (this.flight) return this.flight;
    this.flight = this.drain(trigger)
      .catch((error: unknown) => {
        this.options.logger.warn(`${this.options.name}: the flush stopped on an error`, error);
      })
      .finally(() => {
        this.flight = undefined;
        if (!this.disposed) this.armInterval();
      });
    return this.flight;
  }

  private async drain(trigger: FlushTrigger): Promise<void> {
    while (this.queue.length > 0 && !this.disposed) {
      const batch = this.takeBatch();
      if (!batch) return;
      try {
        await this.options.send(batch);
        this.settle();
      } catch (error) {
        const outcome = failedDelivery(error);
        if (outcome === 'delivered') {
          this.settle();
          continue;
        }
        if (outcome === 'refused') {
          this.options.logger.warn(
            `${this.options.name}: the server refused a batch of ${batch.length} events; they are dropped`,
            error,
          );
          this.settle();
          continue;
        }
        this.inFlight = [];
        this.queue.unshift(...batch);
        this.lastFlushFailed = true;
        this.options.logger.warn(
          `${this.options.name}: a batch of ${batch.length} events was not sent (${trigger}); it waits for the next flush`,
          error,
        );
        this.afterChange();
        return;
      }
    }
  }

  /** The batch in flight is done with, one way or another. */
  private settle(): void {
    this.inFlight = [];
    this.lastFlushFailed = false;
    this.afterChange();
  }

  private afterChange(): void {
    if (this.disposed) this.persistNow();
    else this.schedulePersist();
  }

  /** Moves the next batch from the queue to the flight, or leaves it queued when it is not ready. */
  private takeBatch(): readonly S[] | undefined {
    const size = Math.max(
      1,
      Math.floor(this.options.maxBatchSize?.() ?? DEFAULT_MAX_EVENT_BATCH_COUNT),
    );
    const candidates = this.leadingRun(size);
    const batch = this.options.prepare
      ? this.options.prepare(candidates)
      : (candidates as readonly E[] as readonly S[]);
    if (!batch || batch.length !== candidates.length) return undefined;
    this.queue.splice(0, candidates.length);
    this.inFlight = batch;
    return batch;
  }

  /** Up to `size` events from the front of the queue that may travel together. */
  private leadingRun(size: number): E[] {
    const { batchKey } = this.options;
    const first = this.queue[0];
    if (!batchKey || first === undefined) return this.queue.slice(0, size);
    const key = batchKey(first);
    const run: E[] = [];
    for (const event of this.queue) {
      if (run.length === size || batchKey(event) !== key) break;
      run.push(event);
    }
    return run;
  }

  private restore(): void {
    if (!this.options.isAuthenticated()) {
      // Events left by an authenticated session must not be sent under another one.
      this.options.store.clear();
      return;
    }
    const known = new Set(this.pending.map((event) => event.id));
    const restored = this.options.store.load().filter((event) => {
      if (known.has(event.id)) return false;
      known.add(event.id);
      return true;
    });
    // Stored events are older than any added since the page loaded.
    this.queue = [...restored, ...this.queue];
    this.dropOverflow();
  }

  private dropOverflow(): void {
    const excess = this.inFlight.length + this.queue.length - this.options.maxQueuedEvents;
    if (excess <= 0) return;
    this.queue.splice(0, Math.min(excess, this.queue.length));
    this.options.logger.warn(
      `${this.options.name}: more than ${this.options.maxQueuedEvents} unsent events; the ${excess} oldest are dropped`,
    );
  }

  private armInterval(): void {
    this.clearTimer('intervalTimer');
    this.intervalTimer = this.options.timers.setTimeout(() => {
      this.intervalTimer = undefined;
      void this.requestFlush('interval');
    }, this.options.minFlushIntervalMs);
  }

  /** At most one write per 500 ms, at most 500 ms after the first change. */
  private schedulePersist(): void {
    if (this.persistTimer !== undefined || this.disposed) return;
    this.persistTimer = this.options.timers.setTimeout(() => {
      this.persistTimer = undefined;
      this.persistNow();
    }, EVENT_PERSIST_DEBOUNCE_MS);
  }

  private persistNow(): void {
    this.clearTimer('persistTimer');
    // Before start the stored events are not loaded yet: writing now would overwrite them.
    if (!this.started) return;
    if (this.options.isAuthenticated()) this.options.store.save(this.pending);
    else this.options.store.clear();
  }

  private clearTimer(which: 'intervalTimer' | 'persistTimer'): void {
    const handle = this[which];
    if (handle !== undefined) this.options.timers.clearTimeout(handle);
    this[which] = undefined;
  }
}
