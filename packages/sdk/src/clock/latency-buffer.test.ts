import { CLOCK_LIMITS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_TWO_WAY_LATENCY_MS } from './clock-settings.ts';
import { isUsableLatency, LatencyBuffer } from './latency-buffer.ts';

const MAX_SAMPLE_MS = DEFAULT_MAX_TWO_WAY_LATENCY_MS / 2;

function bufferWith(samples: number[]): LatencyBuffer {
  const buffer = new LatencyBuffer();
  for (const sample of samples) buffer.add(sample, MAX_SAMPLE_MS);
  return buffer;
}

describe('latency buffer', () => {
  it('keeps 3 samples weighted 0.2, 0.6 and 1 from oldest to newest (spec 001 §9)', () => {
    expect(CLOCK_LIMITS.latencySamples).toBe(3);
    expect(CLOCK_LIMITS.latencyWeights).toEqual([0.2, 0.6, 1]);
  });

  it.each([
    { samples: [], average: undefined },
    { samples: [100], average: 100 },
    // Two samples take the two newest weights, 0.6 and 1.
    { samples: [100, 300], average: (0.6 * 100 + 1 * 300) / 1.6 },
    { samples: [100, 200, 400], average: (0.2 * 100 + 0.6 * 200 + 1 * 400) / 1.8 },
    { samples: [300, 300, 300], average: 300 },
    // The oldest drops out of a full buffer.
    { samples: [50, 200, 400, 800], average: (0.2 * 200 + 0.6 * 400 + 1 * 800) / 1.8 },
    { samples: [0, 0, 0], average: 0 },
  ])('averages $samples to $average', ({ samples, average }) => {
    const result = bufferWith(samples).averageMs();
    if (average === undefined) expect(result).toBeUndefined();
    else expect(result).toBeCloseTo(average, 9);
  });

  it.each([
    { sample: Number.NaN, kept: false },
    { sample: Number.POSITIVE_INFINITY, kept: false },
    { sample: Number.NEGATIVE_INFINITY, kept: false },
    { sample: -1, kept: false },
    { sample: 0, kept: true },
    { sample: 4_999, kept: true },
    // Half the max two-way latency (10 s) is still kept; anything above is ignored.
    { sample: 5_000, kept: true },
    { sample: 5_001, kept: false },
    { sample: 60_000, kept: false },
  ])('a sample of $sample ms is kept: $kept', ({ sample, kept }) => {
    const buffer = bufferWith([100]);
    expect(buffer.add(sample, MAX_SAMPLE_MS)).toBe(kept);
    expect(isUsableLatency(sample, MAX_SAMPLE_MS)).toBe(kept);
    expect(buffer.size).toBe(kept ? 2 : 1);
    expect(buffer.averageMs()).toBe(kept ? (0.6 * 100 + sample) / 1.6 : 100);
  });

  it('is full once it holds 3 samples, ignored ones not counted', () => {
    const buffer = new LatencyBuffer();
    buffer.add(100, MAX_SAMPLE_MS);
    buffer.add(Number.NaN, MAX_SAMPLE_MS);
    buffer.add(100, MAX_SAMPLE_MS);
    expect(buffer.isFull).toBe(false);
    buffer.add(100, MAX_SAMPLE_MS);
    expect(buffer.isFull).toBe(true);
    buffer.add(100, MAX_SAMPLE_MS);
    expect(buffer.size).toBe(3);
  });

  it('refuses weights that do not match the number of samples', () => {
    expect(() => new LatencyBuffer({ capacity: 2, weights: [1] })).toThrow(RangeError);
  });
});
