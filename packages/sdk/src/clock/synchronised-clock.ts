import type { ClockSource } from '@orbit/domain';
import { selectClock } from './clock-selection.ts';

/** One synchronisation: the server's estimated time and the local clocks at the same moment. */
export interface ClockAnchor {
  serverTimeMs: number;
  systemTimeMs: number;
  monotonicMs: number;
}

export interface ClockSources {
  /** The system clock, epoch ms: may be wrong, and may jump when the user or the OS sets it. */
  systemNow(): number;
  /** A clock that only moves forward at a steady pace (`performance.now()`), any origin. */
  monotonicNow(): number;
}

/**
 * The time of the clock in use. The internal clock is the last server time advanced by the
 * monotonic clock, so neither a wrong system clock nor one set while the app runs moves it.
 */
export class SynchronisedClock {
  private anchor: ClockAnchor | undefined;
  private source: ClockSource = 'SYSTEM';

  constructor(private readonly sources: ClockSources) {}

  /** Takes a new synchronisation and chooses the clock by it; returns the clock in use. */
  synchronise(anchor: ClockAnchor, maxDiscrepancyMs: number): ClockSource {
    this.anchor = anchor;
    this.source = selectClock(anchor.systemTimeMs, anchor.serverTimeMs, maxDiscrepancyMs);
    return this.source;
  }

  get usingClock(): ClockSource {
    return this.source;
  }

  get isSynchronised(): boolean {
    return this.anchor !== undefined;
  }

  /** The server-synchronised time now, or undefined before the first synchronisation. */
  internalTimeMs(): number | undefined {
    if (!this.anchor) return undefined;
    return this.anchor.serverTimeMs + (this.sources.monotonicNow() - this.anchor.monotonicMs);
  }

  now(): number {
    const internal = this.source === 'INTERNAL' ? this.internalTimeMs() : undefined;
    return internal ?? this.sources.systemNow();
  }

  /**
   * How far the system and monotonic clocks have parted since the last synchronisation: the system
   * clock was set, or the monotonic clock stood still while the device slept. Either way the clock
   * in use can no longer be trusted.
   */
  driftMs(): number {
    if (!this.anchor) return 0;
    const systemElapsedMs = this.sources.systemNow() - this.anchor.systemTimeMs;
    const monotonicElapsedMs = this.sources.monotonicNow() - this.anchor.monotonicMs;
    return Math.abs(systemElapsedMs - monotonicElapsedMs);
  }
}
