import {
  type ApplicationConfig,
  CLOCK_LIMITS,
  type ClockSource,
  metronomeResponseSchema,
  type TimeUpdatedEvent,
} from '@orbit/domain';
import { genericError } from '../http/sdk-errors.ts';
import type { ServiceCaller } from '../http/service-caller.ts';
import { randomId } from '../runtime/random-id.ts';
import type { SdkRuntime, TimerHandle } from '../runtime/runtime.ts';
import { clockSettingsFrom } from './clock-settings.ts';
import { LatencyBuffer } from './latency-buffer.ts';
import type { LogicalClock } from './logical-clock.ts';
import { estimateServerTimeMs, validServerTime } from './server-time.ts';
import {
  DRIFT_CHECK_INTERVAL_MS,
  INITIAL_FILL_SAMPLE_GAP_MS,
  initialFillRetryDelayMs,
  resyncRetryDelayMs,
} from './sync-schedule.ts';
import { SynchronisedClock } from './synchronised-clock.ts';
import { timeUpdatedEvent } from './time-updated-event.ts';

export interface ClockLogger {
  warn(message: string, error?: unknown): void;
}

export type TimeUpdatedListener = (event: TimeUpdatedEvent) => void;

export interface TimeSyncDeps {
  caller: Pick<ServiceCaller, 'call'>;
  config: { readonly config: ApplicationConfig | undefined };
  runtime: Pick<SdkRuntime, 'timers' | 'now' | 'randomBytes'>;
  logicalClock: Pick<LogicalClock, 'current'>;
  logger: ClockLogger;
  /** A clock that only moves forward (`performance.now()` by default). */
  monotonicNow?: () => number;
  driftCheckIntervalMs?: number;
}

export interface TimeSync {
  /** Polls the time service 5 s from now, then keeps the clock synchronised. */
  start(): void;
  /** Stops every timer; nothing fires afterwards. */
  dispose(): void;
  /** The time of the clock in use, epoch ms. */
  now(): number;
  usingClock(): ClockSource;
  onTimeUpdated(listener: TimeUpdatedListener): () => void;
  /** Re-synchronises now if the clocks have drifted apart (the host may call it on wake-up). */
  checkDrift(): void;
}

/**
 * - `filling`: collecting the first latency samples; failures retried forever.
 * - `steady`: synchronised, waiting for the next poll; drift is watched.
 * - `resyncing`: a poll or a drift re-sync runs or waits to retry; drift checks are suspended.
 * - `gaveUp`: a re-sync spent its retries; nothing happens until the next poll, not even a drift
 *   re-sync, which would otherwise start the same round of retries again every minute.
 */
type SyncPhase = 'idle' | 'filling' | 'steady' | 'resyncing' | 'gaveUp' | 'disposed';

/**
 * Server-synchronised time (spec 001 §4, §7, §9): polls `time.metronome` 5 s after start and every
 * 30 min after the initial fill, measures each round trip, and keeps the clock in use — the system
 * clock until it is 5 s off the server's, then the internal clock.
 */
export function createTimeSync(deps: TimeSyncDeps): TimeSync {
  const { caller, config, runtime, logicalClock, logger } = deps;
  const { timers } = runtime;
  const monotonicNow = deps.monotonicNow ?? (() => globalThis.performance.now());
  const clock = new SynchronisedClock({ systemNow: () => runtime.now(), monotonicNow });
  const latencies = new LatencyBuffer();
  const listeners = new Set<TimeUpdatedListener>();
  let phase: SyncPhase = 'idle';
  let failuresInARow = 0;
  let syncTimer: TimerHandle | undefined;
  let driftTimer: TimerHandle | undefined;

  function scheduleSync(delayMs: number): void {
    cancelSync();
    syncTimer = timers.setTimeout(() => {
      syncTimer = undefined;
      void attemptSync();
    }, delayMs);
  }

  function cancelSync(): void {
    if (syncTimer !== undefined) timers.clearTimeout(syncTimer);
    syncTimer = undefined;
  }

  async function attemptSync(): Promise<void> {
    if (phase === 'steady' || phase === 'gaveUp') phase = 'resyncing';
    try {
      await synchroniseOnce();
      if (isDisposed()) return;
      failuresInARow = 0;
      if (phase === 'filling' && !latencies.isFull) {
        scheduleSync(INITIAL_FILL_SAMPLE_GAP_MS);
        return;
      }
      phase = 'steady';
      scheduleSync(CLOCK_LIMITS.pollMs);
    } catch (error) {
      if (isDisposed()) return;
      failuresInARow += 1;
      logger.warn('The clock update failed; it will be retried', error);
      if (phase === 'filling') {
        scheduleSync(initialFillRetryDelayMs(failuresInARow));
        return;
      }
      const retryInMs = resyncRetryDelayMs(failuresInARow);
      if (retryInMs !== undefined) {
        scheduleSync(retryInMs);
        return;
      }
      logger.warn(
        `The clock gave up after ${CLOCK_LIMITS.driftRetryCount} retries until the next poll`,
      );
      failuresInARow = 0;
      phase = 'gaveUp';
      scheduleSync(CLOCK_LIMITS.pollMs);
    }
  }

  async function synchroniseOnce(): Promise<void> {
    const settings = clockSettingsFrom(config.config);
    const sentAtMs = monotonicNow();
    const response = await caller.call('time', 'metronome', {}, metronomeResponseSchema);
    const arrivedAtMs = monotonicNow();
    const systemTimeMs = runtime.now();
    if (isDisposed()) return;
    const serverTimeMs = validServerTime(response.data.time);
    const latencyMs = arrivedAtMs - sentAtMs;
    if (!latencies.add(latencyMs, settings.maxTwoWayLatencyMs / 2)) {
      throw genericError(
        `a round trip of ${latencyMs} ms is too slow to set the clock by`,
        'LATENCY_SAMPLE_IGNORED',
      );
    }
    const averageLatencyMs = latencies.averageMs() ?? latencyMs;
    const internalClockTimeMs = estimateServerTimeMs(serverTimeMs, averageLatencyMs);
    const usingClock = clock.synchronise(
      { serverTimeMs: internalClockTimeMs, systemTimeMs, monotonicMs: arrivedAtMs },
      settings.maxDiscrepancyMs,
    );
    const applicationConfig = config.config;
    announce(
      timeUpdatedEvent({
        eventId: randomId(runtime.randomBytes),
        appId: applicationConfig?.applicationId ?? '',
        isTest: applicationConfig?.isTest ?? false,
        averageLatencyMs,
        clockAdjustmentMs: internalClockTimeMs - systemTimeMs,
        internalClockTimeMs,
        systemClockTimeMs: systemTimeMs,
        timeMs: usingClock === 'INTERNAL' ? internalClockTimeMs : systemTimeMs,
        logicalClock: logicalClock.current(),
        usingClock,
      }),
    );
  }

  function announce(event: TimeUpdatedEvent): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        // A listener's bug must not pass for a failed clock update.
        logger.warn('A timeUpdated listener failed', error);
      }
    }
  }

  function isDisposed(): boolean {
    return phase === 'disposed';
  }

  function checkDrift(): void {
    // Suspended while filling or re-syncing: the clock is about to be set anyway.
    if (phase !== 'steady') return;
    let maxDriftMs: number;
    try {
      maxDriftMs = clockSettingsFrom(config.config).maxDriftMs;
    } catch {
      return;
    }
    if (clock.driftMs() < maxDriftMs) return;
    cancelSync();
    failuresInARow = 0;
    void attemptSync();
  }

  return {
    start() {
      if (phase !== 'idle') return;
      phase = 'filling';
      scheduleSync(CLOCK_LIMITS.initialPollMs);
      driftTimer = timers.setInterval(
        checkDrift,
        deps.driftCheckIntervalMs ?? DRIFT_CHECK_INTERVAL_MS,
      );
    },
    dispose() {
      phase = 'disposed';
      cancelSync();
      if (driftTimer !== undefined) timers.clearInterval(driftTimer);
      driftTimer = undefined;
      listeners.clear();
    },
    now: () => clock.now(),
    usingClock: () => clock.usingClock,
    onTimeUpdated(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    checkDrift,
  };
}
