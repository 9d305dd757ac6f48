import { CLOCK_LIMITS } from '@orbit/domain';

export interface LatencyBufferOptions {
  /** Samples kept (3, spec 001 §9). */
  capacity?: number;
  /** Weights oldest to newest (0.2 to 1, spec 001 §9), so recent network conditions count most. */
  weights?: readonly number[];
}

/**
 * The last few round-trip latencies of the time service, averaged with weights that favour the
 * newest. Samples that are not finite numbers, negative, or above the limit are ignored (spec 001
 * §5): one stalled request must not move the clock.
 */
export class LatencyBuffer {
  private readonly samplesMs: number[] = [];
  private readonly capacity: number;
  private readonly weights: readonly number[];

  constructor(options: LatencyBufferOptions = {}) {
    this.capacity = options.capacity ?? CLOCK_LIMITS.latencySamples;
    this.weights = options.weights ?? CLOCK_LIMITS.latencyWeights;
    if (this.weights.length !== this.capacity) {
      throw new RangeError(`${this.capacity} samples need ${this.capacity} weights`);
    }
  }

  /**
   * Keeps the sample (dropping the oldest when full); false when it was ignored. `maxSampleMs` is
   * half the max two-way latency: an answer slower than that spent too long on its way to be trusted.
   */
  add(sampleMs: number, maxSampleMs: number): boolean {
    if (!isUsableLatency(sampleMs, maxSampleMs)) return false;
    this.samplesMs.push(sampleMs);
    if (this.samplesMs.length > this.capacity) this.samplesMs.shift();
    return true;
  }

  get size(): number {
    return this.samplesMs.length;
  }

  /** Whether the buffer holds all its samples: the initial fill is over. */
  get isFull(): boolean {
    return this.samplesMs.length === this.capacity;
  }

  /**
   * The weighted average, or undefined before the first sample. With fewer samples than weights,
   * the newest weights are used, so the newest sample always weighs 1.
   */
  averageMs(): number | undefined {
    if (this.samplesMs.length === 0) return undefined;
    const weights = this.weights.slice(this.weights.length - this.samplesMs.length);
    let weighted = 0;
    let total = 0;
    this.samplesMs.forEach((sample, index) => {
      const weight = weights[index] ?? 0;
      weighted += sample * weight;
      total += weight;
    });
    return weighted / total;
  }
}

/** A latency is usable when it is a finite, non-negative number of ms no larger than the limit. */
export function isUsableLatency(sampleMs: number, maxSampleMs: number): boolean {
  return Number.isFinite(sampleMs) && sampleMs >= 0 && sampleMs <= maxSampleMs;
}
